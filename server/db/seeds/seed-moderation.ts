/**
 * Moderation's demo items, decided as staff decide them in /ops/users (rows through the owning modules' SQL, an audit
 * row each): a pro account suspended for two weeks, one service suspended on its own, a hidden review and a warning.
 * The suspended pros work in categories with many others, so every category keeps at least three public pros.
 * A missing seeded account (a smaller seed) is skipped.
 */
import type { Tx } from '../../lib/db';
import { endAllSessions, suspendAccountRow } from '../../modules/accounts/account-suspension.service';
import { recordStaffAction } from '../../modules/operator-audit/operator-audit.service';
import { hideReviewRow } from '../../modules/reviews/review-moderation.service';
import { recomputeRating } from '../../modules/service-editor/service-records.service';
import { holdUserServices, suspendServiceRow } from '../../modules/service-editor/service-suspension.service';

const DAY_MS = 86_400_000;

async function idOf(tx: Tx, sql: string, params: unknown[]): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(sql, params);
  return rows[0]?.id ?? null;
}

export async function insertModerationDemo(tx: Tx, now: number): Promise<number> {
  const staffId = await idOf(tx, 'SELECT id FROM users WHERE username = $1', ['ops_trust']);
  let count = 0;

  const suspendedPro = await idOf(tx, 'SELECT id FROM users WHERE username = $1', ['frosty_aircon_cleaning']);
  if (suspendedPro) {
    const reason = '多位客戶舉報收咗訂金之後冇上門 / Several customers reported deposits taken without a visit';
    // Until the start of a Hong Kong day, as the console sets it.
    const day = new Date(now + 8 * 3_600_000 + 14 * DAY_MS).toISOString().slice(0, 10);
    const until = new Date(`${day}T00:00:00+08:00`);
    await suspendAccountRow(tx, suspendedPro, reason, until);
    await endAllSessions(tx, suspendedPro);
    const held = await holdUserServices(tx, suspendedPro);
    await recordStaffAction(tx, {
      staffId,
      action: 'suspend_user',
      targetType: 'user',
      targetId: suspendedPro,
      reason,
      before: { status: 'active' },
      after: { status: 'suspended', held_services: held },
    });
    count += 1;
  }

  const service = await idOf(tx, `SELECT quote_service_id AS id FROM quote_services WHERE slug = $1`, ['ms-cheung-english']);
  if (service) {
    const reason = '自稱持有嘅教學資歷未能證實 / Teaching qualifications claimed could not be verified';
    await suspendServiceRow(tx, service, reason, null);
    await recordStaffAction(tx, {
      staffId,
      action: 'suspend_service',
      targetType: 'service',
      targetId: service,
      reason,
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    count += 1;
  }

  // The lowest-rated review of a busy plumber: hidden for abusive words (its rating no longer counts).
  const review = await idOf(
    tx,
    `SELECT r.id FROM reviews r JOIN quote_services s ON s.quote_service_id = r.quote_service_id
      WHERE s.slug = $1 ORDER BY r.score, r.id LIMIT 1`,
    ['shun-fat-plumbing'],
  );
  if (review) {
    const reason = '評價含有人身攻擊字眼 / Personal insults';
    const row = await hideReviewRow(tx, review, reason);
    if (row) {
      await recomputeRating(tx, row.quote_service_id);
      await recordStaffAction(tx, {
        staffId,
        action: 'hide_review',
        targetType: 'review',
        targetId: review,
        reason,
        before: { hidden: false },
        after: { hidden: true },
      });
      count += 1;
    }
  }

  const warned = await idOf(tx, 'SELECT id FROM users WHERE username = $1', ['pc_doctor']);
  if (warned) {
    await recordStaffAction(tx, {
      staffId,
      action: 'warn_user',
      targetType: 'user',
      targetId: warned,
      reason: '喺訊息入面叫客戶出平台交易 / Asked a customer to pay outside Sifu',
    });
    count += 1;
  }
  return count;
}
