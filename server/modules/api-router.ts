/**
 * Every API module's handlers, mounted under /api from the contracts of shared/api (ARCHITECTURE §2, ADR 0007). Each
 * router gets the deps completed once by the composition root (compose.ts) and builds no dependencies of its own.
 */
import type { FullDeps } from '../lib/adapters';
import { createRateLimiter } from '../lib/rate-limiter';
import { mountContracts, type ApiRegistry } from '../middleware/api-endpoint';
import { rememberLanguage } from '../middleware/remember-language';
import { rememberUserLanguage } from './accounts/user-records.service';
import { accountsRoutes } from './accounts/accounts.router';
import { attachmentsRoutes } from './attachments/attachments.router';
import { backOfficeRoutes } from './back-office/back-office.router';
import { moderationRoutes } from './moderation/moderation.router';
import { autoQuoteRoutes } from './auto-quote/auto-quote.router';
import { bidsRoutes } from './bids/bids.router';
import { certificatesRoutes } from './certificates/certificates.router';
import { catalogRoutes } from './catalog/catalog.router';
import { chatRoutes } from './chat/chat.router';
import { contentRoutes } from './content/content.router';
import { eventsRoutes } from './events/events.router';
import { jobCenterRoutes } from './job-center/job-center.router';
import { notificationsRoutes } from './notifications/notifications.router';
import { paymentsRoutes } from './payments/payments.router';
import { creditRefundsRoutes } from './payments/credit-refunds.router';
import { safetyPaymentsRoutes } from './safety-payments/safety-payments.router';
import { shopCatalogRoutes } from './shop/shop-catalog.router';
import { shopChatsRoutes } from './shop/shop-chats.router';
import { shopItemsRoutes } from './shop/shop-items.router';
import { shopLikesRoutes } from './shop/shop-likes.router';
import { shopOrdersRoutes } from './shop/shop-orders.router';
import { partnersRoutes } from './partners/partners.router';
import { photoLikesRoutes } from './photo-likes/photo-likes.router';
import { translationsRoutes } from './translations/translations.router';
import { privacyRoutes } from './privacy/privacy.router';
import { proServicesRoutes } from './pro-services/pro-services.router';
import { quoteTemplatesRoutes } from './quote-templates/quote-templates.router';
import { referralsRoutes } from './referrals/referrals.router';
import { fraudReviewRoutes } from './moderation/fraud-review.router';
import { reportsRoutes } from './reports/reports.router';
import { requestsRoutes } from './requests/requests.router';
import { hashLinksRoutes } from './hash-links/hash-links.router';
import { reviewsRoutes } from './reviews/reviews.router';
import { serviceEditorRoutes } from './service-editor/service-editor.router';
import { serviceMediaRoutes } from './service-media/service-media.router';
import { signInCodesRoutes } from './accounts/sign-in-codes.router';
import { settingsRoutes } from './settings/settings.router';
import { socialAuthRoutes } from './accounts/social-auth.router';
import { systemRoutes } from './system/openapi.router';
import { opsJobsRoutes } from './system/ops-jobs.router';
import { verificationRoutes } from './verification/verification.router';
import { walletRoutes } from './wallet/wallet.router';
import { reservationsRoutes } from './reservations/reservations.router';
import { narrowMatchRoutes } from './direct-requests/direct-requests.router';
import { searchRoutes } from './search/search.router';
import { googleReserveRoutes } from './google-reserve/google-reserve.router';
import { priceGuideRoutes } from './catalog/price-guide.router';
import { nearMeRoutes } from './catalog/near-me.router';
import { siteRoutes } from './site/site.router';
import { hiringGuideRoutes } from './hiring-guide/hiring-guide.router';
import { promotionsAdminRoutes } from './payments/promotions-admin.router';
import { packagesAdminRoutes } from './wallet/packages-admin.router';
import { contentAdminRoutes } from './content/content-admin.router';
import { catalogAdminRoutes } from './catalog/catalog-admin.router';
import { voiceRoutes } from './voice/voice.router';
import { merchantsRoutes } from './merchants/merchants.router';
import { businessLoansRoutes } from './business-loans/business-loans.router';
import { chargeConfigsRoutes } from './payments/charge-configs.router';
import { storeOrdersRoutes } from './store-bills/store-bills.router';
import { partnerSessionsRoutes } from './accounts/partner-sessions.router';

export function createApi(deps: FullDeps): ApiRegistry {
  const limiter = createRateLimiter({
    scale: deps.env.RATE_LIMIT_SCALE,
    storeFor: deps.rateLimitStore,
    overrides: { login: deps.env.LOGIN_RATE_LIMIT },
  });
  return mountContracts(
    [
      ...accountsRoutes(deps),
      ...attachmentsRoutes(deps),
      ...backOfficeRoutes(deps),
      ...moderationRoutes(deps),
      ...autoQuoteRoutes(deps),
      ...bidsRoutes(deps),
      ...certificatesRoutes(deps),
      ...catalogRoutes(deps),
      ...chatRoutes(deps),
      ...contentRoutes(deps),
      ...eventsRoutes(deps),
      ...fraudReviewRoutes(deps),
      ...jobCenterRoutes(deps),
      ...notificationsRoutes(deps),
      ...paymentsRoutes(deps),
      ...creditRefundsRoutes(deps),
      ...photoLikesRoutes(deps),
      ...translationsRoutes(deps),
      ...privacyRoutes(deps),
      ...proServicesRoutes(deps),
      ...quoteTemplatesRoutes(deps),
      ...referralsRoutes(deps),
      ...reportsRoutes(deps),
      ...requestsRoutes(deps),
      ...hashLinksRoutes(deps),
      ...reviewsRoutes(deps),
      ...safetyPaymentsRoutes(deps),
      ...shopCatalogRoutes(deps),
      ...shopChatsRoutes(deps),
      ...shopItemsRoutes(deps),
      ...shopLikesRoutes(deps),
      ...shopOrdersRoutes(deps),
      ...partnersRoutes(deps),
      ...serviceEditorRoutes(deps),
      ...serviceMediaRoutes(deps),
      ...signInCodesRoutes(deps),
      ...settingsRoutes(deps),
      ...socialAuthRoutes(deps),
      ...systemRoutes(),
      ...opsJobsRoutes(deps),
      ...verificationRoutes(deps),
      ...walletRoutes(deps),
      ...reservationsRoutes(deps),
      ...narrowMatchRoutes(deps),
      ...searchRoutes(deps),
      ...googleReserveRoutes(deps),
      ...priceGuideRoutes(deps),
      ...nearMeRoutes(deps),
      ...siteRoutes(deps),
      ...hiringGuideRoutes(deps),
      ...promotionsAdminRoutes(deps),
      ...packagesAdminRoutes(deps),
      ...contentAdminRoutes(deps),
      ...catalogAdminRoutes(deps),
      ...voiceRoutes(deps),
      ...merchantsRoutes(deps),
      ...businessLoansRoutes(deps),
      ...chargeConfigsRoutes(),
      ...storeOrdersRoutes(deps),
      ...partnerSessionsRoutes(deps),
    ],
    limiter,
    { afterSignedInWrite: rememberLanguage((userId, lng) => rememberUserLanguage(deps.db, userId, lng)) },
  );
}
