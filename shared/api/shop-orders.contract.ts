/**
 * Shop orders (SPEC §7 nshop orders, carts count, feedbacks; docs/decisions/0038). Every endpoint is a 404 while the
 * `shop` or `nshop` flag is off, and for anyone who is not the order's consumer or pro.
 */
import { z } from 'zod';
import { PAY_TYPES } from '../domain/payments';
import { idParams } from '../schemas/common.schema';
import {
  shopFeedbackListQuerySchema,
  shopFeedbackPageSchema,
  shopFeedbackSchema,
  shopOrderActionBodySchema,
  shopOrderActionParamsSchema,
  shopOrderInputSchema,
  shopOrderListQuerySchema,
  shopOrderPageSchema,
  shopOrderPlacedSchema,
  shopOrderSchema,
  shopReserveSlotsSchema,
  shopReservesQuerySchema,
} from '../schemas/shop.schema';
import { endpoint } from './endpoint';

/** Every change of an order makes the lists, the order, the cart count and the free slots stale. */
const CHANGE = ['/nshop/orders', '/nshop/carts', '/nshop/reserves'];

export const shopOrdersContract = {
  place: endpoint({
    method: 'POST',
    path: '/nshop/orders',
    access: 'consumer',
    rate: 'payment',
    summary:
      "Order a plan of a published item (not one's own) in a quantity, with a free slot when it accepts reservations (409 slot_taken, 422 shop_no_reservation); the stock is taken at once (409 shop_sold_out) and paying starts by card, store or bank",
    body: shopOrderInputSchema,
    response: shopOrderPlacedSchema,
    invalidates: CHANGE,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/nshop/checkout/{id}',
    access: 'consumer',
    rate: 'payment',
    summary: 'Another try at paying an order awaiting payment; only the verified provider webhook marks it paid',
    params: idParams,
    body: z.strictObject({
      pay_type: z.enum(PAY_TYPES, { message: 'invalid_option' }),
      idempotency_key: z.string().min(8, { message: 'invalid' }).max(80, { message: 'invalid' }),
    }),
    response: shopOrderPlacedSchema,
    invalidates: CHANGE,
  }),
  act: endpoint({
    method: 'POST',
    path: '/nshop/orders/{action}/{id}',
    access: 'user',
    rate: 'payment',
    summary:
      'An order action (confirm, apply_complete, complete, reject_complete, apply_cancel, cancel, reject_cancel); 409 shop_wrong_status when the status does not allow it',
    params: shopOrderActionParamsSchema,
    body: shopOrderActionBodySchema,
    response: shopOrderSchema,
    invalidates: CHANGE,
  }),
  list: endpoint({
    method: 'GET',
    path: '/nshop/orders',
    access: 'user',
    rate: 'read',
    summary: "The caller's orders as consumer or as pro, newest first",
    query: shopOrderListQuerySchema,
    response: shopOrderPageSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: '/nshop/orders/{id}',
    access: 'user',
    rate: 'read',
    summary: 'One order with its payment, timeline, feedback and the actions the caller may take now',
    params: idParams,
    response: shopOrderSchema,
  }),
  cartCount: endpoint({
    method: 'GET',
    path: '/nshop/carts/count',
    access: 'user',
    rate: 'read',
    summary: "SPEC §3 cartCount: the caller's orders awaiting payment",
    response: z.object({ count: z.number().int() }),
  }),
  reserves: endpoint({
    method: 'GET',
    path: '/nshop/reserves/{id}',
    access: 'visitor',
    rate: 'read',
    summary:
      "SPEC §7 reserves: the free slots of a published item that accepts reservations (its service's calendar), from a Hong Kong day on; 801 for an item not public",
    params: idParams,
    query: shopReservesQuerySchema,
    response: shopReserveSlotsSchema,
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/nshop/feedbacks',
    access: 'consumer',
    rate: 'write',
    summary:
      'Feedback on a completed order (score 1–5, up to 50 characters, up to 3 own photos), once; refusals answer SPEC codes 840 and 850–854',
    // Parsed by the service (shopFeedbackInputSchema), so a refused field answers its SPEC code rather than 400 validation.
    body: z.record(z.string(), z.unknown()),
    response: shopOrderSchema,
    invalidates: [...CHANGE, '/nshop/feedbacks'],
  }),
  comment: endpoint({
    method: 'POST',
    path: '/nshop/feedbacks/comment',
    access: 'pro',
    rate: 'write',
    summary:
      "The pro's public reply to a feedback on one of their items (1–50 characters, one line), once (409 shop_comment_exists); refusals answer SPEC codes 840, 852 and 854",
    // Parsed by the service (shopFeedbackCommentSchema), so a refused field answers its SPEC code rather than 400 validation.
    body: z.record(z.string(), z.unknown()),
    response: shopFeedbackSchema,
    invalidates: [...CHANGE, '/nshop/feedbacks'],
  }),
  itemFeedbacks: endpoint({
    method: 'GET',
    path: '/nshop/feedbacks',
    access: 'visitor',
    rate: 'read',
    summary: "A published item's feedback, newest first, with the pro's replies and the item's score (801 for an item not public)",
    query: shopFeedbackListQuerySchema,
    response: shopFeedbackPageSchema,
  }),
};
