/** Every contract of the API, by domain: the one list the server mounts, /api/openapi.json describes and tests check. */
import type { EndpointDef } from './endpoint';
import { accountsContract } from './accounts.contract';
import { attachmentsContract } from './attachments.contract';
import { autoQuoteContract } from './auto-quote.contract';
import { backOfficeContract } from './back-office.contract';
import { bidsContract } from './bids.contract';
import { certificatesContract } from './certificates.contract';
import { catalogContract } from './catalog.contract';
import { chatContract } from './chat.contract';
import { contentContract } from './content.contract';
import { creditRefundsContract } from './credit-refunds.contract';
import { eventsContract } from './events.contract';
import { fraudReviewContract } from './fraud-review.contract';
import { jobCenterContract } from './job-center.contract';
import { moderationContract } from './moderation.contract';
import { notificationsContract } from './notifications.contract';
import { paymentsContract } from './payments.contract';
import { privacyContract } from './privacy.contract';
import { proServicesContract } from './pro-services.contract';
import { quoteTemplatesContract } from './quote-templates.contract';
import { referralsContract } from './referrals.contract';
import { reportsContract } from './reports.contract';
import { requestsContract } from './requests.contract';
import { reviewsContract } from './reviews.contract';
import { serviceEditorContract } from './service-editor.contract';
import { serviceMediaContract } from './service-media.contract';
import { settingsContract } from './settings.contract';
import { signInCodesContract } from './sign-in-codes.contract';
import { socialAuthContract } from './social-auth.contract';
import { systemContract } from './system.contract';
import { verificationContract } from './verification.contract';
import { walletContract } from './wallet.contract';
import { reservationsContract } from './reservations.contract';
import { narrowMatchContract } from './narrow-match.contract';
import { searchContract } from './search.contract';
import { googleReserveContract } from './google-reserve.contract';
import { hashLinksContract } from './hash-links.contract';
import { priceGuideContract } from './price-guide.contract';
import { nearMeContract } from './near-me.contract';
import { siteContract } from './site.contract';
import { hiringGuideContract } from './hiring-guide.contract';
import { opsDataContract } from './ops-data.contract';
import { photoLikesContract } from './photo-likes.contract';
import { translationsContract } from './translations.contract';
import { safetyPaymentsContract } from './safety-payments.contract';
import { shopCatalogContract } from './shop-catalog.contract';
import { shopChatsContract } from './shop-chats.contract';
import { shopItemsContract } from './shop-items.contract';
import { shopLikesContract } from './shop-likes.contract';
import { shopOrdersContract } from './shop-orders.contract';
import { partnersContract } from './partners.contract';
import { voiceContract } from './voice.contract';
import { merchantsContract } from './merchants.contract';
import { businessLoansContract } from './business-loans.contract';
import { chargeConfigsContract } from './charge-configs.contract';
import { storeOrdersContract } from './store-orders.contract';
import { partnerSessionsContract } from './partner-sessions.contract';

export const API_CONTRACTS = {
  accounts: accountsContract,
  attachments: attachmentsContract,
  autoQuote: autoQuoteContract,
  backOffice: backOfficeContract,
  bids: bidsContract,
  certificates: certificatesContract,
  catalog: catalogContract,
  chat: chatContract,
  content: contentContract,
  creditRefunds: creditRefundsContract,
  events: eventsContract,
  fraudReview: fraudReviewContract,
  jobCenter: jobCenterContract,
  moderation: moderationContract,
  notifications: notificationsContract,
  payments: paymentsContract,
  privacy: privacyContract,
  proServices: proServicesContract,
  quoteTemplates: quoteTemplatesContract,
  referrals: referralsContract,
  reports: reportsContract,
  requests: requestsContract,
  reviews: reviewsContract,
  photoLikes: photoLikesContract,
  translations: translationsContract,
  safetyPayments: safetyPaymentsContract,
  shopCatalog: shopCatalogContract,
  shopChats: shopChatsContract,
  shopItems: shopItemsContract,
  shopLikes: shopLikesContract,
  shopOrders: shopOrdersContract,
  partners: partnersContract,
  serviceEditor: serviceEditorContract,
  serviceMedia: serviceMediaContract,
  settings: settingsContract,
  signInCodes: signInCodesContract,
  socialAuth: socialAuthContract,
  system: systemContract,
  verification: verificationContract,
  wallet: walletContract,
  reservations: reservationsContract,
  narrowMatch: narrowMatchContract,
  search: searchContract,
  googleReserve: googleReserveContract,
  hashLinks: hashLinksContract,
  priceGuide: priceGuideContract,
  nearMe: nearMeContract,
  site: siteContract,
  hiringGuide: hiringGuideContract,
  opsData: opsDataContract,
  voice: voiceContract,
  merchants: merchantsContract,
  businessLoans: businessLoansContract,
  chargeConfigs: chargeConfigsContract,
  storeOrders: storeOrdersContract,
  partnerSessions: partnerSessionsContract,
};

export type ApiDomain = keyof typeof API_CONTRACTS;

/** Every declared endpoint with its domain and name. */
export function allEndpoints(): Array<{ domain: ApiDomain; name: string; endpoint: EndpointDef }> {
  return (Object.keys(API_CONTRACTS) as ApiDomain[]).flatMap((domain) =>
    Object.entries(API_CONTRACTS[domain] as Record<string, EndpointDef>).map(([name, endpoint]) => ({ domain, name, endpoint })),
  );
}
