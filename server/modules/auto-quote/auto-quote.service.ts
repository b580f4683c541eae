/**
 * Auto-quote. When a request's bids are created, one pg-boss job per auto-quoting bid is queued in
 * the same transaction. The job decides under the pro's budget row lock (SELECT … FOR UPDATE): stop-all, excluded
 * SPEC §9 time slots (the request's chosen slots, all excluded → skipped), and the hard weekly cap (reserved + sent
 * fees this week + this fee ≤ budget, else code 9 on the bid and one notification a week). A reservation is then sent
 * through sendQuote (its own transaction, ledger row `quote_fee:auto`) and released if that fails.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { discountedFee } from '@shared/domain/wallet-ledger';
import { sendQuoteSchema, type SendQuoteInput } from '@shared/schemas/bids.schema';
import type { AutoQuoteCategoryValues, AutoQuoteSettings } from '@shared/schemas/auto-quote.schema';
import type { Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { utcStringOf } from '../../lib/utc-time';
import { sendMessage } from '../chat/chat.service';
import { notify } from '../notifications/notifications.service';
import { listTemplates } from '../quote-templates/quote-templates.service';
import { recordSendError } from '../bids/bid-records.service';
import { assertQualified } from '../qualification/category-qualification.service';
import { sendQuote } from '../bids/quote-send.service';
import { setAutoQuoteSettings } from '../service-editor/service-records.service';
import * as repo from './auto-quote.repository';

import { AUTO_QUOTE_QUEUE } from './auto-quote-queue.service';

export { AUTO_QUOTE_QUEUE };
const RECENT_RUNS = 20;

export type AutoQuoteOutcome = 'sent' | 'failed' | 'no_budget' | 'stopped' | 'excluded_slot' | 'skipped';

/** Queues one auto-quote job per auto-quoting bid of the request, inside the caller's transaction. */
export async function registerAutoQuoteJobs(deps: FullDeps): Promise<void> {
  await deps.jobs?.work<{ bidId: number }>(AUTO_QUOTE_QUEUE, async ({ bidId }) => {
    const outcome = await runAutoQuote(deps, bidId);
    logger().info('auto-quote-run', { bidId, outcome });
  });
}

function excludedSlots(pref: { excluded_time_slots?: unknown }): number[] {
  const v = pref.excluded_time_slots;
  return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5) : [];
}

/** True when the consumer chose time slots and every one is a slot the pro excluded. */
export function isExcludedBySlots(requestSlots: number[], excluded: number[]): boolean {
  return requestSlots.length > 0 && requestSlots.every((s) => excluded.includes(s));
}

async function decide(deps: FullDeps, t: repo.AutoTarget, fee: number): Promise<AutoQuoteOutcome | 'reserved'> {
  const outcome = await deps.db.withTransaction(async (tx) => {
    await repo.ensureBudget(tx, t.pro_id);
    const budget = (await repo.lockBudget(tx, t.pro_id))!;
    if (await repo.findRun(tx, t.quote_bid_id)) return 'skipped' as const;
    const run = { bidId: t.quote_bid_id, userId: t.pro_id, weekStart: budget.week_start, fee };
    if (budget.is_stopped) return (await repo.insertRun(tx, { ...run, fee: 0, status: 'stopped' }), 'stopped' as const);
    if (isExcludedBySlots(t.time_slots, excludedSlots(t.quote_job_preference))) {
      await repo.insertRun(tx, { ...run, fee: 0, status: 'excluded_slot' });
      return 'excluded_slot' as const;
    }
    const spent = await repo.weekSpend(tx, t.pro_id, budget.week_start);
    if (spent + fee > budget.weekly_budget) {
      const first = (await repo.countRuns(tx, t.pro_id, budget.week_start, 'no_budget')) === 0;
      await repo.insertRun(tx, { ...run, fee: 0, status: 'no_budget', errorCode: ERROR_CODES.NOT_ENOUGH_AUTO_QUOTE_BUDGET });
      await recordSendError(tx, t.quote_bid_id, 'auto_quote_budget_exhausted', 'raise_auto_quote_budget');
      if (first) {
        await notify(deps, tx, {
          userId: t.pro_id,
          type: 'auto_quote_budget_out',
          requestId: t.quote_request_id,
          bidId: t.quote_bid_id,
          params: { amount: budget.weekly_budget },
          link: '/dashboard/auto-quote',
        });
      }
      return 'no_budget' as const;
    }
    await repo.insertRun(tx, { ...run, status: 'reserved' });
    return 'reserved' as const;
  });
  return outcome;
}

async function quoteInput(deps: FullDeps, t: repo.AutoTarget): Promise<SendQuoteInput> {
  if (t.auto_quote_template_id) {
    const tpl = (await listTemplates(deps.db, t.pro_id, {})).find((x) => x.id === t.auto_quote_template_id);
    if (tpl) {
      return sendQuoteSchema.parse({
        rating_type: tpl.rating_type,
        price: tpl.rating_type === 'flat' ? tpl.flat_rate_at : tpl.rating_type === 'hourly' ? tpl.hourly_rate_at : undefined,
        price_note: tpl.price_note,
        template_id: tpl.id,
      });
    }
  }
  return sendQuoteSchema.parse({ rating_type: 'flat', price: t.auto_quote_price ?? undefined, price_note: t.auto_quote_price_note });
}

