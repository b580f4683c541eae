/**
 * The shop's strip on a pro's profile or a category page: up to six fixed-price items with a link to the rest in the
 * listing, only while the shop is on and there are items. The server renders it at once. In the browser it is a
 * Suspense boundary around code loaded apart: at hydration React keeps the server's markup until that code is there,
 * and the code then keeps it as it is (a server island), so the strip adds nothing to those pages' first JavaScript
 * nor its data to their state.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { shopEnabled } from '@shared/domain/shop-flags';
import { useEnv } from '@client/lib/env';
import type * as IslandModule from './catalog-strip-island';

type Island = typeof IslandModule;

// `require` in a branch webpack drops from the browser's bundle: a static import would put the strip's code there.
const StripIsland: ComponentType<IslandModule.StripProps> = __SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./catalog-strip-island') as Island).CatalogStripIsland
  : lazy(() => import(/* webpackChunkName: "shop-strip" */ './catalog-strip-island').then((m) => ({ default: m.CatalogStripIsland })));

export function CatalogStrip(props: IslandModule.StripProps) {
  if (!shopEnabled(useEnv().featureFlags)) return null;
  return (
    <Suspense fallback={null}>
      <StripIsland {...props} />
    </Suspense>
  );
}
