/** The HTTP edge of shop orders (shared/api/shop-orders.contract.ts). */
import { shopOrdersContract } from '@shared/api/shop-orders.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { addFeedback, itemFeedbacks, replyToFeedback } from './shop-feedback.service';
import * as orders from './shop-orders.service';
import { itemReserves } from './shop-reserves.service';

export function shopOrdersRoutes(deps: FullDeps): Implementation[] {
  return implement(shopOrdersContract, {
    place: ({ user, body, req }) => orders.placeOrder(deps, user.id, body, req.lng),
    checkout: ({ user, params, body, req }) => orders.payOrder(deps, user.id, params.id, body, req.lng),
    act: ({ user, params, body, req }) => orders.actOnOrder(deps, user.id, params.id, params.action, body.reason, req.lng),
    list: ({ user, query, req }) => orders.listOrders(deps, user.id, query, req.lng),
    order: ({ user, params, req }) => orders.orderDetail(deps, user.id, params.id, req.lng),
    cartCount: ({ user }) => orders.cartCount(deps, user.id),
    feedback: ({ user, body, req }) => addFeedback(deps, user.id, body, req.lng),
    comment: ({ user, body }) => replyToFeedback(deps, user.id, body),
    itemFeedbacks: ({ query }) => itemFeedbacks(deps, query.shop_item_id, query.page),
    reserves: ({ params, query }) => itemReserves(deps, params.id, query.from),
  });
}
