/**
 * The parts of a service edited one row at a time (SPEC §3, §7): FAQ (add, edit, delete, reorder), pause events,
 * external review links, and the pro's replies to reviews. A row of another service is a 404.
 */
import type { z } from 'zod';
import type { Language } from '@shared/i18n/i18n-config';
import {
  MAX_EXTERNAL_REVIEW_LINKS,
  MAX_FAQS,
  MAX_PAUSE_EVENTS,
  type externalReviewLinkInputSchema,
  type faqInputSchema,
  type ownerReviewPageSchema,
  type ownerReviewSchema,
  type PauseEvent,
  type pauseEventInputSchema,
} from '@shared/schemas/service-editor.schema';
import type { Db, Queryable } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { port } from '../../lib/port';
import { limitReached } from './service-editor.errors';
import { editService, forgetPublic, owned, writable } from './service-editor.service';
import * as parts from './service-parts.repository';
import { sfxOf, toPauseEvent } from './service-views';

/** Writes the pro's reply on a review of the service: reviews owns the table and builds on this module (compose.ts). */
export const reviewReply =
  port<(q: Queryable, serviceId: number, reviewId: number, comment: string) => Promise<boolean>>('service-editor: review reply');

type Faq = z.output<typeof faqInputSchema>;
type Pause = z.output<typeof pauseEventInputSchema>;
type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const OWNER_REVIEWS_PAGE_SIZE = 20;

const faqValues = (f: Faq): parts.FaqValues => ({
  question_zh: f.question_zh,
  question_en: f.question_en,
  answer_zh: f.answer_zh.trim(),
  answer_en: f.answer_en.trim(),
});

/** POST /services/{id}/faqs/add: at most MAX_FAQS per service. */
export function addFaq(db: Db, userId: number, id: number, input: Faq) {
  return editService(db, userId, id, async (tx) => {
    if ((await parts.countFaqs(tx, id)) >= MAX_FAQS) throw limitReached('too_many_faqs', MAX_FAQS, 'question_zh');
    await parts.insertFaq(tx, id, faqValues(input));
  });
}

/** POST /services/{id}/faqs/edit/{faqId} */
export function editFaq(db: Db, userId: number, ids: { id: number; faqId: number }, input: Faq) {
  return editService(db, userId, ids.id, async (tx) => {
    if (!(await parts.updateFaq(tx, ids.id, ids.faqId, faqValues(input)))) throw notFound();
  });
}

/** POST /services/{id}/faqs/delete/{faqId} */
export function deleteFaq(db: Db, userId: number, ids: { id: number; faqId: number }) {
  return editService(db, userId, ids.id, async (tx) => {
    if (!(await parts.deleteFaq(tx, ids.id, ids.faqId))) throw notFound();
  });
}

/** POST /services/{id}/faqs/reorder: `ids` must be exactly the service's FAQ ids, each once (else 400). */
export function reorderFaqs(db: Db, userId: number, id: number, ids: number[]) {
  return editService(db, userId, id, async (tx) => {
    const current = (await parts.listFaqs(tx, id)).map((f) => f.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((x) => current.includes(x));
    if (!same) throw badRequest('validation', { ids: 'invalid' });
    await parts.reorderFaqs(tx, id, ids);
  });
}

/** GET /services/{id}/pause_events: current and future first, then the last 90 days. */
export async function listPauseEvents(db: Db, userId: number, id: number): Promise<PauseEvent[]> {
  await owned(db, userId, id);
  return (await parts.listPauses(db, id)).map(toPauseEvent);
}

const pauseValues = (p: Pause): parts.PauseValues => ({
  begin_time: p.begin_time,
  end_time: p.end_time,
  title: p.title,
  description: p.description.trim(),
});

/** At most MAX_PAUSE_EVENTS pauses that have not ended (overlapping pauses are allowed). */
async function checkFutureLimit(tx: Queryable, id: number, p: Pause, exceptId = 0) {
  const endsInFuture = new Date(`${p.end_time.replace(' ', 'T')}Z`).getTime() > Date.now();
  if (endsInFuture && (await parts.countFuturePauses(tx, id, exceptId)) >= MAX_PAUSE_EVENTS)
    throw limitReached('too_many_pause_events', MAX_PAUSE_EVENTS, 'begin_time');
}

/** POST /services/{id}/pause_events/add: no new matches while it covers now; the profile shows until when. */
export async function addPauseEvent(db: Db, userId: number, id: number, input: Pause): Promise<PauseEvent> {
  const row = await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    await writable(tx, userId, id);
    await checkFutureLimit(tx, id, input);
    return parts.insertPause(tx, id, pauseValues(input));
  });
  return toPauseEvent(row);
}

