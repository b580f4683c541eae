/**
 * Feedback on a completed shop order (SPEC §5: a score, at most 50 characters counted as shop-rules.ts charCount
 * counts them, up to three of the consumer's own photos; §8 840, 850–854; docs/decisions/0038). One per order, with
 * the pro's public reply (SPEC §3 `comment`, once), and shown on the item's page. A field the wire schema refuses
 * answers the SPEC code of its path (FEEDBACK_FIELD_CODES), so the bodies are parsed here.
 */
import type { z } from 'zod';
import { codeForPath, FEEDBACK_FIELD_CODES } from '@shared/domain/shop-rules';
import { SHOP_ERRORS, SHOP_ORDER_ERRORS, SHOP_PAGE_SIZE } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import {
  shopFeedbackCommentSchema,
  shopFeedbackInputSchema,
  type ShopFeedback,
  type ShopFeedbackPage,
  type ShopOrder,
} from '@shared/schemas/shop.schema';
import type { FullDeps } from '../../lib/adapters';
import { forget } from '../../lib/memo-cache';
import { linkAttachments, ownedAttachmentIds } from '../attachments/attachments.service';
import { reviewerDisplayName } from '../reviews/reviews.service';
import { recomputeRating } from '../service-editor/service-records.service';
import { orderViews } from './shop-order-views';
import { feedbackOwners, feedbackView, insertFeedback, itemFeedbackPage, setComment } from './shop-feedback.repository';
import { findPublicItem } from './shop-items.service';
import { findOrder } from './shop-orders.repository';
import { assertShop } from './shop-orders.service';
import { shopError, shopOrderError } from './shop.errors';

/** The body as `schema` reads it; a refused field answers its SPEC code (840 when no field of the table matches). */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path ?? [];
  const code = codeForPath(FEEDBACK_FIELD_CODES, path) ?? SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING;
  throw shopError(code, typeof path[0] === 'string' ? path[0] : undefined);
}

/** POST /api/nshop/feedbacks: the order's consumer reviews it once it is completed; answers the order with it. */
export async function addFeedback(deps: FullDeps, userId: number, body: unknown, lng: Language): Promise<ShopOrder> {
  assertShop(deps);
  const input = parseBody(shopFeedbackInputSchema, body);
  const orderId = await deps.db.withTransaction(async (tx) => {
    const order = await findOrder(tx, input.shop_order_id, true);
    if (!order || order.consumer_id !== userId) throw shopError(SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING, 'shop_order_id');
    if (order.shop_item_id !== input.shop_item_id) throw shopError(SHOP_ERRORS.ORDER_ITEM_MISSING, 'shop_item_id');
    if (order.status !== 'completed') throw shopError(SHOP_ERRORS.ORDER_NOT_COMPLETE);
    const owned = await ownedAttachmentIds(tx, userId, input.attachments);
    if (owned.size !== input.attachments.length) throw shopError(SHOP_ERRORS.BAD_ATTACHMENTS, 'attachments');
    const id = await insertFeedback(tx, {
      orderId: order.id,
      itemId: order.shop_item_id,
      serviceId: order.quote_service_id,
      consumerId: userId,
      score: input.score,
      feedback: input.feedback.trim(),
      photos: input.attachments,
    });
    if (id === undefined) throw shopOrderError('shop_feedback_exists');
    await linkAttachments(tx, input.attachments, 'shop_feedback', id);
    // The pro's rating changed: every public list showing it (pros, catalogue, the shop's listings) is read afresh.
    await recomputeRating(tx, order.quote_service_id);
    tx.afterCommit(() => forget(deps.db, 'pros:', 'catalog:'));
    return order.id;
  });
  const order = (await findOrder(deps.db, orderId))!;
  return (await orderViews(deps.db, userId, [order], lng))[0];
}

/**
 * POST /api/nshop/feedbacks/comment: the pro's public reply, once (a second, also at the same moment, is 409
 * shop_comment_exists). 840 for a feedback that does not exist, 854 for one not on the caller's order of their item.
 */
export async function replyToFeedback(deps: FullDeps, userId: number, body: unknown): Promise<ShopFeedback> {
  assertShop(deps);
  const input = parseBody(shopFeedbackCommentSchema, body);
  const id = input.nshop_order_feedback_id;
  const owners = await feedbackOwners(deps.db, id);
  if (!owners) throw shopError(SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING, 'nshop_order_feedback_id');
  if (owners.order_pro_id !== userId || owners.item_pro_id !== userId)
    throw shopError(SHOP_ERRORS.ORDER_ITEM_MISSING, 'nshop_order_feedback_id');
  if (!(await setComment(deps.db, id, input.comment.trim()))) throw shopOrderError(SHOP_ORDER_ERRORS.COMMENT_EXISTS);
  return (await feedbackView(deps.db, id))!;
}

/**
 * GET /api/nshop/feedbacks?shop_item_id=: a public item's feedback (hidden ones count nowhere), newest first, each
 * consumer named as reviews name them (a surname and a mask, or a first name and an initial).
 */
export async function itemFeedbacks(deps: FullDeps, itemId: number, page: number): Promise<ShopFeedbackPage> {
  assertShop(deps);
  await findPublicItem(deps.db, itemId);
  const size = SHOP_PAGE_SIZE.feedbacks;
  const { items, total, score } = await itemFeedbackPage(deps.db, itemId, size, (page - 1) * size, reviewerDisplayName);
  return { items, page, page_size: size, total, total_pages: Math.max(1, Math.ceil(total / size)), score, count: total };
}
