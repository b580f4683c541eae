/**
 * The back office's data editors (/ops, staff only: anyone else, and staff without the area's role, get 404):
 * free-credit events, coupons and credit packages (finance), CMS pages and category texts (content). Lists search and
 * page; a create or edit that fails validation answers 400 with field errors and writes nothing; an edit names the
 * version it was made from (409 when someone changed the row meanwhile). Nothing is deleted: rows that pages, grants
 * or orders refer to are switched off or unpublished.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { AREA_ROLES } from '../schemas/back-office.schema';
import {
  catalogListQuerySchema,
  categoryTextEditSchema,
  contentEditSchema,
  contentInputSchema,
  contentListQuerySchema,
  contentPreviewInputSchema,
  contentPreviewSchema,
  contentPublishSchema,
  couponEditSchema,
  couponInputSchema,
  creditPackageEditSchema,
  creditPackageInputSchema,
  freeCreditEventEditSchema,
  freeCreditEventInputSchema,
  opsCategoryDetailSchema,
  opsCategoryPageSchema,
  opsContentDetailSchema,
  opsContentPageSchema,
  opsCouponPageSchema,
  opsCouponSchema,
  opsCreditPackageSchema,
  opsFreeCreditEventPageSchema,
  opsFreeCreditEventSchema,
  opsListQuerySchema,
} from '../schemas/ops-data.schema';

const finance = { access: 'operator', staff: AREA_ROLES.promotions } as const;
const packages = { access: 'operator', staff: AREA_ROLES.packages } as const;
const content = { access: 'operator', staff: AREA_ROLES.content } as const;
const catalog = { access: 'operator', staff: AREA_ROLES.catalog } as const;

/** Finance: free-credit events and coupons (payments module). */
export const promotionsAdminContract = {
  freeCreditEvents: endpoint({
    method: 'GET',
    path: '/ops/free_credit_events',
    ...finance,
    rate: 'read',
    summary: 'Free-credit events, newest claim window first: search by slug or title, filter scheduled / live / ended / off',
    query: opsListQuerySchema,
    response: opsFreeCreditEventPageSchema,
  }),
  freeCreditEvent: endpoint({
    method: 'GET',
    path: '/ops/free_credit_events/{id}',
    ...finance,
    rate: 'read',
    summary: 'One free-credit event with its claims so far',
    params: idParams,
    response: opsFreeCreditEventSchema,
  }),
  createFreeCreditEvent: endpoint({
    method: 'POST',
    path: '/ops/free_credit_events',
    ...finance,
    rate: 'write',
    summary: 'Create a free-credit event (its claim window is its schedule)',
    body: freeCreditEventInputSchema,
    response: opsFreeCreditEventSchema,
    invalidates: ['/ops/free_credit_events'],
  }),
  updateFreeCreditEvent: endpoint({
    method: 'POST',
    path: '/ops/free_credit_events/{id}',
    ...finance,
    rate: 'write',
    summary: 'Edit or switch off a free-credit event (the limit never below the claims made)',
    params: idParams,
    body: freeCreditEventEditSchema,
    response: opsFreeCreditEventSchema,
    invalidates: ['/ops/free_credit_events'],
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/ops/coupons',
    ...finance,
    rate: 'read',
    summary: 'Coupons with their uses so far, newest validity window first: search by code, filter by state',
    query: opsListQuerySchema,
    response: opsCouponPageSchema,
  }),
  coupon: endpoint({
    method: 'GET',
    path: '/ops/coupons/{id}',
    ...finance,
    rate: 'read',
    summary: 'One coupon with its uses so far',
    params: idParams,
    response: opsCouponSchema,
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/ops/coupons',
    ...finance,
    rate: 'write',
    summary: 'Create a coupon code (upper case, unique)',
    body: couponInputSchema,
    response: opsCouponSchema,
    invalidates: ['/ops/coupons'],
  }),
  updateCoupon: endpoint({
    method: 'POST',
    path: '/ops/coupons/{id}',
    ...finance,
    rate: 'write',
    summary: 'Edit or switch off a coupon (the limit never below the uses made)',
    params: idParams,
    body: couponEditSchema,
    response: opsCouponSchema,
    invalidates: ['/ops/coupons'],
  }),
};

