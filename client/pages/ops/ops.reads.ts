/**
 * What each console page reads, declared once for the route's prefetch and the page. Every page also reads who the
 * staff member is (the navigation and the 404 for anyone else) and the queue counts of the side navigation.
 */
import {
  opsAuditQuery,
  opsHomeQuery,
  opsMeQuery,
  opsQueueQuery,
  opsStaffQuery,
  opsTicketQuery,
  queueViewOf,
} from '@client/features/back-office/api/back-office.queries';
import { pageReads, type ReadScope } from '@client/lib/page-reads';

const frame = (s: ReadScope) => ({ me: opsMeQuery(s.data), home: opsHomeQuery(s.data) });

export const homeReads = pageReads((s) => frame(s));

export const queueReads = pageReads((s) => ({
  ...frame(s),
  page: opsQueueQuery(s.data, s.params.queue ?? '', queueViewOf(new URLSearchParams(s.search))),
}));

const idFrom = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export const ticketReads = pageReads((s) => ({
  ...frame(s),
  ticket: opsTicketQuery(s.data, idFrom(s.params.id)),
  staff: opsStaffQuery(s.data),
}));

export const auditViewOf = (search: URLSearchParams) => {
  const staff = Number(search.get('staff_id'));
  const target = search.get('target_type')?.trim().slice(0, 40);
  return {
    staff_id: Number.isSafeInteger(staff) && staff > 0 ? staff : undefined,
    target_type: target || undefined,
    page: Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1)),
  };
};

export const auditReads = pageReads((s) => ({
  ...frame(s),
  audit: opsAuditQuery(s.data, auditViewOf(new URLSearchParams(s.search))),
  staff: opsStaffQuery(s.data),
}));

export const staffReads = pageReads((s) => ({ ...frame(s), staff: opsStaffQuery(s.data) }));
