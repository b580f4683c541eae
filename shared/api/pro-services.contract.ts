/** Public pro profiles (SPEC §3 quote service): lists sorted by hires, featured pros, one profile. */
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { lngQuerySchema } from '../schemas/catalog.schema';
import {
  featuredProsSchema,
  featuredQuerySchema,
  proListQuerySchema,
  proPageSchema,
  proProfileSchema,
} from '../schemas/pro-services.schema';
import { reviewLinkUrlSchema } from '../schemas/reviews.schema';

export const proServicesContract = {
  list: endpoint({
    method: 'GET',
    path: '/pro_list',
    access: 'visitor',
    rate: 'read',
    summary: 'Public pros sorted by hired_count, 20 a page (category=, genre=, district=, region=, q=, page=)',
    query: proListQuerySchema,
    response: proPageSchema,
  }),
  featured: endpoint({
    method: 'GET',
    path: '/services/featured',
    access: 'visitor',
    rate: 'read',
    summary: 'Featured pros; show is true only when at least 50 qualify (SPEC §6)',
    query: featuredQuerySchema,
    response: featuredProsSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/services/{id}/public',
    access: 'visitor',
    rate: 'read',
    summary: 'A public pro profile (404 for an unknown, private or archived one)',
    params: idParams,
    query: lngQuerySchema,
    response: proProfileSchema,
  }),
  reviewLink: endpoint({
    method: 'GET',
    path: '/services/{id}/review_link',
    access: 'pro',
    owner: 'service',
    rate: 'read',
    summary: 'The owning pro’s shareable hashed review link',
    params: idParams,
    response: reviewLinkUrlSchema,
  }),
};
