/**
 * The shop's refusals as AppErrors (docs/decisions/0038): SPEC §8 codes 801–826 and 840–854 with the HTTP status each
 * answers with, and the order refusals the SPEC does not number. Messages are common|errors>shop_<code> and the
 * order codes' own keys.
 */
import type { SHOP_ORDER_ERRORS, ShopErrorCode } from '@shared/domain/shop';
import { AppError } from '../../lib/errors';

/**
 * Missing or someone else's is 404 (never 403, which makes the client clear its session: SPEC §8, ARCHITECTURE §2);
 * a feedback on an order not completed is 409; everything else is what was typed: 400.
 */
const STATUS: Partial<Record<ShopErrorCode, number>> = { 801: 404, 802: 404, 840: 404, 854: 404, 850: 409 };

/** A SPEC §8 shop code, with the input field it concerns when there is one. */
export function shopError(code: ShopErrorCode, field?: string): AppError {
  const messageKey = `shop_${code}`;
  return new AppError({ code, status: STATUS[code] ?? 400, messageKey, fields: field ? { [field]: messageKey } : undefined });
}

type OrderErrorCode = (typeof SHOP_ORDER_ERRORS)[keyof typeof SHOP_ORDER_ERRORS];

const ORDER_STATUS: Record<OrderErrorCode, number> = {
  shop_wrong_status: 409,
  shop_not_for_sale: 409,
  shop_sold_out: 409,
  shop_no_reservation: 422,
  slot_taken: 409,
  shop_feedback_exists: 409,
  shop_comment_exists: 409,
  shop_own_item: 422,
};

/** An order refusal: a move the status does not allow (a second click), no stock left, a slot taken … */
export function shopOrderError(code: OrderErrorCode): AppError {
  return new AppError({ code, status: ORDER_STATUS[code], messageKey: code === 'slot_taken' ? 'booking_slot_taken' : code });
}
