/**
 * Tests only: the react-router a rendered component needs. The shared jest config does not transform react-router's
 * ESM, so component tests replace it with this: Link as a plain anchor, the location at `at` (a path, or a function
 * read on each render when a test changes the location) with its query as the search params, and navigation as a
 * jest.fn; `extra` adds or replaces hooks (useParams, useBlocker, a navigate the test watches):
 *
 *   jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/…'));
 *
 * (Route-table tests, which need every name at module level and no rendering, use react-router-stub.ts.)
 */
import { createElement, type ReactNode } from 'react';

export interface StubLocation {
  pathname: string;
  search: string;
}

export function linkRouter(at: string | (() => StubLocation) = '/', extra: Record<string, unknown> = {}) {
  const location = typeof at === 'string' ? () => ({ pathname: at, search: '' }) : at;
  return {
    Link: ({ to, ...rest }: { to: string; children?: ReactNode }) => createElement('a', { href: to, ...rest }),
    useLocation: location,
    useSearchParams: () => [new URLSearchParams(location().search), jest.fn()],
    useNavigate: () => jest.fn(),
    ...extra,
  };
}
