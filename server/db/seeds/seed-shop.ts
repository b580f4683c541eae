/**
 * The shop demo (docs/decisions/0038; the data is seed-shop-data.ts), written through the shop module's repositories
 * as its services write (items checked as the editor checks them, orders moved as seed-shop-money.ts moves them):
 * - a dozen published items of several pros, with plans, keywords, service areas, some with limited stock and some
 *   taking reservations, drawn photos (with the upload store) and a few category service notices;
 * - demo_consumer: an order paid at a convenience store waiting for demo_pro to confirm, a confirmed one with a slot
 *   booked, a completed one with feedback and the pro's reply, one with a store bill still to pay, and two liked items;
 * - demo_pro: a draft, an item in review (the one entry of the back office's shop_items queue) and orders in several
 *   states, one feedback still to reply to;
 * - other pros: sales, feedback and likes, so items show stock, ratings and like counts.
 * The money reconciles: every pay-in has the gateway's record and its verified event, and completions owe payouts.
 */
import { DEMO_FEATURE_FLAGS } from '@shared/config/feature-flags';
import { ITEM_ACTION_RULES, type ShopOrderStatus } from '@shared/domain/shop';
import { itemProblem } from '@shared/domain/shop-rules';
import { DEFAULT_COMMISSION_PERCENT } from '@shared/domain/safety-payments';
import { shopItemInputSchema } from '@shared/schemas/shop.schema';
import type { Tx } from '../../lib/db';
import * as tickets from '../../modules/back-office/tickets.repository';
import { closeTicket } from '../../modules/back-office/tickets.service';
import { checkContent, draftOf, writeParts } from '../../modules/shop/shop-item-content';
import { ITEM_SUBJECT } from '../../modules/shop/shop-items.service';
import * as items from '../../modules/shop/shop-items.repository';
import { addLike } from '../../modules/shop/shop-likes.repository';
import { DEMO_CONSUMER } from './demo-accounts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './seed-model';
import { SERVICE_NOTICES, SHOP_ITEMS, SHOP_LIKES, SHOP_ORDERS, type Buyer, type ShopItemSeed } from './seed-shop-data';
import { addFeedback, completeOrder, moveOrder, payOrder, placeOrder, stampOrder, startStoreBill, voidOrder } from './seed-shop-money';
import { insertItemPhotos, type ShopPhotoSet } from './seed-shop-photos';
import { reserveSlot } from './seed-shop-slots';
import { insertShopChatDemo } from './seed-shop-chats';

interface SeededItem {
  id: number;
  publishedAt: Date | null;
  plans: Map<string, number>;
}

/** A service of the seed that may sell in the category: public, not suspended, offering it. */
async function serviceOf(tx: Tx, slug: string, category: string) {
  const { rows } = await tx.query<{ quote_service_id: number; user_id: number; category_id: number }>(
    `SELECT s.quote_service_id, s.user_id, c.id AS category_id
       FROM quote_services s JOIN users u ON u.id = s.user_id JOIN quote_categories c ON c.slug = $2
      WHERE s.slug = $1 AND s.suspended_at IS NULL AND u.suspended_at IS NULL`,
    [slug, category],
  );
  const s = rows[0];
  const found = s && (await items.findService(tx, s.quote_service_id, s.category_id));
  return s && found?.offers_category ? { ...s, has_hours: found.has_hours } : undefined;
}

