/**
 * Safety payments' demo items (docs/decisions/0037), on bids of the seeded history, moved as the module's services
 * move them (seed-safety-money.ts) and dated from the bids' own hire and completion times:
 * - demo_consumer: HK$1,200 held by card for the tutor they hired; their completed job with demo_pro released
 *   (less 5 % commission) and paid out through a batch finance exported.
 * - demo_pro: that release, paid to their bank account 004-123-***9012, and a deposit plan on a job they were hired
 *   for (the deposit held, paid by bank transfer; the balance awaiting payment).
 * - other pros and consumers: two releases waiting for finance at /ops/payouts (one pro paid to a bank account, one
 *   to an FPS id), a refund the pro disputed (a ticket in trust and safety's disputes queue, with both sides' words),
 *   and a HK$300 inspection fee held on an on-site quote.
 * Nothing here trips the hourly reconciliation or the money checks. A story whose bid the history lacks is skipped.
 */
import { ANSWER_DAYS, DEFAULT_AUTO_RELEASE_DAYS } from '@shared/domain/safety-payments';
import { addDays, fromDay, hkToday } from '@shared/utils/dates';
import type { Tx } from '../../lib/db';
import * as tickets from '../../modules/back-office/tickets.repository';
import { heldOf, patchPart } from '../../modules/safety-payments/safety-payments.repository';
import { DISPUTE_SUBJECT } from '../../modules/safety-payments/safety-requests.service';
import { DEMO_CONSUMER, DEMO_PRO } from './demo-accounts';
import {
  addPayment,
  DAY_MS,
  HOUR_MS,
  markCompleted,
  MINUTE_MS,
  movePart,
  paidBatch,
  payIn,
  release,
  savePayout,
  type DemoBid,
} from './seed-safety-money';

const INSPECTION_FEE = 300;
/** What the demo consumer's tutor asked to be paid into safety for the first block of lessons (an hourly quote). */
const LESSONS_PRICE = 1_200;

const DISPUTE = {
  request:
    '完工後檢查發現報價入面有幾項工作未做，師傅話唔會再上門跟進，所以要求退返部分費用。 / Several items in the quote were left undone and the pro will not come back to finish them, so I am asking for part of the fee back.',
  counter:
    '報價入面嘅工作全部做完，完工嗰陣客戶檢查過冇提出問題，之後亦冇搵過我哋返嚟跟進。 / Everything in the quote was done: the customer checked the work when we finished, raised nothing, and never asked us to come back.',
};

const INSPECTION_NOTE = {
  zh: `需要上門睇過先可以準確報價，上門視察費 HK$${INSPECTION_FEE}，確認開工會喺工程費度扣返。`,
  en: `A site visit is needed for an accurate quote. The HK$${INSPECTION_FEE} inspection fee is taken off the job's price if you go ahead.`,
};

const BID_SQL = `
  SELECT b.quote_bid_id AS id, r.user_id AS consumer_id, s.user_id AS pro_id, b.rating_type, b.flat_rate_at, b.price_note,
         b.quote_sent_on, b.hired_on, b.completed_on, c.name_en AS c_name_en, s.business_name_en
    FROM quote_bids b
    JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
    JOIN quote_categories c ON c.id = r.quote_category_id
    JOIN quote_services s ON s.quote_service_id = b.quote_service_id
    JOIN users cu ON cu.id = r.user_id
    JOIN users pu ON pu.id = s.user_id
   WHERE b.quote_sent_on IS NOT NULL AND pu.suspended_at IS NULL AND s.suspended_at IS NULL AND cu.suspended_at IS NULL`;

async function bids(tx: Tx, where: string, params: unknown[], limit = 1): Promise<DemoBid[]> {
  const { rows } = await tx.query<DemoBid>(`${BID_SQL} AND ${where} LIMIT ${limit}`, params);
  return rows;
}

/** A flat quote's price, or `otherwise` for an hourly one (the pro proposes a price for a block of the work). */
const priceOf = (bid: DemoBid, otherwise: number) => (bid.rating_type === 'flat' && bid.flat_rate_at ? bid.flat_rate_at : otherwise);

