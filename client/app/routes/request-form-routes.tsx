/**
 * Posting a request: the category questionnaire (SPEC §2 form/{slug}), a public page rendered on the server with
 * the category's questions and the districts from the catalogue.
 */
import loadable from '@loadable/component';
import { formReads } from '@client/pages/form.reads';
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
    prefetch: formReads.prefetch,
    head: (ctx) => {
      const { category } = formReads.cached(ctx);
      return pageHead(ctx, {
        title: ctx.t('requests|form>title', { name: category?.name ?? '' }),
        description: ctx.t('requests|form>meta_description', { name: category?.name ?? '' }),
        indexable: false,
      });
    },
  },
];
