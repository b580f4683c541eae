/** Read endpoints of the accounts domain (see shared/api/data-client.ts). */
import type { Me } from '../../schemas/accounts.schema';

export interface AccountsReads {
  /** The signed-in user, or null for a visitor: GET /api/user/session */
  session: { params: Record<string, never>; result: Me | null };
}

export const accountsReadPaths = {
  session: () => '/api/user/session',
};