/** A name a bank would take as the account holder's: the business's English name without other signs. */
const holderOf = (bid: DemoBid) =>
  bid.business_name_en
    .replace(/[^\p{L}\p{M}\p{N} .,'&()/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70);

export async function insertSafetyPaymentsDemo(tx: Tx, now: number): Promise<number> {
  const past = (ms: number) => new Date(Math.min(ms, now - 10 * MINUTE_MS));
  const staff = await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', ['ops_finance']);
  const financeId = staff.rows[0]?.id;
  const taken = new Set<number>();
  const pick = (list: DemoBid[]) => {
    const bid = list.find((b) => !taken.has(b.id));
    if (bid) taken.add(bid.id);
    return bid;
  };
  let count = 0;

  // The demo consumer's newest hire (the tutor): HK$1,200 paid by card into safety the day after, the lessons under way.
  const lessons = pick(
    await bids(tx, `cu.username = $1 AND pu.username <> $2 AND b.quote_status_id = 3 ORDER BY b.hired_on DESC`, [
      DEMO_CONSUMER.username,
      DEMO_PRO.username,
    ]),
  );
  if (lessons?.hired_on) {
    const at = past(lessons.hired_on.getTime() + 2 * HOUR_MS);
    const payment = await addPayment(tx, lessons, { kind: 'job', plan: 'full', parts: [priceOf(lessons, LESSONS_PRICE)], at });
    if (payment) {
      await payIn(tx, payment, 1, 'card', past(at.getTime() + 20 * HOUR_MS));
      count += 1;
    }
  }

  // demo_pro's completed job (for the demo consumer when there is one): paid in full, confirmed the day after the work,
  // and paid out to demo_pro's bank account in finance's next batch.
  const done = pick(
    await bids(
      tx,
      `pu.username = $1 AND b.quote_status_id = 4 AND b.rating_type = 'flat' AND b.flat_rate_at >= 50
       ORDER BY (cu.username = $2) DESC, b.completed_on DESC`,
      [DEMO_PRO.username, DEMO_CONSUMER.username],
    ),
  );
  if (done?.hired_on && done.completed_on) {
    const at = past(done.hired_on.getTime() + 40 * MINUTE_MS);
    const payment = await addPayment(tx, done, { kind: 'job', plan: 'full', parts: [done.flat_rate_at!], at });
    if (payment) {
      await payIn(tx, payment, 1, 'card', past(at.getTime() + 5 * MINUTE_MS));
      await markCompleted(tx, payment, done.completed_on);
      const confirmed = past(done.completed_on.getTime() + 20 * HOUR_MS);
      await savePayout(
        tx,
        done.pro_id,
        { method: 'bank', holder: holderOf(done), bankCode: '004', branchCode: '123', accountNumber: '456789012' },
        past(done.hired_on.getTime() - 3 * DAY_MS),
      );
      const instruction = await release(tx, payment, 1, confirmed);
      // Finance's round on the next working day (Monday to Saturday in Hong Kong): approved and exported at 10:00 for
      // that value date, the line recorded paid at 17:00.
      let valueDate = addDays(hkToday(confirmed.getTime()), 1);
      if (fromDay(valueDate).day() === 0) valueDate = addDays(valueDate, 1);
      const morning = fromDay(valueDate).valueOf();
      if (financeId && morning + 18 * HOUR_MS < now)
        await paidBatch(tx, financeId, [instruction], {
          valueDate,
          approvedAt: new Date(morning + 10 * HOUR_MS),
          paidAt: new Date(morning + 17 * HOUR_MS),
        });
      count += 1;
    }
  }

  // demo_pro's job under way: a deposit of about 30 % paid by bank transfer the day after the hire, the balance due.
  const deposit = pick(
    await bids(
      tx,
      `pu.username = $1 AND b.quote_status_id = 3 AND b.rating_type = 'flat' AND b.flat_rate_at >= 200 ORDER BY b.hired_on DESC`,
      [DEMO_PRO.username],
    ),
  );
  if (deposit?.hired_on) {
    const price = deposit.flat_rate_at!;
    const first = Math.min(price - 100, Math.max(100, Math.round((price * 0.3) / 100) * 100));
    const at = past(deposit.hired_on.getTime() + 3 * HOUR_MS);
    const payment = await addPayment(tx, deposit, { kind: 'job', plan: 'deposit', parts: [first, price - first], at });
    if (payment) {
      await payIn(tx, payment, 1, 'bank', past(at.getTime() + 18 * HOUR_MS));
      count += 1;
    }
  }

  // Other pros' jobs completed in the last month (the newest first), each with another pro and customer.
  const recent = await bids(
    tx,
    `cu.username <> $1 AND pu.username <> $2 AND b.quote_status_id = 4 AND b.rating_type = 'flat'
     AND b.flat_rate_at BETWEEN 300 AND 20000 AND b.completed_on BETWEEN $3::timestamptz - interval '30 days' AND $3::timestamptz - interval '2 days'
     ORDER BY b.completed_on DESC`,
    [DEMO_CONSUMER.username, DEMO_PRO.username, new Date(now)],
    40,
  );
  const people = new Set<number>();
  const others = recent.filter((b) => {
    if (people.has(b.pro_id) || people.has(b.consumer_id) || taken.has(b.id)) return false;
    people.add(b.pro_id).add(b.consumer_id);
    return true;
  });
  const [disputed, confirmedJob, autoReleased] = others;

  // The newest: the customer asked for part back just before the automatic release; the pro refused, so it waits for
  // trust and safety, who see both reasons.
  if (disputed) {
    taken.add(disputed.id);
    const completed = disputed.completed_on!.getTime();
    const at = past(disputed.hired_on!.getTime() + HOUR_MS);
    const payment = await addPayment(tx, disputed, { kind: 'job', plan: 'full', parts: [disputed.flat_rate_at!], at });
    if (payment) {
      const part = payment.parts[0];
      await payIn(tx, payment, 1, 'card', past(at.getTime() + 10 * MINUTE_MS));
      await markCompleted(tx, payment, disputed.completed_on!);
      const requested = completed + Math.min(6 * DAY_MS, Math.max(HOUR_MS, now - completed - 4 * DAY_MS));
      const answered = requested + Math.min(2.5 * DAY_MS, Math.max(30 * MINUTE_MS, now - requested - 20 * HOUR_MS));
      const asked = Math.max(100, Math.min(part.amount, Math.round((part.amount * 0.4) / 100) * 100));
      await movePart(tx, part.id, 'refund_requested', past(requested), {
        request_kind: 'refund',
        request_amount: asked,
        request_reason: DISPUTE.request,
        request_photos: [],
        requested_at: past(requested),
        counter_amount: null,
        counter_reason: null,
        answer_due: new Date(requested + ANSWER_DAYS * DAY_MS),
      });
      await patchPart(tx, part.id, { counter_reason: DISPUTE.counter });
      await movePart(tx, part.id, 'disputed', past(answered), { answer_due: null });
      const held = await heldOf(tx, part.id);
      const ticket = await tickets.insert(tx, {
        queue: 'disputes',
        subjectType: DISPUTE_SUBJECT,
        subjectId: part.id,
        userId: disputed.consumer_id,
        summary: `HK$${held} · ${disputed.c_name_en} · pro refused`,
      });
      await tx.query('UPDATE ops_tickets SET created = $2, modified = $2 WHERE id = $1', [ticket.id, past(answered)]);
      count += 1;
    }
  }

  // Two releases waiting for finance's next batch: one the customer confirmed, one released on its own after 7 days.
  const waiting = [
    { bid: confirmedJob, auto: false, account: { method: 'bank', bankCode: '024', branchCode: '368', accountNumber: '71245583' } },
    { bid: autoReleased, auto: true, account: { method: 'fps', fpsProxy: '1638452' } },
  ] as const;
  for (const w of waiting) {
    if (!w.bid) continue;
    const autoAt = w.bid.completed_on!.getTime() + DEFAULT_AUTO_RELEASE_DAYS * DAY_MS;
    const auto = w.auto && autoAt < now - HOUR_MS;
    taken.add(w.bid.id);
    const at = past(w.bid.hired_on!.getTime() + 2 * HOUR_MS);
    const payment = await addPayment(tx, w.bid, { kind: 'job', plan: 'full', parts: [w.bid.flat_rate_at!], at });
    if (!payment) continue;
    await payIn(tx, payment, 1, 'card', past(at.getTime() + 15 * MINUTE_MS));
    await markCompleted(tx, payment, w.bid.completed_on!);
    await savePayout(tx, w.bid.pro_id, { ...w.account, holder: holderOf(w.bid) }, past(w.bid.hired_on!.getTime() - 10 * DAY_MS));
    const released = past(auto ? autoAt : w.bid.completed_on!.getTime() + 22 * HOUR_MS);
    // Released on its own: the customer was reminded 3 days and 1 day before.
    if (auto) await tx.query('UPDATE safety_payments SET release_reminders = 2 WHERE id = $1', [payment.id]);
    await release(tx, payment, 1, released);
    count += 1;
  }

  // An on-site quote with a HK$300 inspection fee, which the customer paid into safety before the visit.
  const onsite = pick(
    await bids(
      tx,
      `cu.username <> $1 AND pu.username <> $2 AND b.rating_type = 'onsite' AND b.quote_status_id = 2
       AND NOT b.is_requestor_rejected AND NOT b.is_provider_archived AND NOT r.is_closed
       ORDER BY b.quote_sent_on DESC`,
      [DEMO_CONSUMER.username, DEMO_PRO.username],
    ),
  );
  if (onsite) {
    const note = /\p{Script=Han}/u.test(onsite.price_note) ? INSPECTION_NOTE.zh : INSPECTION_NOTE.en;
    await tx.query('UPDATE quote_bids SET inspection_fee = $2, price_note = $3 WHERE quote_bid_id = $1', [onsite.id, INSPECTION_FEE, note]);
    const at = past(onsite.quote_sent_on.getTime() + 5 * HOUR_MS);
    const payment = await addPayment(tx, onsite, { kind: 'inspection', plan: 'full', parts: [INSPECTION_FEE], at });
    if (payment) {
      await payIn(tx, payment, 1, 'card', past(at.getTime() + 4 * MINUTE_MS));
      count += 1;
    }
  }
  return count;
}
