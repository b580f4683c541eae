/**
 * Scheduled sweeps (pg-boss cron, one run per tick across every instance; each sweep is idempotent), and running
 * one now for operators (POST /api/ops/jobs/run/{name}).
 */
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { refundUnreadQuoteFees } from '../quote-fees/fee-refunds.service';
import { applyLeadDiscounts } from '../requests/lead-discounts.service';
import { expireDueGrants } from '../wallet/credit-grants.service';
import { endIdleSessions } from '../accounts/session-policy.service';
import { expireNarrowMatches } from '../direct-requests/direct-requests.service';
import { sendBookingReminders } from '../reservations/reservations.service';
import { expireStaleRequests } from '../requests/request-expiry.service';
import { runCleanup } from './cleanup.service';
import { alertOverdue } from '../back-office/ops-alerts.service';
import { releaseScheduledPages } from '../content/content-admin.service';
import { endDueSuspensions } from '../moderation/moderation.service';
import { disputeUnanswered, reconcile, releaseDue } from '../safety-payments/safety-sweeps.service';
import { autoCompleteDue, expireDue } from '../shop/shop-sweeps.service';
import { endDueCalls } from '../voice/voice.service';
import { sendAppointmentReminders } from '../voice/appointments.service';

export const SWEEPS = {
  /** Quote fees of quotes unopened for 48 hours go back to the pro. */
  'quote-fee-refunds': { cron: '*/5 * * * *', run: (deps: FullDeps) => refundUnreadQuoteFees(deps) },
  /** Free credit leaves the balance on its expiry date. */
  'free-credit-expiry': { cron: '*/5 * * * *', run: (deps: FullDeps) => expireDueGrants(deps.db) },
  /** Requests few pros quoted after 24/48 hours get a lead discount (ADR 0015). */
  'lead-discounts': { cron: '*/5 * * * *', run: (deps: FullDeps) => applyLeadDiscounts(deps.db) },
  /** Sessions unused for SESSION_IDLE_DAYS (or past their lifetime) are deleted. */
  'idle-sessions': { cron: '17 * * * *', run: (deps: FullDeps) => endIdleSessions(deps.db, deps.env.SESSION_IDLE_DAYS) },
  /** Bookings starting within 24 hours get their reminder e-mail, once (reservations.reminded_at). */
  'booking-reminders': { cron: '*/10 * * * *', run: (deps: FullDeps) => sendBookingReminders(deps) },
  /** A chosen pro silent for 24 hours counts as declined; the consumer is told and offered others. */
  'narrow-match-timeout': { cron: '*/5 * * * *', run: (deps: FullDeps) => expireNarrowMatches(deps) },
  /** Open, unhired requests unchanged for REQUEST_VALID_DAYS are closed with activity `expire` (ADR 0027). */
  'request-expiry': { cron: '7,37 * * * *', run: (deps: FullDeps) => expireStaleRequests(deps) },
  /** Expired one-time codes and links, orphan uploads, old sent e-mail (ADR 0027). */
  cleanup: { cron: '47 * * * *', run: (deps: FullDeps) => runCleanup(deps) },
  /** Back-office items waiting longer than their queue's target: their staff are e-mailed, once per item. */
  'ops-overdue': { cron: '*/15 * * * *', run: (deps: FullDeps) => alertOverdue(deps) },
  /** CMS pages scheduled for a time that has come: the caches built while they were hidden are forgotten. */
  'content-schedule': { cron: '* * * * *', run: (deps: FullDeps) => releaseScheduledPages(deps) },
  /** Suspensions of accounts and services whose end date has passed are lifted (their owners are told). */
  'moderation-expiry': { cron: '*/5 * * * *', run: (deps: FullDeps) => endDueSuspensions(deps) },
  /** Safety payments held past their automatic release are released (and reminders sent 3 days and 1 day before). */
  'safety-auto-release': { cron: '*/10 * * * *', run: (deps: FullDeps) => releaseDue(deps) },
  /** Safety-payment requests not answered within 3 days go to trust and safety. */
  'safety-unanswered': { cron: '*/15 * * * *', run: (deps: FullDeps) => disputeUnanswered(deps) },
  /** Held safety money that does not match the provider's record opens a finance ticket. */
  'safety-reconciliation': { cron: '23 * * * *', run: (deps: FullDeps) => reconcile(deps) },
  /** Shop orders past a deadline: unpaid checkouts void, unconfirmed paid orders and unanswered cancel requests cancelled and refunded (ADR 0038). */
  'shop-expiry': { cron: '*/5 * * * *', run: (deps: FullDeps) => expireDue(deps) },
  /** Shop orders whose completion request the consumer left unanswered for 7 days are completed and their payout created. */
  'shop-auto-complete': { cron: '*/10 * * * *', run: (deps: FullDeps) => autoCompleteDue(deps) },
  /** Voice calls ringing past the ring timeout (missed) or no longer kept alive (ended by Sifu); the ring-timeout job is exact. */
  'voice-calls': { cron: '* * * * *', run: (deps: FullDeps) => endDueCalls(deps) },
  /** Accepted call appointments starting within 15 minutes: both sides reminded, once (reminded_at). */
  'voice-appointment-reminders': { cron: '* * * * *', run: (deps: FullDeps) => sendAppointmentReminders(deps) },
} as const;

export type SweepName = keyof typeof SWEEPS;
export const SWEEP_NAMES = Object.keys(SWEEPS) as SweepName[];

/** Runs a sweep now (operators); the scheduled runs and this one never do the same work twice. */
export async function runSweep(deps: FullDeps, name: string): Promise<{ job: string; count: number }> {
  const sweep = SWEEPS[name as SweepName];
  if (!sweep) throw notFound();
  return { job: name, count: await sweep.run(deps) };
}
