/**
 * Reads of the public shop (shared/api/shop-catalog.contract.ts): the listing and the strips of a pro's profile and a
 * category page. The profile's and the category's route entries import this file, so it names no other contract:
 * everything it imports is in those pages' first JavaScript.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { shopCatalogContract as c } from '@shared/api/shop-catalog.contract';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { shopEnabled } from '@shared/domain/shop-flags';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopCatalogQuery } from '@shared/schemas/shop-catalog.schema';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const catalogQuery = (data: DataClient, query: ShopCatalogQuery) => readQuery(data, c.list, { query }, fresh);

/** A profile's items (`service`) or a category page's (`category`). */
export type StripOf = { service: number } | { category: string };

export const stripQuery = (data: DataClient, lng: Language, of: StripOf) =>
  'service' in of
    ? readQuery(data, c.service, { params: { id: of.service }, query: { lng } }, fresh)
    : readQuery(data, c.category, { params: { slug: of.category }, query: { lng } }, fresh);

/**
 * Fills the cache with a strip while the shop is on (nothing is asked for while it is off); a failure leaves the strip
 * out rather than failing the profile or the category page.
 */
export async function prefetchStrip(
  ctx: { queryClient: QueryClient; data: DataClient; lng: Language; env: ClientEnv },
  of: StripOf,
): Promise<void> {
  if (!shopEnabled(ctx.env.featureFlags)) return;
  await ctx.queryClient.ensureQueryData(stripQuery(ctx.data, ctx.lng, of)).catch(() => undefined);
}
