/** The registry of API modules, mounted under /api (ARCHITECTURE §2). */
import { Router } from 'express';
import type { AppDeps } from '../lib/app-deps';
import { accountsRouter } from './accounts/accounts.router';
import { eventsRouter } from './events/events.router';
import { openapiRouter } from './system/openapi.router';
import { catalogRouter } from './catalog/catalog.router';
import { proServicesRouter } from './pro-services/pro-services.router';
import { reviewsRouter } from './reviews/reviews.router';
import { contentRouter } from './content/content.router';

export function apiRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(accountsRouter(deps));
  r.use(eventsRouter(deps));
  r.use(catalogRouter(deps));
  r.use(proServicesRouter(deps));
  r.use(reviewsRouter(deps));
  r.use(contentRouter(deps));
  r.use(openapiRouter());
  return r;
}
