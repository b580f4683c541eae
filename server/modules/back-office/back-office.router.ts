/** The HTTP edge of the back office (shared/api/back-office.contract.ts). */
import { backOfficeContract } from '@shared/api/back-office.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import type { SessionUser } from '../../middleware/session';
import { auditLog } from '../operator-audit/operator-audit.service';
import { me, setRoles, staffMembers } from './staff.service';
import {
  addNote,
  assignTicket,
  listQueue,
  queueHome,
  replyToUser,
  setTicketStatus,
  ticketDetail,
  userReply,
  userThreads,
  type Staff,
} from './tickets.service';

/** The acting staff member, from the session (roles loaded with it). */
export const staffOf = (user: SessionUser): Staff => ({ id: user.id, roles: user.staff_roles ?? [] });

const AUDIT_PAGE_SIZE = 50;

export function backOfficeRoutes(deps: FullDeps): Implementation[] {
  return implement(backOfficeContract, {
    me: ({ user }) => me(deps, staffOf(user)),
    home: ({ user }) => queueHome(deps, staffOf(user)),
    queue: ({ user, params, query }) => listQueue(deps, staffOf(user), params.queue, query),
    ticket: ({ user, params }) => ticketDetail(deps, staffOf(user), params.id),
    assign: ({ user, params, body }) => assignTicket(deps, staffOf(user), params.id, body.assignee_id, body.from_assignee_id),
    note: async ({ user, params, body }) => {
      await addNote(deps, staffOf(user), params.id, body.body);
      return { ok: true as const };
    },
    reply: async ({ user, params, body }) => {
      await replyToUser(deps, staffOf(user), params.id, body.body);
      return { ok: true as const };
    },
    close: ({ user, params, body }) => setTicketStatus(deps, staffOf(user), params.id, 'closed', body.resolution),
    reopen: ({ user, params }) => setTicketStatus(deps, staffOf(user), params.id, 'open', ''),
    staff: () => staffMembers(deps),
    setRoles: ({ user, params, body }) => setRoles(deps, staffOf(user), params.id, body.roles),
    audit: ({ query }) =>
      auditLog(deps.db, { staffId: query.staff_id, targetType: query.target_type, targetId: query.target_id }, query.page, AUDIT_PAGE_SIZE),
    supportThreads: ({ user }) => userThreads(deps, user.id),
    supportReply: async ({ user, params, body }) => {
      await userReply(deps, user.id, params.id, body.body);
      return { ok: true as const };
    },
  });
}
