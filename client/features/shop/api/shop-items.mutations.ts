/**
 * The pro's writes of shop items (shared/api/shop-items.contract.ts). Each one makes the item lists and category
 * settings stale (the contract's `invalidates`); an answer that is the whole item also replaces the cached editor read.
 * Forms show their own errors (`handlesErrors`: the API's per-field SPEC §8 codes go under their fields); a lone
 * button's failure goes to the app's error dialog.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CallBody } from '@shared/api/endpoint';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { endpointKey, useCall } from '@client/lib/endpoint-query';

export type ShopItemBody = CallBody<typeof c.create>;
export type ProItemAction = 'apply_review' | 'publish' | 'unpublish' | 'delete';

const itemKey = (id: number) => endpointKey(c.get, { params: { id } });
const keepItem = (item: ShopItem, _vars: unknown, qc: QueryClient) => qc.setQueryData(itemKey(item.id), item);
const keep = (item: ShopItem) => itemKey(item.id);

/** A new draft of one of the pro's services and one of its categories. */
export function useCreateItem() {
  return useCall(c.create, {
    input: (v: { serviceId: number; categoryId: number; body: ShopItemBody }) => ({
      params: { serviceId: v.serviceId, categoryId: v.categoryId },
      body: v.body,
    }),
    onSuccess: keepItem,
    keep,
    handlesErrors: true,
  });
}

/** The whole form of an existing item (a content change makes it a draft again). */
export function useEditItem() {
  return useCall(c.edit, {
    input: (v: { id: number; body: ShopItemBody }) => ({ params: { id: v.id }, body: v.body }),
    onSuccess: keepItem,
    keep,
    handlesErrors: true,
  });
}

/** apply_review, publish (again), unpublish or delete; `handlesErrors` when the caller shows the failure itself. */
export function useItemAction({ handlesErrors = false } = {}) {
  return useCall(c.act, {
    input: (v: { action: ProItemAction; id: number }) => ({ params: { action: v.action, id: v.id } }),
    onSuccess: keepItem,
    keep,
    handlesErrors,
  });
}

/** The service notice shown with every item of one service and category. */
export function useSaveCategoryNotice() {
  return useCall(c.saveCategory, {
    input: (v: { serviceId: number; categoryId: number; notice: string }) => ({
      params: { serviceId: v.serviceId, categoryId: v.categoryId },
      body: { service_notice: v.notice },
    }),
    handlesErrors: true,
  });
}
