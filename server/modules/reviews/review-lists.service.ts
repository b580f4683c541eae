/**
 * The dashboard's review list (SPEC §2 work-list page Review): the consumer's posted reviews and the reviews the pro's
 * services received, each only the caller's own, 20 a page (a page past the end is empty).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { PAGE_SIZE } from '@shared/domain/limits';
import type { MyReview, ReceivedReview } from '@shared/schemas/reviews.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { Queryable } from '../../lib/db';
import * as catalog from '../catalog/catalog.service';
import { toItem } from './reviews.service';
import * as repo from './review-lists.repository';

const size = PAGE_SIZE.serviceFeedbacks;

function paged<T>(items: T[], rows: Array<{ total: number }>, page: number): Paged<T> {
  const total = rows[0]?.total ?? 0;
  return { items, page, page_size: size, total, total_pages: Math.max(1, Math.ceil(total / size)) };
}

/** GET /api/feedbacks/mine */
export async function listMyReviews(q: Queryable, userId: number, f: { page: number; lng: Language }): Promise<Paged<MyReview>> {
  const rows = await repo.listMine(q, userId, { sfx: catalog.sfxOf(f.lng), limit: size, offset: (f.page - 1) * size });
  return paged(
    rows.map((r) => ({ ...toItem(r), quote_bid_id: r.quote_bid_id })),
    rows,
    f.page,
  );
}

/** GET /api/feedbacks/received */
export async function listReceivedReviews(
  q: Queryable,
  userId: number,
  f: { page: number; lng: Language; unreplied: boolean },
): Promise<Paged<ReceivedReview>> {
  const rows = await repo.listReceived(q, userId, {
    sfx: catalog.sfxOf(f.lng),
    unreplied: f.unreplied,
    limit: size,
    offset: (f.page - 1) * size,
  });
  return paged(
    rows.map((r) => ({
      id: r.id,
      reviewer_name: r.reviewer_name,
      score: r.score,
      note: r.note,
      comment: r.comment,
      category: r.category,
      created: r.created,
      replied_on: r.replied_on,
      service: { quote_service_id: r.quote_service_id, business_name: r.business_name },
    })),
    rows,
    f.page,
  );
}
