/**
 * Posting a request: the category questionnaire (SPEC §2 form/{slug}), a public page rendered on the server with
 * the category's questions and the districts from the catalogue.
 */
import loadable from '@loadable/component';
import { categoryQuery, districtsQuery } from '@client/features/catalog/api/catalog.queries';
import type { RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';

const FormPage = loadable(() => import(/* webpackChunkName: "form" */ '@client/pages/form.page'), { fallback: <PageFallback /> });

export const requestFormRoutes: RouteDef[] = [
  {
    name: 'form',
    layout: 'public',
    page: FormPage,
    ns: ['requests'],
    cache: true,
    prefetch: ({ queryClient, data, lng, params }) =>
      Promise.all([
        queryClient.ensureQueryData(categoryQuery(data, lng, params.slug ?? '')),
        queryClient.ensureQueryData(districtsQuery(data, lng)),
      ]),
    head: (ctx) => {
      const category = ctx.queryClient.getQueryData(categoryQuery(ctx.data, ctx.lng, ctx.params.slug ?? '').queryKey);
      return pageHead(ctx, {
        title: ctx.t('requests|form>title', { name: category?.name ?? '' }),
        description: ctx.t('requests|form>meta_description', { name: category?.name ?? '' }),
        indexable: false,
      });
    },
  },
];
