/** The caller's list of safety payments, and the consumer's receipt of a paid part. */
import type { Response } from 'express';
import { PAGE_SIZE } from '@shared/domain/limits';
import { mostPressing } from '@shared/domain/safety-payments';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyListItem } from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { findBid } from '../bids/bids.service';
import { assertSafetyPayments } from './payout-accounts.service';
import { safetyReceiptPdf } from './safety-receipt';
import { partFor, type Role } from './safety-payments.service';
import * as repo from './safety-payments.repository';
import * as reads from './safety-reads.repository';

/** GET /api/safety_payments */
export async function listPayments(deps: FullDeps, userId: number, page: number, lng: Language) {
  assertSafetyPayments(deps);
  const size = PAGE_SIZE.payments;
  const rows = await repo.listOf(deps.db, userId, size, (page - 1) * size);
  const total = rows[0] ? Number(rows[0].total) : 0;
  const items: SafetyListItem[] = rows.map((r) => {
    const role: Role = r.consumer_id === userId ? 'consumer' : 'pro';
    return {
      id: r.id,
      bid_id: r.quote_bid_id,
      kind: r.kind,
      price: r.price,
      held: r.held,
      status: mostPressing(r.statuses ?? []),
      role,
      category_name: lng === 'en-HK' ? r.c_name_en : r.c_name_zh,
      other_name:
        role === 'consumer' ? (lng === 'en-HK' ? r.pro_name_en : r.pro_name_zh) || r.pro_name_zh || r.pro_name_en || '' : r.consumer_name,
      created: utcStringOf(r.created),
    };
  });
  return { items, page, page_size: size, total, total_pages: Math.ceil(total / size) };
}

/** GET /api/safety_payments/receipt/{id}: the consumer's receipt of a paid part, as a PDF. */
export async function sendReceipt(deps: FullDeps, userId: number, partId: number, lng: Language, res: Response): Promise<void> {
  const { part, payment, role } = await partFor(deps, deps.db, userId, partId);
  if (role !== 'consumer') throw notFound();
  const payIn = await repo.paidPayIn(deps.db, partId);
  if (!payIn) throw notFound();
  const bid = await findBid(deps.db, payment.quote_bid_id);
  await safetyReceiptPdf(deps, res, {
    lng,
    part,
    payment,
    payIn,
    bid: bid ?? null,
    consumerName: await reads.consumerNameOf(deps.db, userId),
  });
}
