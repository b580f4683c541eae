/**
 * The service row's figures and marks that follow other modules' work (quote_services is written only by the service
 * editor module): hires, the verified flag from certificates, the rating from reviews, the logo and the last change.
 */
import * as repo from './service-records.repository';

/** A hire of the service is counted (1) or taken back (-1); the service's last change is now (a bid's hire or undo). */
export const addHiredCount = repo.addHiredCountTouched;
/** A booking's hire is counted (1) or taken back (-1) without touching the service's last change. */
export const addBookedHireCount = repo.addHiredCount;
/** is_verified follows the approved certificates: true while at least one is approved. */
export const syncVerified = repo.syncVerified;
/** Recomputes the service's rating and review count from all its reviews. */
export const recomputeRating = repo.recomputeRating;
/** The service's logo (an attachment and its URL), or none. */
export const setServiceLogo = repo.setLogo;
/** The public profile changed (sitemap lastmod). */
export const touchService = repo.touchService;
/** Stores a service category's auto-quote settings (service_categories). */
export const setAutoQuoteSettings = repo.updateAutoQuote;
