/** Site pages on Sifu's own domain (SPEC §2 content pages, ADR 0023), pro stories and the pro-newyear figures. */
import { endpoint } from './endpoint';
import { lngQuerySchema } from '../schemas/catalog.schema';
import { contentPageSchema } from '../schemas/content.schema';
import { newYearDemandSchema, proStoriesSchema, sitePageParams } from '../schemas/site.schema';

export const siteContract = {
  page: endpoint({
    method: 'GET',
    path: '/site/pages/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: "A site or legal page (about, help centre, pro centre, terms …) as blocks, with the product's figures filled in",
    params: sitePageParams,
    query: lngQuerySchema,
    response: contentPageSchema,
  }),
  proStories: endpoint({
    method: 'GET',
    path: '/site/pro_stories',
    access: 'visitor',
    rate: 'read',
    summary: 'Top-rated pros (featured criteria), one per service genre, each with a real review',
    query: lngQuerySchema,
    response: proStoriesSchema,
  }),
  newYear: endpoint({
    method: 'GET',
    path: '/site/pro_newyear',
    access: 'visitor',
    rate: 'read',
    summary: 'Requests in the Lunar New Year categories: the last weeks and the same weeks before the last Lunar New Year',
    query: lngQuerySchema,
    response: newYearDemandSchema,
  }),
};