/** Finance: credit packages (wallet module). */
export const packagesAdminContract = {
  creditPackages: endpoint({
    method: 'GET',
    path: '/ops/credit_packages',
    ...packages,
    rate: 'read',
    summary: 'Every credit package in the credit page’s order, switched-off ones too, with their paid orders',
    response: z.array(opsCreditPackageSchema),
  }),
  creditPackage: endpoint({
    method: 'GET',
    path: '/ops/credit_packages/{id}',
    ...packages,
    rate: 'read',
    summary: 'One credit package',
    params: idParams,
    response: opsCreditPackageSchema,
  }),
  createCreditPackage: endpoint({
    method: 'POST',
    path: '/ops/credit_packages',
    ...packages,
    rate: 'write',
    summary: 'Create a credit package',
    body: creditPackageInputSchema,
    response: opsCreditPackageSchema,
    invalidates: ['/ops/credit_packages'],
  }),
  updateCreditPackage: endpoint({
    method: 'POST',
    path: '/ops/credit_packages/{id}',
    ...packages,
    rate: 'write',
    summary: 'Edit, reorder or switch off a credit package (a bought package is switched off, never deleted)',
    params: idParams,
    body: creditPackageEditSchema,
    response: opsCreditPackageSchema,
    invalidates: ['/ops/credit_packages'],
  }),
};

/** Content: CMS pages and blog posts (content module). */
export const contentAdminContract = {
  contentPages: endpoint({
    method: 'GET',
    path: '/ops/content_pages',
    ...content,
    rate: 'read',
    summary: 'CMS pages and blog posts, last changed first: search by slug or title, filter by kind and draft / scheduled / published',
    query: contentListQuerySchema,
    response: opsContentPageSchema,
  }),
  contentPage: endpoint({
    method: 'GET',
    path: '/ops/content_pages/{id}',
    ...content,
    rate: 'read',
    summary: 'One CMS page with both languages’ texts and its public path',
    params: idParams,
    response: opsContentDetailSchema,
  }),
  createContentPage: endpoint({
    method: 'POST',
    path: '/ops/content_pages',
    ...content,
    rate: 'write',
    summary: 'Create an article or feature page as a draft',
    body: contentInputSchema,
    response: opsContentDetailSchema,
    invalidates: ['/ops/content_pages'],
  }),
  updateContentPage: endpoint({
    method: 'POST',
    path: '/ops/content_pages/{id}',
    ...content,
    rate: 'write',
    summary: 'Edit a CMS page’s texts; a public page shows the change at its next request',
    params: idParams,
    body: contentEditSchema,
    response: opsContentDetailSchema,
    invalidates: ['/ops/content_pages'],
  }),
  publishContentPage: endpoint({
    method: 'POST',
    path: '/ops/content_pages/{id}/publish',
    ...content,
    rate: 'write',
    summary: 'Publish now, schedule publication at a later time, or take the page down (it leaves lists and the sitemap at once)',
    params: idParams,
    body: contentPublishSchema,
    response: opsContentDetailSchema,
    invalidates: ['/ops/content_pages'],
  }),
  previewContent: endpoint({
    method: 'POST',
    path: '/ops/content_preview',
    ...content,
    rate: 'write',
    summary: 'A body as the public page renders it (the same markup parser), for the editor’s preview',
    body: contentPreviewInputSchema,
    response: contentPreviewSchema,
  }),
};

/** Content: category texts (catalog module). */
export const catalogAdminContract = {
  categories: endpoint({
    method: 'GET',
    path: '/ops/categories',
    ...catalog,
    rate: 'read',
    summary: 'Categories in catalogue order with their FAQ counts: search by slug or name, filter by genre',
    query: catalogListQuerySchema,
    response: opsCategoryPageSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/ops/categories/{id}',
    ...catalog,
    rate: 'read',
    summary: 'One category’s names, descriptions and FAQ in both languages',
    params: idParams,
    response: opsCategoryDetailSchema,
  }),
  updateCategory: endpoint({
    method: 'POST',
    path: '/ops/categories/{id}',
    ...catalog,
    rate: 'write',
    summary: 'Edit a category’s names, descriptions and FAQ; every public page shows the change at its next request',
    params: idParams,
    body: categoryTextEditSchema,
    response: opsCategoryDetailSchema,
    invalidates: ['/ops/categories'],
  }),
};

/** Every data editor endpoint, as the API registry and the console's client read them. */
export const opsDataContract = { ...promotionsAdminContract, ...packagesAdminContract, ...contentAdminContract, ...catalogAdminContract };