async function afterSend(deps: FullDeps, t: repo.AutoTarget, fee: number): Promise<void> {
  if (t.auto_message.trim()) {
    await sendMessage(deps, t.pro_id, t.quote_bid_id, { message: t.auto_message, attachments: [] }).catch((err: unknown) =>
      logger().warn('auto-quote-message-failed', { bidId: t.quote_bid_id, err: String(err) }),
    );
  }
  await deps.db.withTransaction((tx) =>
    notify(deps, tx, {
      userId: t.pro_id,
      type: 'auto_quote_sent',
      requestId: t.quote_request_id,
      bidId: t.quote_bid_id,
      params: { amount: fee },
      link: `/dashboard/requests/${t.quote_bid_id}`,
    }),
  );
}

/** The job: decide under the budget lock, send through sendQuote, post the auto message, notify; never retried. */
export async function runAutoQuote(deps: FullDeps, bidId: number): Promise<AutoQuoteOutcome> {
  const t = await repo.findTarget(deps.db, bidId);
  // Checked again when the job runs: the lead may have been quoted, passed or removed since it was queued, and a
  // direct request (narrow_status ≠ 0) is never auto-quoted however the job came to exist.
  if (!t || !t.is_auto_quote_on || t.quote_sent_on || t.quote_status_id !== 1 || t.narrow_status !== 0) return 'skipped';
  // Opted in from the service editor without a price or template: nothing to send.
  if (!t.auto_quote_template_id && !t.auto_quote_price) return 'skipped';
  // The licence the category needs was withdrawn since the match: a send would fail with 251, so the run stays quiet.
  if (!t.qualified) return 'skipped';
  const fee = discountedFee(t.quote_fee, t.discount_percent);
  const decision = await decide(deps, t, fee);
  if (decision !== 'reserved') return decision;
  try {
    await sendQuote(deps, t.pro_id, bidId, await quoteInput(deps, t), { autoRefill: false, auto: true });
  } catch (err) {
    const code = err instanceof AppError && typeof err.code === 'number' ? err.code : null;
    await repo.finishRun(deps.db, bidId, 'failed', code);
    logger().warn('auto-quote-send-failed', { bidId, code });
    return 'failed';
  }
  await repo.finishRun(deps.db, bidId, 'sent');
  await afterSend(deps, t, fee);
  return 'sent';
}

/** GET /api/auto_quote/settings */
export async function getAutoQuoteSettings(q: Queryable, userId: number): Promise<AutoQuoteSettings> {
  const [budget, cats, runs] = await Promise.all([
    repo.findBudget(q, userId),
    repo.listCategorySettings(q, userId),
    repo.listRuns(q, userId, RECENT_RUNS),
  ]);
  return {
    weekly_budget: budget.weekly_budget,
    is_stopped: budget.is_stopped,
    week_start: budget.week_start,
    spent_this_week: await repo.weekSpend(q, userId, budget.week_start),
    categories: cats.map((c) => {
      const perWeek = Math.round((c.recent_requests / 4) * 10) / 10;
      return {
        quote_service_id: c.quote_service_id,
        quote_category_id: c.quote_category_id,
        name_zh: c.name_zh,
        name_en: c.name_en,
        quote_fee: c.quote_fee,
        is_auto_quote_on: c.is_auto_quote_on,
        template_id: c.auto_quote_template_id,
        price: c.auto_quote_price,
        price_note: c.auto_quote_price_note,
        auto_message: c.auto_message,
        excluded_time_slots: excludedSlots(c.quote_job_preference),
        expected_weekly_requests: perWeek,
        expected_weekly_spend: Math.round((c.recent_requests / 4) * c.quote_fee),
      };
    }),
    runs: runs.map((r) => ({ ...r, created: utcStringOf(r.created) })),
  };
}

/** POST /api/auto_quote/budget and /api/auto_quote/stop_all: take effect for the next job (decided under the lock). */
export async function updateAutoQuoteBudget(q: Queryable, userId: number, patch: { weekly_budget?: number; is_stopped?: boolean }) {
  await repo.updateBudget(q, userId, patch);
  return getAutoQuoteSettings(q, userId);
}

/** POST /api/auto_quote/category/{serviceId}/{categoryId} */
export async function updateAutoQuoteCategory(
  q: Queryable,
  userId: number,
  ids: { serviceId: number; categoryId: number },
  input: AutoQuoteCategoryValues,
): Promise<AutoQuoteSettings> {
  if (!(await repo.serviceCategoryOwned(q, userId, ids.serviceId, ids.categoryId))) throw notFound();
  // Opting in to a regulated category needs its licence (SPEC §8 251); turning auto-quote off is always allowed.
  if (input.is_auto_quote_on) await assertQualified(q, ids.serviceId, ids.categoryId);
  if (input.template_id && !(await listTemplates(q, userId, { serviceId: ids.serviceId })).some((t) => t.id === input.template_id))
    throw badRequest('validation', { template_id: 'invalid' });
  await setAutoQuoteSettings(q, ids, {
    on: input.is_auto_quote_on,
    templateId: input.template_id ?? null,
    price: input.price ?? null,
    priceNote: input.price_note,
    message: input.auto_message.trim(),
    excluded: [...new Set(input.excluded_time_slots)].sort(),
  });
  return getAutoQuoteSettings(q, userId);
}
