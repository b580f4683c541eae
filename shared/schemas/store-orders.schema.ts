/**
 * Convenience-store orders (SPEC §2 ibon-orders, ibon-order/{orderId}): every bill the user took to pay at a store,
 * for credit (payments) or a shop order (shop), in one list. An order's id names its source: `c12` is credit order
 * 12, `s7` is shop payment 7.
 */
import { z } from 'zod';
import { pageParam, pagedSchema } from './common.schema';

/** What the page says about a bill: waiting to be paid, paid, expired unpaid, paid and refunded, or called off. */
export const STORE_ORDER_STATES = ['waiting', 'paid', 'expired', 'refunded', 'cancelled'] as const;
export type StoreOrderState = (typeof STORE_ORDER_STATES)[number];

export const STORE_ORDER_SOURCES = ['credit', 'shop'] as const;
export type StoreOrderSource = (typeof STORE_ORDER_SOURCES)[number];

/** `c` + a credit order's id or `s` + a shop payment's id; anything else finds nothing (404). */
export const STORE_ORDER_ID = /^([cs])([1-9]\d{0,9})$/;

export const storeOrdersQuerySchema = z.object({ page: pageParam });
export const storeOrderParams = z.object({ id: z.string().max(16) });

export const storeOrderSchema = z.object({
  id: z.string(),
  source: z.enum(STORE_ORDER_SOURCES),
  /** The credit package's or the shop item's name (null: credit of a custom amount). */
  name: z.string().nullable(),
  /** The shop plan bought. */
  plan_name: z.string().nullable(),
  quantity: z.number().int(),
  /** Credit added when paid (credit orders). */
  credit: z.number().int().nullable(),
  /** Whole HKD to pay at the counter. */
  amount: z.number().int(),
  payment_code: z.string().nullable(),
  /** What the barcode encodes (Code 128). */
  barcode: z.string().nullable(),
  state: z.enum(STORE_ORDER_STATES),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created: z.string(),
  /** The credit order's page (payment/{hash}). */
  credit_hash: z.string().nullable(),
  /** The consumer's shop order page (dashboard/shop-consumer/order/{orderId}). */
  shop_order_id: z.number().int().nullable(),
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const storeOrdersPageSchema = pagedSchema(storeOrderSchema);
export type StoreOrdersPage = z.infer<typeof storeOrdersPageSchema>;
