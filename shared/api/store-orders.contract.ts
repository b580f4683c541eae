/**
 * Convenience-store orders (SPEC §2 dashboard ibon-orders, ibon-order/{orderId}): the signed-in user's store bills
 * for credit and for shop orders, newest first. Someone else's bill is a 404.
 */
import { endpoint } from './endpoint';
import { storeOrderParams, storeOrderSchema, storeOrdersPageSchema, storeOrdersQuerySchema } from '../schemas/store-orders.schema';

export const storeOrdersContract = {
  list: endpoint({
    method: 'GET',
    path: '/payments/store_orders',
    access: 'user',
    rate: 'read',
    summary: 'The caller’s convenience-store bills (credit and shop orders), newest first, 20 a page; a page past the end answers the last',
    query: storeOrdersQuerySchema,
    response: storeOrdersPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/payments/store_orders/{id}',
    access: 'user',
    rate: 'read',
    summary: 'One convenience-store bill of the caller by id (c{credit order} or s{shop payment}); someone else’s is 404',
    params: storeOrderParams,
    response: storeOrderSchema,
  }),
};
