/**
 * React Router ships ESM that jest cannot load in the client project; route-table tests need only these names at
 * module level: `jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'))`.
 */
export const createContext = () => ({});
export class RouterContextProvider {}
export const redirect = jest.fn();
export const data = jest.fn();
export const Link = () => null;
export const NavLink = () => null;
export const Outlet = () => null;
export const useLocation = () => ({ pathname: '/', search: '' });
export const useNavigate = () => jest.fn();
export const useParams = () => ({});
export const useSearchParams = () => [new URLSearchParams(), jest.fn()];
export const useRouteError = () => null;
export const useNavigation = () => ({ state: 'idle' });
export const isRouteErrorResponse = () => false;