/** One item as the pro wrote it (checked as the editor checks it), applied for review and, when published, approved. */
async function insertItem(tx: Tx, seed: ShopItemSeed, ctx: { now: number; photos?: ShopPhotoSet; reviewers: number[] }) {
  const s = await serviceOf(tx, seed.service, seed.category);
  if (!s) return undefined;
  const created = new Date(ctx.now - seed.daysAgo * DAY_MS);
  const { rows: areas } = await tx.query<{ district_id: number }>(
    'SELECT district_id FROM service_areas WHERE quote_service_id = $1 ORDER BY district_id',
    [s.quote_service_id],
  );
  const photoIds = await insertItemPhotos(tx, ctx.photos, seed.key, s.user_id, created);
  const travel = seed.travel ?? { pro: true, customer: false, remote: false };
  const input = shopItemInputSchema.parse({
    name: seed.name,
    description: seed.description,
    service_type: seed.service_type,
    service_info: seed.service_info,
    is_service_professional_travels_to_me: travel.pro,
    is_customer_travel_to_me: travel.customer,
    is_over_phone_or_internet: travel.remote,
    district_ids: travel.pro ? areas.map((a) => a.district_id) : [],
    plans: seed.plans.map((p) => ({ ...p, description: p.description ?? '' })),
    photos: photoIds.map((id, i) => ({ op: 'add', attachment_id: id, position: i + 1 })),
    quantity: seed.stock ?? null,
    remaining_quantity: seed.stock ?? null,
    keywords: seed.keywords,
    accepts_reservation: seed.reservation ?? false,
  });
  const checked = await checkContent(tx, s.user_id, input, { plans: [], photos: [], hasHours: s.has_hours });
  const id = await items.insertItem(tx, s.quote_service_id, s.category_id, input);
  await writeParts(tx, id, input, checked);
  await items.upsertCategorySettings(tx, s.quote_service_id, s.category_id);
  const plans = new Map((await items.plansOf(tx, id)).map((p) => [p.name, p.id]));
  const seeded: SeededItem = { id, publishedAt: null, plans };
  const times: { draft: Date; in_review?: Date; published?: Date } = { draft: created };
  if (seed.status !== 'draft') {
    // What apply_review asks of the item (the photos only exist with the upload store).
    const problem = itemProblem(draftOf(input, Math.max(photoIds.length, 1)), { forReview: true, hasBusinessHours: s.has_hours });
    if (problem) throw new Error(`shop demo: item ${seed.key} cannot apply for review: ${problem.code} ${problem.field}`);
    times.in_review = seed.status === 'in_review' ? new Date(ctx.now - 26 * HOUR_MS) : new Date(created.getTime() + DAY_MS);
    const apply = ITEM_ACTION_RULES.apply_review.find((r) => r.actor === 'pro')!;
    if (!(await items.moveItem(tx, id, apply.from, apply.to))) throw new Error(`shop demo: item ${seed.key} cannot apply for review`);
    await tickets.insert(tx, { queue: 'shop_items', subjectType: ITEM_SUBJECT, subjectId: id, userId: s.user_id, summary: seed.name });
  }
  if (seed.status === 'published') {
    times.published = new Date(times.in_review!.getTime() + 5 * HOUR_MS);
    const publish = ITEM_ACTION_RULES.publish.find((r) => r.actor === 'operator')!;
    const reviewer = ctx.reviewers[id % ctx.reviewers.length];
    if (!(await items.moveItem(tx, id, publish.from, publish.to, { by: reviewer, note: null })))
      throw new Error(`shop demo: item ${seed.key} cannot be published`);
    await closeTicket(tx, ITEM_SUBJECT, id, 'published');
    seeded.publishedAt = times.published;
  }
  const last = times.published ?? times.in_review ?? created;
  await tx.query(
    `UPDATE shop_items SET created = $2, submitted_at = $3, published_at = $4, reviewed_at = $4, modified = $5 WHERE id = $1`,
    [id, created, times.in_review ?? null, times.published ?? null, last],
  );
  await tx.query(`UPDATE shop_item_transitions SET created = ($2::jsonb ->> to_status)::timestamptz WHERE shop_item_id = $1`, [
    id,
    JSON.stringify(times),
  ]);
  if (times.in_review)
    await tx.query(
      `UPDATE ops_tickets SET created = $3::timestamptz, modified = $4::timestamptz, closed_at = CASE WHEN status = 'closed' THEN $4::timestamptz END WHERE subject_type = $1 AND subject_id = $2`,
      [ITEM_SUBJECT, id, times.in_review, last],
    );
  return seeded;
}

/** The demo consumer and the other seeded consumers, oldest account first. */
async function buyers(tx: Tx): Promise<(b: Buyer) => number> {
  const { rows } = await tx.query<{ id: number; username: string }>(
    `SELECT id, username FROM users
      WHERE role = 'consumer' AND NOT is_operator AND suspended_at IS NULL AND email LIKE '%@demo.sifu.hk'
      ORDER BY (username = $1) DESC, id`,
    [DEMO_CONSUMER.username],
  );
  return (b) => {
    const row = b === 'demo' ? rows[0] : rows[b + 1];
    if (!row || (b === 'demo') !== (row.username === DEMO_CONSUMER.username)) throw new Error(`shop demo: no consumer ${b}`);
    return row.id;
  };
}

