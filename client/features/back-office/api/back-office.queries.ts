/**
 * Reads and writes of the back office (shared/api/back-office.contract.ts): who the staff member is, the home
 * counts, queue pages, a ticket and its actions, staff and the audit log. The URL holds a queue's filters.
 */
import type { DataClient } from '@shared/api/data-client';
import { backOfficeContract as c } from '@shared/api/back-office.contract';
import type { Queue, QueueQuery } from '@shared/schemas/back-office.schema';
import { readQuery, useCall, useRead } from '@client/lib/endpoint-query';

export type QueueView = Pick<QueueQuery, 'status' | 'assignee' | 'page'> & { q?: string };

const oneOf = <T extends string>(names: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (names as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** A queue's filters from the URL (?status=&assignee=&q=&page=); unknown values fall back to the defaults. */
export function queueViewOf(search: URLSearchParams): QueueView {
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    status: oneOf(['open', 'closed', 'all'] as const, search.get('status')) ?? 'open',
    assignee: oneOf(['me', 'none'] as const, search.get('assignee')),
    q: q || undefined,
    page: Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1)),
  };
}

export const opsMeQuery = (data: DataClient) => readQuery(data, c.me, {}, { staleTime: 60_000 });
export const opsHomeQuery = (data: DataClient) => readQuery(data, c.home, {}, { staleTime: 5_000 });
export const opsQueueQuery = (data: DataClient, queue: string, v: QueueView) =>
  readQuery(data, c.queue, { params: { queue: queue as Queue }, query: v }, { staleTime: 5_000 });
export const opsTicketQuery = (data: DataClient, id: number) => readQuery(data, c.ticket, { params: { id } }, { staleTime: 5_000 });
export const opsStaffQuery = (data: DataClient) => readQuery(data, c.staff, {}, { staleTime: 60_000 });
export const opsAuditQuery = (data: DataClient, query: { staff_id?: number; target_type?: string; page: number }) =>
  readQuery(data, c.audit, { query }, { staleTime: 5_000 });

export const useOpsMe = () => useRead(c.me, {}, { staleTime: 60_000 });
export const useOpsHome = () => useRead(c.home, {}, { staleTime: 5_000 });
export const useOpsStaff = () => useRead(c.staff, {}, { staleTime: 60_000 });

const byId = (id: number) => ({ params: { id } });

export const useAssign = (id: number) =>
  useCall(c.assign, {
    input: (v: { to: number | null; from: number | null }) => ({ ...byId(id), body: { assignee_id: v.to, from_assignee_id: v.from } }),
    handlesErrors: true,
  });
export const useAddNote = (id: number) =>
  useCall(c.note, { input: (body: string) => ({ ...byId(id), body: { body } }), handlesErrors: true });
export const useReply = (id: number) =>
  useCall(c.reply, { input: (body: string) => ({ ...byId(id), body: { body } }), handlesErrors: true });
export const useCloseTicket = (id: number) =>
  useCall(c.close, { input: (resolution: string) => ({ ...byId(id), body: { resolution } }), handlesErrors: true });
export const useReopenTicket = (id: number) => useCall(c.reopen, { input: (_: void) => byId(id), handlesErrors: true });
export const useSetRoles = () =>
  useCall(c.setRoles, {
    input: (v: { id: number; roles: string[] }) => ({ params: { id: v.id }, body: { roles: v.roles as never } }),
    handlesErrors: true,
  });

export const useSupportThreads = () => useRead(c.supportThreads, {}, { staleTime: 10_000 });
export const useSupportReply = (id: number) =>
  useCall(c.supportReply, { input: (body: string) => ({ ...byId(id), body: { body } }), handlesErrors: true });
