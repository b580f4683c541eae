/** What the moderation pages read: the console frame (who the staff member is, the queue counts) and their own data. */
import { opsHomeQuery, opsMeQuery } from '@client/features/back-office/api/back-office.queries';
import { opsUserQuery, opsUsersQuery, userSearchOf } from '@client/features/moderation/api/moderation.queries';
import { pageReads, type ReadScope } from '@client/lib/page-reads';

const frame = (s: ReadScope) => ({ me: opsMeQuery(s.data), home: opsHomeQuery(s.data) });

export const usersReads = pageReads((s) => ({ ...frame(s), users: opsUsersQuery(s.data, userSearchOf(new URLSearchParams(s.search))) }));

const idFrom = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const userReads = pageReads((s) => ({ ...frame(s), user: opsUserQuery(s.data, idFrom(s.params.id)) }));
