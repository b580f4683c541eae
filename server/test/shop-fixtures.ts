/**
 * Shop test data written by SQL (docs/decisions/0038), independent of the items service: a pro (createPro) with a
 * published item of two plans in the pro's category, and a stock.
 */
import type { TestContext } from './test-app';
import { createPro, type Catalog } from './fixtures';

export interface ShopItemFixture {
  pro: Awaited<ReturnType<typeof createPro>>;
  itemId: number;
  /** Plans in position order: HK$500 per job, then HK$300 per unit. */
  planIds: [number, number];
}

/** A published item of a new pro; `quantity` null is unlimited stock, else `remaining` (default all) is left. */
export async function publishedItem(
  ctx: TestContext,
  cat: Catalog,
  o: { quantity?: number | null; remaining?: number; status?: string } = {},
): Promise<ShopItemFixture> {
  const pro = await createPro(ctx, cat);
  const quantity = o.quantity === undefined ? 10 : o.quantity;
  const status = o.status ?? 'published';
  const item = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO shop_items (quote_service_id, quote_category_id, status, name, description, service_type, quantity, remaining_quantity,
                             published_at, deleted_at)
     VALUES ($1, $2, $3, '冷氣清洗 2 部', '包清洗隔塵網', 'per_job', $4, $5,
             CASE WHEN $3 = 'published' THEN now() END, CASE WHEN $3 = 'deleted' THEN now() END)
     RETURNING id`,
    [pro.serviceId, cat.categoryId, status, quantity, quantity === null ? null : (o.remaining ?? quantity)],
  );
  const plans = await ctx.deps.db.many<{ id: number }>(
    `INSERT INTO shop_item_plans (shop_item_id, position, name, price, service_type)
     VALUES ($1, 1, '標準', 500, 'per_job'), ($1, 2, '單部', 300, 'per_unit') RETURNING id`,
    [item!.id],
  );
  const ids = plans.map((p) => p.id).sort((a, b) => a - b);
  return { pro, itemId: item!.id, planIds: [ids[0], ids[1]] };
}

/** What is left of an item's stock. */
export async function remainingOf(ctx: TestContext, itemId: number): Promise<number | null> {
  const row = await ctx.deps.db.one<{ remaining_quantity: number | null }>('SELECT remaining_quantity FROM shop_items WHERE id = $1', [
    itemId,
  ]);
  return row!.remaining_quantity;
}
