/**
 * Reviews (SPEC §3 feedback): a service's reviews 20 a page (SPEC §9), recent reviews for public pages, and the
 * hashed-link review (SPEC §2 review/service/{service_id}/{hash}) that a customer leaves without logging in.
 * Each service has a random review_hash (migration 0200); the link is /review/service/{id}/{hash}.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import type { ReviewItem, ReviewLink, ReviewPage, SubmitLinkReviewInput } from '@shared/schemas/reviews.schema';
import type { ReviewInput } from '@shared/schemas/bids.schema';
import type { Db, Queryable } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { forget, memo } from '../../lib/memo-cache';
import { toAttachment } from '../attachments/attachments.service';
import * as catalog from '../catalog/catalog.service';
import * as repo from './reviews.repository';
import { recomputeRating } from '../service-editor/service-records.service';

export function toItem(r: repo.ReviewRow): ReviewItem {
  return {
    id: r.id,
    reviewer_name: r.reviewer_name,
    score: r.score,
    note: r.note,
    tags: r.tags ?? [],
    reply: r.comment ?? '',
    created: r.created,
    category: r.category_slug ? { slug: r.category_slug, name: r.category_name ?? r.category_slug } : null,
    service: { quote_service_id: r.quote_service_id, slug: r.service_slug, business_name: r.business_name },
    // Review photos are public wherever they are shown: served from /media (ADR 0045).
    photos: (r.photos ?? []).map((a) => toAttachment(a, 'media')),
  };
}

/** A page of a public service's reviews with its rating summary; 404 for unknown services or pages. */
export function listServiceReviews(db: Db, q: { id: number; page: number; lng: Language }): Promise<ReviewPage> {
  return memo(db, `reviews:service:${q.id}:${q.lng}:${q.page}`, async () => {
    const summary = await repo.serviceRating(db, q.id);
    if (!summary) throw notFound();
    const size = PAGE_SIZE.serviceFeedbacks;
    const [rows, dist] = await Promise.all([
      repo.listForService(db, q.id, { sfx: catalog.sfxOf(q.lng), limit: size, offset: (q.page - 1) * size }),
      repo.distribution(db, q.id),
    ]);
    const total = dist.reduce((n, d) => n + d.count, 0);
    const totalPages = Math.max(1, Math.ceil(total / size));
    if (q.page > totalPages) throw notFound();
    return {
      items: rows.map(toItem),
      page: q.page,
      page_size: size,
      total,
      total_pages: totalPages,
      rating: Number(summary.rating),
      review_count: summary.review_count,
      distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: dist.find((d) => d.score === score)?.count ?? 0 })),
    };
  });
}

/** Recent written reviews, optionally of one category and of pros serving one district. */
export function listRecentReviews(
  db: Db,
  q: { lng: Language; category?: string; district?: string; min_score?: number; limit: number },
): Promise<ReviewItem[]> {
  return memo(db, `reviews:recent:${q.lng}:${q.category ?? ''}:${q.district ?? ''}:${q.min_score ?? ''}:${q.limit}`, async () => {
    const [category, district] = await Promise.all([
      q.category ? catalog.categoryBySlug(db, q.category, q.lng) : undefined,
      q.district ? catalog.districtBySlug(db, q.district, q.lng) : undefined,
    ]);
    const rows = await repo.recent(db, {
      categoryId: category?.id,
      districtId: district?.id,
      minScore: q.min_score,
      limit: q.limit,
      sfx: catalog.sfxOf(q.lng),
    });
    return rows.map(toItem);
  });
}

/** The service behind a review link, or a 404 when the id and hash do not match a public service. */
export async function getReviewLink(db: Db, q: { id: number; hash: string; lng: Language }): Promise<ReviewLink> {
  const row = await repo.serviceForLink(db, q.id, q.hash, catalog.sfxOf(q.lng));
  if (!row) throw notFound();
  return { ...row, rating: Number(row.rating) };
}

/** Stores a hashed-link review and recomputes the service rating and count, in one transaction. */
export async function submitLinkReview(
  db: Db,
  q: { id: number; hash: string; lng: Language; deviceId?: string },
  input: SubmitLinkReviewInput,
): Promise<{ id: number; rating: number; review_count: number }> {
  const target = await getReviewLink(db, q);
  const categoryId = target.categories.some((c) => c.id === input.quote_category_id) ? input.quote_category_id! : null;
  const result = await db.withTransaction(async (tx) => {
    const inserted = await repo.insertLinkReview(tx, {
      quote_service_id: q.id,
      reviewer_name: input.reviewer_name.trim(),
      score: input.score,
      note: input.note.trim(),
      quote_category_id: categoryId,
      language: q.lng,
      device_id: q.deviceId ?? null,
    });
    if (!inserted) throw conflict('review_already_submitted', 'review_already_submitted');
    const rating = await recomputeRating(tx, q.id);
    tx.afterCommit(() => forget(db, 'reviews:', 'pros:', 'catalog:'));
    return { id: inserted.id, rating: Number(rating.rating), review_count: rating.review_count };
  });
  return result;
}

/** Whether the hire behind a bid has been reviewed (a pro may ask for a review only before that). */
export function isBidReviewed(db: Queryable, bidId: number): Promise<boolean> {
  return repo.existsForBid(db, bidId);
}

/** How a reviewer is shown publicly: surname plus a mask (陳**), or "Tai Man C." in English. */
export function reviewerDisplayName(u: { username: string; first_name: string; last_name: string }): string {
  const last = u.last_name.trim();
  const first = u.first_name.trim();
  if (/[\u3400-\u9fff]/.test(last + first) && last) return `${last}**`;
  if (first && last) return `${first} ${last[0].toUpperCase()}.`;
  if (first || last) return first || last;
  return `${u.username.slice(0, 1)}***`;
}

/**
 * Stores a hiring consumer's review of a completed bid inside the bid action's transaction and recomputes the
 * service's rating; a second review of the bid is a 409 already_reviewed. Returns the review id.
 */
export async function addHireReview(
  tx: Queryable,
  r: {
    serviceId: number;
    bidId: number;
    userId: number;
    categoryId: number;
    input: ReviewInput;
    photos: repo.NewHireReview['attachments'];
  },
): Promise<number> {
  const user = await repo.reviewerUser(tx, r.userId);
  const reviewId = await repo
    .insertHireReview(tx, {
      serviceId: r.serviceId,
      bidId: r.bidId,
      userId: r.userId,
      reviewerName: reviewerDisplayName(user),
      categoryId: r.categoryId,
      score: r.input.score,
      note: r.input.note.trim(),
      isSatisfied: r.input.is_satisfied,
      tags: r.input.tags,
      attachments: r.photos,
      comment: '',
      language: user.language,
    })
    .catch((err: { code?: string }) => {
      if (err.code === '23505') throw conflict('already_reviewed', 'already_reviewed');
      throw err;
    });
  await recomputeRating(tx, r.serviceId);
  return reviewId;
}

/** The shareable review path of a service the user owns, or a 404. */
export async function reviewLinkPathFor(db: Db, serviceId: number, userId: number): Promise<string> {
  const hash = await repo.ownedReviewHash(db, serviceId, userId);
  if (!hash) throw notFound();
  return `/review/service/${serviceId}/${hash}`;
}

/** The pro's public reply on a review of their service (SPEC §3 feedback comment), in the caller's transaction. */
export const setReviewReply = repo.setReply;
