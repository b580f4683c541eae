/** Query keys and options of reviews: a service's reviews, recent reviews, a review link. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { reviewsContract } from '@shared/api/reviews.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';

const STALE = 5 * 60_000;

export const reviewKeys = {
  all: ['reviews'] as const,
  service: (lng: Language, id: number, page: number) => [...reviewKeys.all, 'service', lng, id, page] as const,
  recent: (lng: Language, category?: string, district?: string, limit = 6, minScore?: number) =>
    [...reviewKeys.all, 'recent', lng, category ?? '', district ?? '', limit, minScore ?? 0] as const,
  link: (lng: Language, id: number, hash: string) => [...reviewKeys.all, 'link', lng, id, hash] as const,
};

export const serviceReviewsQuery = (data: DataClient, lng: Language, id: number, page: number) =>
  queryOptions({
    queryKey: reviewKeys.service(lng, id, page),
    queryFn: () => data.read(reviewsContract.serviceReviews, { params: { id }, query: { lng, page } }),
    staleTime: STALE,
  });
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
  queryOptions({
    queryKey: reviewKeys.recent(lng, p.category, p.district, p.limit ?? 6, p.minScore),
    queryFn: () =>
      data.read(reviewsContract.recent, {
        query: { lng, category: p.category, district: p.district, min_score: p.minScore, limit: p.limit ?? 6 },
      }),
    staleTime: STALE,
  });
export const reviewLinkQuery = (data: DataClient, lng: Language, id: number, hash: string) =>
  queryOptions({
    queryKey: reviewKeys.link(lng, id, hash),
    queryFn: () => data.read(reviewsContract.link, { params: { id, hash }, query: { lng } }),
    staleTime: 0,
  });

function useLng(): Language {
  return useTranslation().i18n.language as Language;
}

export function useServiceReviews(id: number, page: number) {
  return useSuspenseQuery(serviceReviewsQuery(useDataClient(), useLng(), id, page));
}
export function useRecentReviews(p: RecentReviewsFilter = {}) {
  return useSuspenseQuery(recentReviewsQuery(useDataClient(), useLng(), p));
}
export function useReviewLink(id: number, hash: string) {
  return useSuspenseQuery(reviewLinkQuery(useDataClient(), useLng(), id, hash));
}
