/**
 * The photo pages (SPEC §2 pro `photo`, consumer `photo/favorite`): the pro's photos with their like counts and the
 * consumer's liked photos. With the `photo` flag off both go home before anything is read.
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { photoEnabled } from '@shared/domain/photo-likes';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import type * as PhotoReads from '@client/pages/dashboard/photo/photo-pages.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const ProPhotosPage = loadable(() => import(/* webpackChunkName: "photo-pages" */ '@client/pages/dashboard/photo/pro-photos.page'), opts);
const FavoritesPage = loadable(
  () => import(/* webpackChunkName: "photo-pages" */ '@client/pages/dashboard/photo/photo-favorites.page'),
  opts,
);

/** The pages' reads come with the first photo page, not with every dashboard page's loaders (one chunk for all three). */
const loadReads = (): Promise<typeof PhotoReads> =>
  import(/* webpackChunkName: "photo-pages" */ '@client/pages/dashboard/photo/photo-pages.reads');

function requirePhoto(ctx: Pick<LoaderContext, 'env' | 'url'>): void {
  if (!photoEnabled(ctx.env.featureFlags)) throw redirect(buildPath('home', {}, splitLanguagePrefix(ctx.url.pathname).prefix));
}

export const photoRoutes: RouteDef[] = [
  dashboardPage({
    name: 'proPhotos',
    role: 'pro',
    page: ProPhotosPage,
    ns: ['media'],
    prefetch: async (ctx) => {
      requirePhoto(ctx);
      await (await loadReads()).proPhotosReads.prefetch(ctx);
    },
    title: 'media|photoLikes>pro>title',
  }),
  dashboardPage({
    name: 'consumerPhotoFavorite',
    role: 'consumer',
    page: FavoritesPage,
    ns: ['media'],
    prefetch: async (ctx) => {
      requirePhoto(ctx);
      await (await loadReads()).likedPhotosReads.prefetch(ctx);
    },
    title: 'media|photoLikes>favorite>title',
  }),
];
