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
import { attachmentsRouter } from './attachments/attachments.router';
import { verificationRouter } from './verification/verification.router';
import { requestsRouter } from './requests/requests.router';
import { bidsRouter } from './bids/bids.router';
import { quoteTemplatesRouter } from './quote-templates/quote-templates.router';
import { walletRouter } from './wallet/wallet.router';
import { chatRouter } from './chat/chat.router';
import { reportsRouter } from './reports/reports.router';
import { notificationsRouter } from './notifications/notifications.router';

export function apiRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(accountsRouter(deps));
  r.use(eventsRouter(deps));
  r.use(catalogRouter(deps));
  r.use(proServicesRouter(deps));
  r.use(reviewsRouter(deps));
  r.use(contentRouter(deps));
  r.use(attachmentsRouter(deps));
  r.use(verificationRouter(deps));
  r.use(requestsRouter(deps));
  r.use(bidsRouter(deps));
  r.use(quoteTemplatesRouter(deps));
  r.use(walletRouter(deps));
  r.use(chatRouter(deps));
  r.use(reportsRouter(deps));
  r.use(notificationsRouter(deps));
  r.use(openapiRouter());
  return r;
}
