/**
 * What the pro's shop pages read, once for their prefetch and the page: the items (all, or one service and
 * category's), the pro's services (to add an item), the service and the item an editor shows, and a category's shop
 * settings. The routes (client/app/routes/shop-items-routes.tsx) check what the reads cannot: a path whose item is
 * not of its service and category, or a category its service does not offer, is a 404.
 */
import type { EditableService } from '@shared/schemas/service-editor.schema';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { ownItemQuery, ownItemsQuery, shopCategoryQuery } from '@client/features/shop/api/shop-items.queries';
import { areaOptionsQuery, editableServiceQuery, myServicesQuery } from '@client/features/service-editor/api/service-editor.queries';
import { pageReads, type ReadsContext } from '@client/lib/page-reads';

/** A positive whole id from a URL segment, or 0 (the route's prefetch has already made a malformed one a 404). */
export const idFrom = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const pageFrom = (search: string) => Math.max(1, Math.trunc(Number(new URLSearchParams(search).get('page'))) || 1);

/** dashboard/shop[?page=]: the pro's items, newest first. */
export const proShopReads = pageReads(({ data, search }) => ({ items: ownItemsQuery(data, pageFrom(search)) }));

/** dashboard/shop/add: the pro's services with their categories. */
export const proShopAddReads = pageReads(({ data, lng }) => ({ services: myServicesQuery(data, lng) }));

/** dashboard/shop/product/{new|edit}/{serviceId}/{categoryId}[/{shopItemId}]: the service (first: someone else's is a 404), the item, the districts. */
export const proShopProductReads = pageReads(({ data, lng, params }) => ({
  service: editableServiceQuery(data, idFrom(params.serviceId)),
  item: params.action === 'edit' ? ownItemQuery(data, idFrom(params.shopItemId)) : undefined,
  areas: areaOptionsQuery(data, lng),
}));

/** Whether the path names what the reads answered: a category the service offers and, to edit, an item of both. */
export function productPathFits(service: EditableService | undefined, item: ShopItem | undefined, params: ReadsContext['params']): boolean {
  const categoryId = idFrom(params.categoryId);
  if (service && !service.categories.some((c) => c.id === categoryId)) return false;
  if (params.action !== 'edit' || !item) return true;
  return item.service.quote_service_id === idFrom(params.serviceId) && item.category.id === categoryId;
}

/** dashboard/shop/category/{serviceCategoryId}[/settings[/edit]]: the category's shop settings. */
export const proShopCategoryReads = pageReads(({ data, params }) => ({
  category: shopCategoryQuery(data, idFrom(params.serviceCategoryId)),
}));

/** The category's items (its service and category come with the settings, so they are read second). */
export const categoryItemsQuery = (
  ctx: Pick<ReadsContext, 'data'>,
  category: { quote_service_id: number; category: { id: number } },
  page: number,
) => ownItemsQuery(ctx.data, page, { serviceId: category.quote_service_id, categoryId: category.category.id });

/** The category's settings, then (when it is the pro's) its items. */
export async function prefetchProShopCategory(ctx: ReadsContext): Promise<void> {
  await proShopCategoryReads.prefetch(ctx);
  const { category } = proShopCategoryReads.cached(ctx);
  if (category && ctx.params.settings === undefined) {
    await ctx.queryClient.ensureQueryData(categoryItemsQuery(ctx, category, pageFrom(ctx.url?.search ?? ''))).catch(() => undefined);
  }
}
