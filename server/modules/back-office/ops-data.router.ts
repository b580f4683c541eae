/**
 * The HTTP edge of the back office's data editors (shared/api/ops-data.contract.ts). Each write lives in the module
 * that owns the table (payments, wallet, content, catalog); this file only wires the staff member through.
 */
import { opsDataContract } from '@shared/api/ops-data.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as catalog from '../catalog/catalog-admin.service';
import * as content from '../content/content-admin.service';
import * as promotions from '../payments/promotions-admin.service';
import * as packages from '../wallet/packages-admin.service';
import { staffOf } from './back-office.router';

export function opsDataRoutes({ db }: FullDeps): Implementation[] {
  const staffId = (user: Parameters<typeof staffOf>[0]) => staffOf(user).id;
  return implement(opsDataContract, {
    freeCreditEvents: ({ query }) => promotions.listEvents(db, query),
    freeCreditEvent: ({ params }) => promotions.getEvent(db, params.id),
    createFreeCreditEvent: ({ user, body }) => promotions.createEvent(db, staffId(user), body),
    updateFreeCreditEvent: ({ user, params, body }) => promotions.updateEvent(db, staffId(user), params.id, body),
    coupons: ({ query }) => promotions.listCoupons(db, query),
    coupon: ({ params }) => promotions.getCoupon(db, params.id),
    createCoupon: ({ user, body }) => promotions.createCoupon(db, staffId(user), body),
    updateCoupon: ({ user, params, body }) => promotions.updateCoupon(db, staffId(user), params.id, body),
    creditPackages: () => packages.listPackagesForOps(db),
    creditPackage: ({ params }) => packages.getPackageForOps(db, params.id),
    createCreditPackage: ({ user, body }) => packages.createPackage(db, staffId(user), body),
    updateCreditPackage: ({ user, params, body }) => packages.updatePackage(db, staffId(user), params.id, body),
    contentPages: ({ query }) => content.listPagesForOps(db, query),
    contentPage: ({ params }) => content.getPageForOps(db, params.id),
    createContentPage: ({ user, body }) => content.createPage(db, staffId(user), body),
    updateContentPage: ({ user, params, body }) => content.updatePage(db, staffId(user), params.id, body),
    publishContentPage: ({ user, params, body }) => content.publishPage(db, staffId(user), params.id, body),
    previewContent: ({ body }) => content.previewMarkup(body.body),
    categories: ({ query }) => catalog.listCategoriesForOps(db, query),
    category: ({ params }) => catalog.getCategoryForOps(db, params.id),
    updateCategory: ({ user, params, body }) => catalog.updateCategoryTexts(db, staffId(user), params.id, body),
  });
}
