/** Read endpoints of reviews (see shared/api/data-client.ts). */
import type { Language } from '../../i18n/i18n-config';
import type { ReviewItem, ReviewLink, ReviewPage } from '../../schemas/reviews.schema';
import { lngQuery } from './catalog.reads';

export interface ReviewsReads {
  /** GET /api/services/:id/feedbacks?page= */
  serviceReviews: { params: { lng: Language; id: number; page: number }; result: ReviewPage };
  /** GET /api/feedbacks/recent?category=&district=&limit= */
  recentReviews: { params: { lng: Language; category?: string; district?: string; limit: number }; result: ReviewItem[] };
  /** GET /api/reviews/service/:id/:hash */
  reviewLink: { params: { lng: Language; id: number; hash: string }; result: ReviewLink };
}

export const reviewsReadPaths = {
  serviceReviews: (p: ReviewsReads['serviceReviews']['params']) => `/api/services/${p.id}/feedbacks${lngQuery(p.lng, { page: String(p.page) })}`,
  recentReviews: (p: ReviewsReads['recentReviews']['params']) =>
    `/api/feedbacks/recent${lngQuery(p.lng, { category: p.category, district: p.district, limit: String(p.limit) })}`,
  reviewLink: (p: ReviewsReads['reviewLink']['params']) => `/api/reviews/service/${p.id}/${encodeURIComponent(p.hash)}${lngQuery(p.lng)}`,
};
