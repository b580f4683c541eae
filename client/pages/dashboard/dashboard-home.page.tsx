/** /dashboard: sends each role to its landing page (SPEC §2). */
import { Navigate } from 'react-router';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { usePrefixed } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';

export default function DashboardHomePage() {
  const { data: me } = useSession();
  const prefixed = usePrefixed();
  return <Navigate to={prefixed(ROLE_LANDING[me?.role ?? 'consumer'])} replace />;
}
