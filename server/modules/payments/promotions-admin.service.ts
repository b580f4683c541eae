/**
 * The back office's promotion editors (finance): free-credit events and coupons. Their schedule is their window
 * (claim_from–claim_until, valid_from–valid_until): a list shows each as scheduled, live, ended or switched off.
 * Claimed events and redeemed coupons are referenced by grants, so they are switched off, never deleted. Every
 * change is audited with what it changed, in the same transaction.
 */
import type { CouponInput, FreeCreditEventInput, OpsCoupon, OpsFreeCreditEvent, OpsListQuery } from '@shared/schemas/ops-data.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { OPS_PAGE_SIZE, changes, editConflict, fieldError, uniqueWrite, missedEdit, pageOf } from '../../lib/ops-edits';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './promotions-admin.repository';

export const EVENT_TARGET = 'free_credit_event';
export const COUPON_TARGET = 'coupon';

/** The editable fields of an event (what the audit compares). */
const eventFields = (e: repo.OpsEventRow | FreeCreditEventInput): FreeCreditEventInput => ({
  slug: e.slug,
  title_zh: e.title_zh,
  title_en: e.title_en,
  description_zh: e.description_zh,
  description_en: e.description_en,
  amount: e.amount,
  audience: e.audience,
  claim_from: e.claim_from,
  claim_until: e.claim_until,
  valid_days: e.valid_days,
  max_claims: e.max_claims,
  is_active: e.is_active,
});

export async function listEvents(db: Db, query: OpsListQuery): Promise<Paged<OpsFreeCreditEvent>> {
  const { rows, total } = await repo.listEvents(db, query, OPS_PAGE_SIZE, (query.page - 1) * OPS_PAGE_SIZE);
  return pageOf(rows, total, query.page);
}

export async function getEvent(db: Db, id: number): Promise<OpsFreeCreditEvent> {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createEvent(db: Db, staffId: number, input: FreeCreditEventInput): Promise<OpsFreeCreditEvent> {
  return uniqueWrite('slug', 'ops_data_slug_taken', () =>
    db.withTransaction(async (tx) => {
      if (await repo.slugTaken(tx, input.slug, null)) throw fieldError('slug', 'ops_data_slug_taken');
      const row = await repo.insertEvent(tx, input);
      await recordStaffAction(tx, { staffId, action: 'create', targetType: EVENT_TARGET, targetId: row.id, after: eventFields(row) });
      return row;
    }),
  );
}

export async function updateEvent(
  db: Db,
  staffId: number,
  id: number,
  input: FreeCreditEventInput & { version: number },
): Promise<OpsFreeCreditEvent> {
  return uniqueWrite('slug', 'ops_data_slug_taken', () =>
    db.withTransaction(async (tx) => {
      const before = await repo.findEvent(tx, id, true);
      if (!before) throw notFound();
      if (before.version !== input.version) throw editConflict();
      if (input.max_claims !== null && input.max_claims < before.claims) throw fieldError('max_claims', 'ops_data_below_used');
      if (await repo.slugTaken(tx, input.slug, id)) throw fieldError('slug', 'ops_data_slug_taken');
      if (!(await repo.updateEvent(tx, id, input.version, input))) missedEdit(true);
      const after = (await repo.findEvent(tx, id))!;
      const diff = changes(eventFields(before), eventFields(after));
      if (diff) await recordStaffAction(tx, { staffId, action: 'update', targetType: EVENT_TARGET, targetId: id, ...diff });
      return after;
    }),
  );
}

const couponFields = (c: repo.OpsCouponRow | CouponInput): CouponInput => ({
  code: c.code,
  amount: c.amount,
  valid_from: c.valid_from,
  valid_until: c.valid_until,
  credit_valid_days: c.credit_valid_days,
  max_uses: c.max_uses,
  per_user_limit: c.per_user_limit,
  is_active: c.is_active,
});

export async function listCoupons(db: Db, query: OpsListQuery): Promise<Paged<OpsCoupon>> {
  const { rows, total } = await repo.listCoupons(db, query, OPS_PAGE_SIZE, (query.page - 1) * OPS_PAGE_SIZE);
  return pageOf(rows, total, query.page);
}

export async function getCoupon(db: Db, id: number): Promise<OpsCoupon> {
  const row = await repo.findCoupon(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createCoupon(db: Db, staffId: number, input: CouponInput): Promise<OpsCoupon> {
  return uniqueWrite('code', 'ops_data_code_taken', () =>
    db.withTransaction(async (tx) => {
      if (await repo.codeTaken(tx, input.code, null)) throw fieldError('code', 'ops_data_code_taken');
      const row = await repo.insertCoupon(tx, input);
      await recordStaffAction(tx, { staffId, action: 'create', targetType: COUPON_TARGET, targetId: row.id, after: couponFields(row) });
      return row;
    }),
  );
}

export async function updateCoupon(db: Db, staffId: number, id: number, input: CouponInput & { version: number }): Promise<OpsCoupon> {
  return uniqueWrite('code', 'ops_data_code_taken', () =>
    db.withTransaction(async (tx) => {
      // Locked: a redemption running now counts its use first or after this edit, never beside it.
      const before = await repo.findCoupon(tx, id, true);
      if (!before) throw notFound();
      if (before.version !== input.version) throw editConflict();
      if (input.max_uses !== null && input.max_uses < before.uses) throw fieldError('max_uses', 'ops_data_below_used');
      if (await repo.codeTaken(tx, input.code, id)) throw fieldError('code', 'ops_data_code_taken');
      if (!(await repo.updateCoupon(tx, id, input.version, input))) missedEdit(true);
      const after = (await repo.findCoupon(tx, id))!;
      const diff = changes(couponFields(before), couponFields(after));
      if (diff) await recordStaffAction(tx, { staffId, action: 'update', targetType: COUPON_TARGET, targetId: id, ...diff });
      return after;
    }),
  );
}
