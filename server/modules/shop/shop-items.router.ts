/** The HTTP edge of the shop's items (shared/api/shop-items.contract.ts). */
import { shopItemsContract } from '@shared/api/shop-items.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as items from './shop-items.service';
import * as review from './shop-item-review.service';

export function shopItemsRoutes(deps: FullDeps): Implementation[] {
  return implement(shopItemsContract, {
    list: ({ user, query, req }) => items.listOwnItems(deps, user.id, query, req.lng),
    get: ({ user, params, req }) => items.getOwnItem(deps, user.id, params.id, req.lng),
    create: ({ user, params, body, req }) => items.createItem(deps, user.id, params.serviceId, params.categoryId, body, req.lng),
    edit: ({ user, params, body, req }) => items.editItem(deps, user.id, params.id, body, req.lng),
    act: ({ user, params, req }) => items.actOnItem(deps, user.id, params.action, params.id, req.lng),
    publicItem: ({ user, params, req }) => items.publicItem(deps, user?.id ?? null, params.id, req.lng),
    category: ({ user, params, req }) => items.categorySettings(deps, user.id, params.id, req.lng),
    saveCategory: ({ user, params, body, req }) =>
      items.saveCategorySettings(deps, user.id, params.serviceId, params.categoryId, body.service_notice, req.lng),
    labels: ({ query }) => items.labels(deps, query.q),
    opsList: ({ query, req }) => review.itemsInReview(deps, query.page, req.lng),
    opsItem: ({ params, req }) => review.reviewedItem(deps, params.id, req.lng),
    opsDecide: ({ user, params, body, req }) => review.decideItem(deps, user.id, params.id, body, req.lng),
  });
}
