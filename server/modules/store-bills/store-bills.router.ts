/** The HTTP edge of convenience-store orders (shared/api/store-orders.contract.ts). */
import { storeOrdersContract } from '@shared/api/store-orders.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getStoreOrder, listStoreOrders } from './store-bills.service';

export function storeOrdersRoutes({ db }: FullDeps): Implementation[] {
  return implement(storeOrdersContract, {
    list: ({ user, query, req }) => listStoreOrders(db, user.id, query.page, req.lng),
    get: ({ user, params, req }) => getStoreOrder(db, user.id, params.id, req.lng),
  });
}
