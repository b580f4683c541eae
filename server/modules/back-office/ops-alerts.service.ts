/**
 * E-mails to staff: the address of each role that works a queue (OPS_EMAIL_<ROLE>) hears of a new item, and of an
 * item waiting longer than its queue's target (once per item, from a scheduled sweep).
 */
import { QUEUE_ROLES, QUEUE_TARGET_HOURS, QUEUES, queueIsOn, type Queue, type StaffRole } from '@shared/schemas/back-office.schema';
import type { FullDeps } from '../../lib/adapters';
import * as repo from './tickets.repository';

const ENV_OF: Record<
  StaffRole,
  'OPS_EMAIL_SUPPORT' | 'OPS_EMAIL_TRUST_SAFETY' | 'OPS_EMAIL_FINANCE' | 'OPS_EMAIL_CONTENT' | 'OPS_EMAIL_ADMIN'
> = {
  support: 'OPS_EMAIL_SUPPORT',
  trust_safety: 'OPS_EMAIL_TRUST_SAFETY',
  finance: 'OPS_EMAIL_FINANCE',
  content: 'OPS_EMAIL_CONTENT',
  admin: 'OPS_EMAIL_ADMIN',
};

/** The addresses that hear about a queue: its roles', without duplicates. */
export function queueAddresses(env: FullDeps['env'], queue: Queue): string[] {
  return [...new Set(QUEUE_ROLES[queue].map((r) => env[ENV_OF[r]]).filter((a): a is string => Boolean(a)))];
}

const ticketLink = (deps: FullDeps, id: number) => `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/en-HK/ops/tickets/${id}`;

export async function alertNewItem(deps: FullDeps, t: { id: number; queue: Queue; summary: string }): Promise<void> {
  for (const to of queueAddresses(deps.env, t.queue)) {
    await deps.mailer.send({
      to,
      subject: `[Sifu ops] New in ${t.queue}: ${t.summary.slice(0, 80)}`,
      text: `A new item is waiting in the ${t.queue} queue (target: ${QUEUE_TARGET_HOURS[t.queue]} hours).\n\n${t.summary}\n\n${ticketLink(deps, t.id)}`,
      tag: 'ops_new_item',
    });
  }
}

/** The sweep: items past their target, each alerted once (a reopened item may be alerted again). */
export async function alertOverdue(deps: FullDeps): Promise<number> {
  const queues = QUEUES.filter((q) => queueIsOn(q, deps.env.featureFlags));
  const rows = await repo.claimOverdue(
    deps.db,
    queues,
    queues.map((q) => QUEUE_TARGET_HOURS[q]),
    200,
  );
  for (const r of rows) {
    const queue = r.queue as Queue;
    for (const to of queueAddresses(deps.env, queue)) {
      await deps.mailer.send({
        to,
        subject: `[Sifu ops] Overdue in ${queue}: ${r.summary.slice(0, 80)}`,
        text: `This item has waited longer than the ${QUEUE_TARGET_HOURS[queue]}-hour target of the ${queue} queue (since ${r.created.toISOString()}).\n\n${r.summary}\n\n${ticketLink(deps, Number(r.id))}`,
        tag: 'ops_overdue',
      });
    }
  }
  return rows.length;
}
