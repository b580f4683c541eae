/**
 * The shop's items (SPEC §2 the pro's shop area, §3 shop item and shop service category, §4 item actions, §7 nshop
 * items and labels, §8 codes 801–826; docs/decisions/0038). Every call answers 404 unless the flags `shop` and
 * `nshop` are both on; someone else's item, service or category is a 404 too (801/802), never a 403.
 */
import { z } from 'zod';
import { ITEM_FIELD_CODES } from '../domain/shop-rules';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParam, idParams, pagedSchema, pageParam } from '../schemas/common.schema';
import {
  shopCategorySettingsInputSchema,
  shopItemActionParamsSchema,
  shopItemDecisionSchema,
  shopItemInputSchema,
  shopItemPageSchema,
  shopItemSchema,
  shopLabelQuerySchema,
  shopLabelsSchema,
  shopServiceCategorySchema,
} from '../schemas/shop.schema';
import { endpoint, type FieldCodes } from './endpoint';

/** A refused field of an item answers its SPEC §8 code (shop-rules.ts ITEM_FIELD_CODES), all of them 400. */
const ITEM_CODES: FieldCodes = { byPath: ITEM_FIELD_CODES, messagePrefix: 'shop_' };
const CHANGE = ['/nshop/items', '/nshop/categories'];
const OPS_CHANGE = ['/nshop/items', '/ops/shop_items', '/ops/queues', '/ops/tickets'];

const serviceCategoryParams = z.object({ serviceId: idParam, categoryId: idParam });

export const shopItemsContract = {
  list: endpoint({
    method: 'GET',
    path: '/nshop/items',
    access: 'pro',
    rate: 'read',
    summary: "The pro's own items (not deleted), newest first, optionally of one service and category",
    query: z.object({ quote_service_id: idParam.optional(), quote_category_id: idParam.optional(), page: pageParam }),
    response: shopItemPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/nshop/items/{id}',
    access: 'pro',
    rate: 'read',
    summary: "One of the pro's own items as the editor shows it, with the actions its status allows",
    params: idParams,
    response: shopItemSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/nshop/items/add/{serviceId}/{categoryId}',
    access: 'pro',
    rate: 'write',
    summary: 'Create a draft item for one of the pro’s services and one of its categories (a draft may be incomplete)',
    params: serviceCategoryParams,
    body: shopItemInputSchema,
    fieldCodes: ITEM_CODES,
    response: shopItemSchema,
    invalidates: CHANGE,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/nshop/items/{id}',
    access: 'pro',
    rate: 'write',
    summary:
      'Edit an item with the whole form: a content change makes it a draft again; a change of only the stock or reservations keeps its status',
    params: idParams,
    body: shopItemInputSchema,
    fieldCodes: ITEM_CODES,
    response: shopItemSchema,
    invalidates: CHANGE,
  }),
  act: endpoint({
    method: 'POST',
    path: '/nshop/items/{action}/{id}',
    access: 'pro',
    rate: 'write',
    summary:
      'apply_review (a draft or rejected item with everything a buyer needs), publish (again, after unpublishing), unpublish or delete',
    params: shopItemActionParamsSchema,
    response: shopItemSchema,
    invalidates: CHANGE,
  }),
  publicItem: endpoint({
    method: 'GET',
    path: '/nshop/items/{id}/public',
    access: 'visitor',
    rate: 'read',
    summary: 'A published item as its public page shows it: plans, photos, the pro, the service notice and the like count',
    params: idParams,
    response: shopItemSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/nshop/categories/{id}',
    access: 'pro',
    rate: 'read',
    summary: "The shop settings of one of the pro's service categories (SPEC shop service category)",
    params: idParams,
    response: shopServiceCategorySchema,
  }),
  saveCategory: endpoint({
    method: 'POST',
    path: '/nshop/categories/settings/{serviceId}/{categoryId}',
    access: 'pro',
    rate: 'write',
    summary: "Save the service notice shown with every item of one of the pro's services and categories",
    params: serviceCategoryParams,
    body: shopCategorySettingsInputSchema,
    response: shopServiceCategorySchema,
    invalidates: CHANGE,
  }),
  labels: endpoint({
    method: 'GET',
    path: '/nshop/labels',
    access: 'pro',
    rate: 'read',
    summary: 'Keyword auto-complete: the labels matching what was typed, most used first',
    query: shopLabelQuerySchema,
    response: shopLabelsSchema,
  }),
  opsList: endpoint({
    method: 'GET',
    path: '/ops/shop_items',
    access: 'operator',
    staff: QUEUE_ROLES.shop_items,
    rate: 'read',
    summary: 'Items waiting for review, oldest first',
    query: z.object({ page: pageParam }),
    response: pagedSchema(shopItemSchema),
  }),
  opsItem: endpoint({
    method: 'GET',
    path: '/ops/shop_items/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.shop_items,
    rate: 'read',
    summary: 'One item as its reviewer sees it (its ticket’s panel), whatever its status; a deleted item is 801',
    params: idParams,
    response: shopItemSchema,
  }),
  opsDecide: endpoint({
    method: 'POST',
    path: '/ops/shop_items/{id}/decide',
    access: 'operator',
    staff: QUEUE_ROLES.shop_items,
    rate: 'write',
    summary: 'Publish an item in review, or reject it (also a published one: a takedown) with the reason the pro is shown',
    params: idParams,
    body: shopItemDecisionSchema,
    response: shopItemSchema,
    invalidates: OPS_CHANGE,
  }),
};