export async function insertShopDemo(
  tx: Tx,
  opts: { now: number; photos?: ShopPhotoSet },
): Promise<Record<'items' | 'orders' | 'likes', number>> {
  const { now } = opts;
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const { rows: staff } = await tx.query<{ id: number }>(`SELECT id FROM users WHERE username = ANY($1::text[]) ORDER BY username`, [
    ['ops_support', 'ops_trust'],
  ]);
  const seeded = new Map<string, SeededItem>();
  for (const seed of SHOP_ITEMS) {
    const item = await insertItem(tx, seed, { now, photos: opts.photos, reviewers: staff.map((s) => s.id) });
    if (item) seeded.set(seed.key, item);
  }
  for (const n of SERVICE_NOTICES) {
    const s = await serviceOf(tx, n.service, n.category);
    if (s) await items.upsertCategorySettings(tx, s.quote_service_id, s.category_id, n.notice);
  }

  const buyer = await buyers(tx);
  let orders = 0;
  for (const [i, story] of SHOP_ORDERS.entries()) {
    const item = seeded.get(story.item);
    const planId = item?.plans.get(story.plan);
    if (!item || !planId) continue;
    const placed = ago(story.placed);
    if (!item.publishedAt || placed < item.publishedAt) throw new Error(`shop demo: order ${i} placed before ${story.item} was for sale`);
    let order = await placeOrder(tx, {
      itemId: item.id,
      planId,
      consumerId: buyer(story.buyer),
      quantity: story.quantity ?? 1,
      note: story.note ?? '',
      commissionPercent: DEFAULT_COMMISSION_PERCENT,
      isHeld: DEMO_FEATURE_FLAGS.safetyPayment ?? false,
      seed: `demo-shop-order:${i}`,
    });
    orders += 1;
    // The slot is chosen with the order, as the order form books it.
    if (story.reservationInDays !== undefined) await reserveSlot(tx, order, { now, inDays: story.reservationInDays, bookedAt: placed });
    const times: Partial<Record<ShopOrderStatus | 'checkout', Date>> = { awaiting_payment: placed };
    if (story.void !== undefined) {
      await voidOrder(tx, order);
      await stampOrder(tx, order.id, { ...times, void: ago(story.void) });
      continue;
    }
    times.checkout = new Date(placed.getTime() + 2 * MINUTE_MS);
    if (story.storeBill) {
      await startStoreBill(tx, order, times.checkout);
      await stampOrder(tx, order.id, times);
      continue;
    }
    const payType = story.payType === 'bank' || story.payType === 'cvs' ? story.payType : 'card';
    const payment = await payOrder(tx, order, payType, times.checkout);
    order = payment.order;
    times.paid = payment.paidAt;
    const steps = [
      ['confirmed', story.confirmed],
      ['complete_requested', story.completeRequested],
      ['completed', story.completed],
    ] as const;
    for (const [to, hours] of steps) {
      if (hours === undefined) continue;
      times[to] = ago(hours);
      order = to === 'completed' ? await completeOrder(tx, order) : await moveOrder(tx, order, to);
    }
    await stampOrder(tx, order.id, times);
    if (story.feedback && story.completed !== undefined) {
      const at = Math.min(now - HOUR_MS, now - (story.completed - 20) * HOUR_MS);
      await addFeedback(tx, order, story.feedback, new Date(at), new Date(Math.min(now - 30 * MINUTE_MS, at + 9 * HOUR_MS)));
    }
  }

  let likes = 0;
  for (const l of SHOP_LIKES) {
    const item = seeded.get(l.item);
    if (!item?.publishedAt) continue;
    const userId = buyer(l.buyer);
    await addLike(tx, userId, item.id);
    await tx.query('UPDATE shop_likes SET created = $3 WHERE user_id = $1 AND shop_item_id = $2', [userId, item.id, ago(l.hoursAgo)]);
    likes += 1;
  }
  await insertShopChatDemo(tx, now);
  return { items: seeded.size, orders, likes };
}
