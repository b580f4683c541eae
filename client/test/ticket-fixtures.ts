/** Tests only: console tickets as the API returns them. */
import type { Ticket } from '@shared/schemas/back-office.schema';

/** An open, unassigned ticket in `queue` about subject 7 of `subject_type` (the id the subject panels read). */
export const subjectTicket = (subject_type: string, queue: Ticket['queue']): Ticket => ({
  id: 3,
  queue,
  subject_type,
  subject_id: 7,
  summary: 'item',
  status: 'open',
  user: null,
  language: 'zh-HK',
  assignee: null,
  resolution: null,
  created: '2026-11-29 10:00:00',
  closed_at: null,
  overdue: false,
});
