/**
 * Feedback on a completed shop order (SPEC §5: a score, at most 50 characters counted as shop-rules.ts charCount
 * counts them, up to three of the consumer's own photos; §8 840, 850–854; docs/decisions/0038). One per order. A field
 * the wire schema refuses answers the SPEC code of its path (FEEDBACK_FIELD_CODES), so the body is parsed here.
 */
import { codeForPath, FEEDBACK_FIELD_CODES } from '@shared/domain/shop-rules';
import { SHOP_ERRORS } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import { shopFeedbackInputSchema, type ShopOrder } from '@shared/schemas/shop.schema';
import type { FullDeps } from '../../lib/adapters';
import { linkAttachments, ownedAttachmentIds } from '../attachments/attachments.service';
import { orderViews } from './shop-order-views';
import { insertFeedback } from './shop-feedback.repository';
import { findOrder } from './shop-orders.repository';
import { assertShop } from './shop-orders.service';
import { shopError, shopOrderError } from './shop.errors';

/** POST /api/nshop/feedbacks: the order's consumer reviews it once it is completed; answers the order with it. */
export async function addFeedback(deps: FullDeps, userId: number, body: unknown, lng: Language): Promise<ShopOrder> {
  assertShop(deps);
  const parsed = shopFeedbackInputSchema.safeParse(body);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const code = codeForPath(FEEDBACK_FIELD_CODES, path) ?? SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING;
    throw shopError(code, typeof path[0] === 'string' ? path[0] : undefined);
  }
  const input = parsed.data;
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
    return order.id;
  });
  const order = (await findOrder(deps.db, orderId))!;
  return (await orderViews(deps.db, userId, [order], lng))[0];
}
