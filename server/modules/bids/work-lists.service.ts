/**
 * Work lists of SPEC §2 "Other screens" beside leads and works: Review (the consumer's finished jobs waiting for their
 * review) and Case (a request as the pro who has a bid on it sees it, dashboard/requests/case/{requestId}).
 */
import { PAGE_SIZE } from '@shared/domain/limits';
import type { BidView } from '@shared/schemas/bids.schema';
import type { Paged } from '@shared/schemas/common.schema';
import type { Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { getBid, toBidView } from './bid-views.service';
import * as repo from './work-lists.repository';

/** GET /api/quote_bids/to_review: only the caller's own requests' jobs. */
export async function listToReview(q: Queryable, userId: number, page: number): Promise<Paged<BidView>> {
  const size = PAGE_SIZE.leads;
  const rows = await repo.listToReview(q, userId, size, (page - 1) * size);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    items: rows.map((r) => toBidView(r, userId)),
    page,
    page_size: size,
    total,
    total_pages: Math.max(1, Math.ceil(total / size)),
  };
}

/** GET /api/quote_bids/case/{requestId}: the caller's bid on the request with its answers; no bid of theirs is 404. */
export async function getCase(q: Queryable, userId: number, requestId: number): Promise<BidView> {
  const bidId = await repo.caseBidId(q, userId, requestId);
  if (!bidId) throw notFound();
  return getBid(q, userId, bidId);
}
