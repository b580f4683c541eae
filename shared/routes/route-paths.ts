/**
 * Every page route's path pattern by name (SPEC §2), without the optional language prefix.
 * Used by the client route table, by href builders and by the server (redirects, sitemaps).
 */
import type { Language } from '../i18n/i18n-config';

export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  // Password recovery (SPEC §2 resetpass with email/{email} or {hash}); '/resetpass/email…' outranks '/resetpass/:hash'
  resetpass: '/resetpass',
  resetpassEmail: '/resetpass/email/:email?',
  resetpassLink: '/resetpass/:hash',
  // E-mail verification link (SPEC §2 activate/{userId}/{hash}) and one-time login link (SPEC §7 users/login_once)
  activate: '/activate/:userId/:hash',
  loginOnce: '/login/once/:hash',
  // Links e-mailed about a request or a quote that act without signing in (SPEC §4, §6; docs/decisions/0041)
  requestLink: '/request-link/:hash',
  quoteLink: '/quote-link/:hash',
  dashboardHome: '/dashboard',
  projects: '/dashboard/projects/:page?',
  requests: '/dashboard/requests',
  // Job center: open requests a pro may opt in to quote
  jobCenter: '/dashboard/job-center',
  settings: '/dashboard/settings/:path?/:param1?',
  // Personal data (PDPO): download my data and delete the account
  privacy: '/dashboard/privacy',
  // Referrals (SPEC §7 users/referrals, users/refer): the link to share, invitations, who joined
  referrals: '/dashboard/referrals',
  // SPEC §2 email_change (shared dashboard route); {hash} is the confirmation link e-mailed to the new address
  emailChange: '/dashboard/email_change/:hash?',
  // Requests, quotes, works, wallet and messages (SPEC §2 dashboard routes)
  projectQuoteList: '/dashboard/projects/quotelist/:requestId/:action?',
  projectQuote: '/dashboard/projects/quote/:requestId/:quoteId/:details?',
  projectQuoteOnly: '/dashboard/projects/quote/:quoteId',
  leadDetail: '/dashboard/requests/:bidId/:detail?',
  // SPEC §2 requests/case/{requestId}: the request as a case page for a pro with a bid on it, shown without the menu
  // (a static segment, so it outranks requests/:bidId)
  requestCase: '/dashboard/requests/case/:requestId',
  // SPEC §2 work-list page Review: finished jobs to review and posted reviews (consumer), reviews to reply to (pro)
  reviewList: '/dashboard/reviews',
  // SPEC §2 preview-guide: what a category's request involves before posting it (?category={slug})
  previewGuide: '/dashboard/preview-guide',
  works: '/dashboard/works',
  workDetail: '/dashboard/works/:bidId/:detail?',
  credit: '/dashboard/credit',
  transaction: '/dashboard/transaction',
  // Buying credit (SPEC §2 pricing[/{target}], purchases, payfee/{orderID}, product/{slug}[/{amount}], payment/{hash})
  pricing: '/dashboard/pricing/:target?',
  purchases: '/dashboard/purchases',
  // SPEC §2 ibon-orders[/{pageNumber}], ibon-order/{orderId}: the user's convenience-store bills (credit and shop orders)
  ibonOrders: '/dashboard/ibon-orders/:pageNumber?',
  ibonOrder: '/dashboard/ibon-order/:orderId',
  // SPEC §2 free-credits[/{index}]: free-credit events to claim ({index} = an event to show first) and coupons
  freeCredits: '/dashboard/free-credits/:index?',
  // Where prepaid credit is held, and company receipts or invoices for purchases (SPEC §2; ADR 0010)
  trustFund: '/dashboard/trust_fund_query',
  chargeApplication: '/dashboard/charge_application/:type?',
  payfee: '/dashboard/payfee/:orderID',
  product: '/product/:slug/:amount?',
  payment: '/payment/:hash',
  inbox: '/dashboard/inbox',
  notifications: '/dashboard/notifications',
  // Safety payments (SPEC §1, §4 third-party payment; only with the safetyPayment flag; ADR 0037), shared by both roles:
  // the list, a bid's payments ({bidId}), one part ({pid}) and a paid part's receipt ({detail} = receipt)
  safetyPayments: '/dashboard/safety-payments/:bidId?/:pid?/:detail?',
  // The shop (SPEC §2; only with the shop and nshop flags, else every shop route goes home; docs/decisions/0038).
  // The pro's area: items by service and category, adding one, the item editor ({action} new or edit), the per-category
  // items and shop settings, and orders; the consumer's area: orders and favourites.
  proShop: '/dashboard/shop',
  proShopAdd: '/dashboard/shop/add',
  proShopProduct: '/dashboard/shop/product/:action/:serviceId/:categoryId/:shopItemId?',
  proShopCategory: '/dashboard/shop/category/:serviceCategoryId/:settings?/:action?',
  proShopOrders: '/dashboard/shop/orders',
  proShopOrder: '/dashboard/shop/order/:orderId',
  consumerShopOrders: '/dashboard/shop-consumer/orders',
  consumerShopOrder: '/dashboard/shop-consumer/order/:orderId',
  consumerShopFavorite: '/dashboard/shop-consumer/favorite',
  // Photo likes (SPEC §2 photo and photo/favorite; only with the `photo` flag, else they go home): the pro's photos
  // with their like counts, and the consumer's liked photos.
  proPhotos: '/dashboard/photo',
  consumerPhotoFavorite: '/dashboard/photo/favorite',
  // A company's application to take payments as a merchant (SPEC §7 payments; docs/decisions/0041), any signed-in user
  merchantApplication: '/dashboard/merchant-application',
  // A pro's business-loan enquiry through the lending partner (SPEC §6 flag businessLoan; home while it is off)
  businessLoan: '/dashboard/business-loan',
  // Certificates and identity verification, shared by both roles (SPEC §2 certification with optional {cert_id})
  certification: '/dashboard/certification/:cert_id?',
  // The back office (staff only; a 404 for everyone else): home, queues, tickets, moderation, data editors, audit
  opsHome: '/ops',
  opsQueue: '/ops/queues/:queue',
  opsTicket: '/ops/tickets/:id',
  opsVerifications: '/ops/verifications',
  opsUsers: '/ops/users',
  opsUser: '/ops/users/:id',
  opsPromotions: '/ops/promotions',
  opsPackages: '/ops/packages',
  // Payout instructions and batches of safety payments (finance; docs/decisions/0037)
  opsPayouts: '/ops/payouts',
  opsContent: '/ops/content',
  opsContentEdit: '/ops/content/:id',
  // Translation keys browsers reported missing (content staff)
  opsTranslations: '/ops/translations',
  opsCatalog: '/ops/catalog',
  opsCatalogEdit: '/ops/catalog/:id',
  opsAudit: '/ops/audit',
  opsStaff: '/ops/staff',
  // The user's messages to Sifu (contact form, appeals) with staff replies
  supportThreads: '/dashboard/support',
  // Pro onboarding and the list of the pro's services (SPEC §2 dashboard routes)
  onboarding: '/dashboard/onboarding',
  onboardingService: '/dashboard/onboarding/:serviceId',
  onboardingStep: '/dashboard/onboarding/:serviceId/:temp',
  services: '/dashboard/services',
  // The pro's quote templates (SPEC §3 quote template), used by the quote composer.
  quoteTemplates: '/dashboard/templates',
  // Auto-quote: weekly budget, stop-all, per-category settings and recent runs.
  autoQuote: '/dashboard/auto-quote',
  // The service-editing menu (SPEC §2 steps 0–19; {index} a step, {active} a sub-item) and the service's calendar
  serviceEditor: '/dashboard/services/:serviceId/:index?/:active?',
  profileEditor: '/dashboard/profiles/:serviceId/:index?/:active?',
  calendar: '/dashboard/calendar/:serviceId/:index?',
  // Public pages for crawlers and arriving consumers (SPEC §2 public routes)
  genreAll: '/genre/all',
  genre: '/genre/:genreName',
  genreCategory: '/genre/:genreName/:slug',
  category: '/category/:slug',
  form: '/form/:slug',
  // "Before you hire" (SPEC §2 info/all, info/{slug}): the information variants of category and genre pages; {slug} is a
  // category slug or a genre's info slug (shared/domain/hiring-guide.ts). Old article URLs here answer 301 to blog/{slug}.
  infoAll: '/info/all',
  info: '/info/:slug',
  // CMS articles (content_pages of kind 'info' and 'blog'): cost guides and hiring tips
  blogAll: '/blog',
  blog: '/blog/:slug',
  priceIndex: '/price',
  price: '/price/:slug',
  // How the cost guides are computed; a static segment, so it outranks price/:slug
  priceMethodology: '/price/methodology',
  proList: '/pro-list/:filter?',
  proSearch: '/pro-search',
  proSearchCategory: '/pro-search/:slug',
  nearMe: '/nearme/:slug/:city?/:district?',
  featuredPros: '/featured-pros',
  service: '/service/:serviceId',
  serviceSlug: '/service/:serviceId/:slug',
  // The public shop: the listing with search and filters, and a published item's page ({slug} from its name)
  shopList: '/shop',
  shopItem: '/shop/:itemId/:slug?',
  // Direct booking: the public reserve page and the appointments of both roles
  serviceReserve: '/service/:serviceId/reserve',
  appointments: '/dashboard/appointment',
  appointment: '/dashboard/appointment/:appointmentId',
  // Google-reserve (SPEC §2, only while the googleReserve flag is on): the landing page of Google's
  // Book button ({googleReserveId} is the item) and the pro's entities, items and bookings
  googleReserveBooking: '/service/:serviceId/reserve/:googleReserveId',
  googleReserve: '/dashboard/google-reserve',
  seo: '/seo',
  seoGenre: '/seo/:genreName',
  featureAll: '/feature/all',
  feature: '/feature/:slug',
  proLanding: '/pro',
  proSignup: '/pro-signup/:slug',
  contact: '/contact',
  download: '/download/:target?',
  reviewService: '/review/service/:serviceId/:hash',
  // The privacy policy (a CMS page of kind 'legal')
  privacyPolicy: '/privacy',
  // SPEC §2 external content pages on Sifu's own domain (shared/domain/site-pages.ts, ADR 0023): CMS pages of kind
  // 'site' ('legal' for the terms), each replaceable by a CONTENT_URL_* env link.
  customerCentre: '/customer-center',
  trustAndSafety: '/trust-and-safety',
  helpCentre: '/help',
  proCentre: '/pro-center',
  proCentreTopic: '/pro-center/:topic',
  about: '/about',
  partners: '/partners',
  press: '/press',
  careers: '/careers',
  terms: '/terms',
  // SPEC §2 partner landing pages: visitors from the ibon app, and pros invited from it
  ibonApp: '/ibon-app',
  ibonJoin: '/ibon-app/joinme',
  // SPEC §2 partner areas, each only while its flag is on (docs/decisions/0043): {action} is one of
  // shared/domain/partners.ts PARTNER_ACTIONS (fet's children); 55688life shows its landing for any other action.
  fet: '/fet/:action?',
  life55688: '/55688life/:action?',
  // SPEC §2 pro-newyear: seasonal pro recruitment with real demand figures
  proNewYear: '/pro-newyear',
  // SPEC §2 service/{action}/{serviceId}: deep links into a pro's service (shared/domain/service-actions.ts); one
  // static path per action, so they outrank service/{serviceId}/{slug}, and an unknown action stays a 404 there.
  serviceRequestLink: '/service/request/:serviceId',
  serviceReserveLink: '/service/reserve/:serviceId',
  serviceReviewsLink: '/service/reviews/:serviceId',
  serviceShareLink: '/service/share/:serviceId',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RouteParams = Record<string, string | number | undefined>;

/** Fills a pattern: optional params (":x?") may be omitted; the language prefix is added when given. */
export function buildPath(name: RouteName, params: RouteParams = {}, prefix?: Language | null): string {
  const pattern: string = ROUTE_PATHS[name];
  const filled =
    pattern
      .split('/')
      .map((seg) => {
        if (!seg.startsWith(':')) return seg;
        const optional = seg.endsWith('?');
        const key = seg.slice(1, optional ? -1 : undefined);
        const v = params[key];
        if (v === undefined || v === '') {
          if (optional) return null;
          throw new Error(`buildPath(${name}): missing ${key}`);
        }
        return encodeURIComponent(String(v));
      })
      .filter((s) => s !== null)
      .join('/') || '/';
  if (!prefix) return filled;
  return filled === '/' ? `/${prefix}/` : `/${prefix}${filled}`;
}

/** SPEC §2 role split: landing page after a role switch. */
export const ROLE_LANDING = { pro: '/dashboard/requests', consumer: '/dashboard/projects' } as const;
