/** The HTTP edge of the promotion editors (shared/api/ops-data.contract.ts, finance staff). */
import { promotionsAdminContract } from '@shared/api/ops-data.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as promotions from './promotions-admin.service';

export function promotionsAdminRoutes({ db }: AppDeps): Implementation[] {
  return implement(promotionsAdminContract, {
    freeCreditEvents: ({ query }) => promotions.listEvents(db, query),
    freeCreditEvent: ({ params }) => promotions.getEvent(db, params.id),
    createFreeCreditEvent: ({ user, body }) => promotions.createEvent(db, user.id, body),
    updateFreeCreditEvent: ({ user, params, body }) => promotions.updateEvent(db, user.id, params.id, body),
    coupons: ({ query }) => promotions.listCoupons(db, query),
    coupon: ({ params }) => promotions.getCoupon(db, params.id),
    createCoupon: ({ user, body }) => promotions.createCoupon(db, user.id, body),
    updateCoupon: ({ user, params, body }) => promotions.updateCoupon(db, user.id, params.id, body),
  });
}
