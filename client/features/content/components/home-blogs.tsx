/**
 * The latest blog posts on the home page, only while the `homeBlogs` flag is on (SPEC §6). The server renders them at
 * once; in the browser this is a Suspense boundary around code loaded apart, which keeps the server's markup as it is
 * (a server island), so the block adds nothing to the home page's first JavaScript nor its data to the page state.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useEnv } from '@client/lib/env';
import type * as IslandModule from './home-blogs-island';

// `require` in a branch webpack drops from the browser's bundle: a static import would put the block's code there.
const Island: ComponentType = __SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./home-blogs-island') as typeof IslandModule).HomeBlogsIsland
  : lazy(() => import(/* webpackChunkName: "home-blogs" */ './home-blogs-island').then((m) => ({ default: m.HomeBlogsIsland })));

export function HomeBlogs() {
  if (!useEnv().featureFlags.homeBlogs) return null;
  return (
    <Suspense fallback={null}>
      <Island />
    </Suspense>
  );
}
