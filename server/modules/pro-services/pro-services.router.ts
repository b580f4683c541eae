/** The HTTP edge of public pro profiles (shared/api/pro-services.contract.ts). */
import { proServicesContract } from '@shared/api/pro-services.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { reviewLinkPathFor } from '../reviews/reviews.service';
import * as pros from './pro-services.service';

export function proServicesRoutes({ db, env }: AppDeps): Implementation[] {
  return implement(proServicesContract, {
    list: ({ query }) => pros.listPros(db, query),
    featured: ({ query }) => pros.getFeatured(db, query),
    profile: ({ params, query }) => pros.getProfile(db, params.id, query.lng),
    reviewLink: async ({ user, params }) => {
      const path = await reviewLinkPathFor(db, params.id, user.id);
      return { path, url: `${env.PUBLIC_URL.replace(/\/$/, '')}${path}` };
    },
  });
}