/** POST /services/{id}/pause_events/edit/{eventId} */
export async function editPauseEvent(db: Db, userId: number, ids: { id: number; eventId: number }, input: Pause): Promise<PauseEvent> {
  const row = await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    await writable(tx, userId, ids.id);
    await checkFutureLimit(tx, ids.id, input, ids.eventId);
    const updated = await parts.updatePause(tx, ids.id, ids.eventId, pauseValues(input));
    if (!updated) throw notFound();
    return updated;
  });
  return toPauseEvent(row);
}

/** POST /services/{id}/pause_events/delete/{eventId} */
export async function deletePauseEvent(db: Db, userId: number, ids: { id: number; eventId: number }): Promise<{ deleted: true }> {
  await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    await writable(tx, userId, ids.id);
    if (!(await parts.deletePause(tx, ids.id, ids.eventId))) throw notFound();
  });
  return { deleted: true };
}

/** POST /services/{id}/external_reviews/add: http(s) links only (schema), at most MAX_EXTERNAL_REVIEW_LINKS. */
export async function addExternalReview(db: Db, userId: number, id: number, input: z.output<typeof externalReviewLinkInputSchema>) {
  const link = await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    await writable(tx, userId, id);
    if ((await parts.countLinks(tx, id)) >= MAX_EXTERNAL_REVIEW_LINKS)
      throw limitReached('too_many_review_links', MAX_EXTERNAL_REVIEW_LINKS, 'url');
    return parts.insertLink(tx, id, input);
  });
  return link;
}

/** POST /services/{id}/external_reviews/delete/{linkId} */
export async function deleteExternalReview(db: Db, userId: number, ids: { id: number; linkId: number }): Promise<{ deleted: true }> {
  await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    await writable(tx, userId, ids.id);
    if (!(await parts.deleteLink(tx, ids.id, ids.linkId))) throw notFound();
  });
  return { deleted: true };
}

const toOwnerReview = (r: Omit<parts.OwnerReviewRow, 'total'>): OwnerReview => ({
  id: r.id,
  reviewer_name: r.reviewer_name,
  score: r.score,
  note: r.note,
  comment: r.comment,
  category: r.category,
  created: r.created,
  replied_on: r.replied_on,
});

/** GET /services/{id}/my_reviews: newest first, 20 a page; a page past the end is empty. */
export async function listOwnerReviews(
  db: Db,
  userId: number,
  id: number,
  q: { page: number; lng: Language },
): Promise<z.infer<typeof ownerReviewPageSchema>> {
  await owned(db, userId, id);
  const size = OWNER_REVIEWS_PAGE_SIZE;
  const rows = await parts.listReviews(db, id, { sfx: sfxOf(q.lng), limit: size, offset: (q.page - 1) * size });
  const total = rows[0]?.total ?? (q.page > 1 ? await parts.countReviews(db, id) : 0);
  return { items: rows.map(toOwnerReview), page: q.page, page_size: size, total, total_pages: Math.max(1, Math.ceil(total / size)) };
}

/** POST /services/{id}/reviews/reply/{reviewId}: the public reply (reviews.comment); empty removes it. */
export async function replyToReview(
  db: Db,
  userId: number,
  ids: { id: number; reviewId: number },
  input: { comment: string },
  lng: Language,
): Promise<OwnerReview> {
  const row = await db.withTransaction(async (tx) => {
    await writable(tx, userId, ids.id);
    if (!(await reviewReply.call(tx, ids.id, ids.reviewId, input.comment.trim()))) return undefined;
    tx.afterCommit(() => forgetPublic(db));
    return parts.findReview(tx, ids.id, ids.reviewId, sfxOf(lng));
  });
  if (!row) throw notFound();
  return toOwnerReview(row);
}
