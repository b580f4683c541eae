/**
 * Local data of near-me pages (ADR 0018): a category × district page's own pros, prices, jobs,
 * reviews and reply times, and the districts a region page folds in. Public, cached for 1200 s (SPEC §9).
 */
import { endpoint } from './endpoint';
import {
  nearMeDistrictParamsSchema,
  nearMeDistrictQuerySchema,
  nearMeDistrictSchema,
  nearMeRegionParamsSchema,
  nearMeRegionQuerySchema,
  nearMeRegionSchema,
} from '../schemas/near-me.schema';

export const nearMeContract = {
  district: endpoint({
    method: 'GET',
    path: '/near_me/{slug}/districts/{district}',
    access: 'visitor',
    rate: 'read',
    summary: 'A category in one district: local pros (based there first), prices, recent jobs, reviews, reply times, links; 20 pros a page',
    params: nearMeDistrictParamsSchema,
    query: nearMeDistrictQuerySchema,
    response: nearMeDistrictSchema,
  }),
  region: endpoint({
    method: 'GET',
    path: '/near_me/{slug}/regions/{region}',
    access: 'visitor',
    rate: 'read',
    summary: 'A category in one region: districts with an indexed page, and districts below the threshold with their pros',
    params: nearMeRegionParamsSchema,
    query: nearMeRegionQuerySchema,
    response: nearMeRegionSchema,
  }),
};
