/** Query options of reviews: a service's reviews, recent reviews, a review link. */
import type { DataClient } from '@shared/api/data-client';
import { reviewsContract } from '@shared/api/reviews.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const serviceReviewsQuery = (data: DataClient, lng: Language, id: number, page: number) =>
  readQuery(data, reviewsContract.serviceReviews, { params: { id }, query: { lng, page } }, fresh);
/** Which recent reviews: of a category (and district), at least `minScore` stars, `limit` of them. */
export interface RecentReviewsFilter {
  category?: string;
  district?: string;
  minScore?: number;
  limit?: number;
}

/** The home page's testimonials: six distinct, recent reviews of four stars or more. */
export const HOME_REVIEWS: RecentReviewsFilter = { minScore: 4, limit: 6 };

export const recentReviewsQuery = (data: DataClient, lng: Language, p: RecentReviewsFilter = {}) =>
  readQuery(
    data,
    reviewsContract.recent,
    { query: { lng, category: p.category, district: p.district, min_score: p.minScore, limit: p.limit ?? 6 } },
    fresh,
  );
export const reviewLinkQuery = (data: DataClient, lng: Language, id: number, hash: string) =>
  readQuery(data, reviewsContract.link, { params: { id, hash }, query: { lng } }, { staleTime: 0 });

/** The dashboard's review list: what the consumer posted, and what the pro's services received (`unreplied` only). */
export const myReviewsQuery = (data: DataClient, lng: Language, page: number) =>
  readQuery(data, reviewsContract.mine, { query: { lng, page } }, { staleTime: 10_000 });
export const receivedReviewsQuery = (data: DataClient, lng: Language, page: number, unreplied: boolean) =>
  readQuery(data, reviewsContract.received, { query: { lng, page, unreplied: unreplied || undefined } }, { staleTime: 10_000 });
