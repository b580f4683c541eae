/**
 * What the API answers of an item (shared/schemas/shop.schema.ts): the whole item for its editor, its public page and
 * the operator's review, and the card of a list. One read of the item with its service and category, then its
 * plans, photos, areas, keywords, the category's service notice, feedback and likes.
 */
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { itemActionsFor, type ItemActor, type ItemStatus } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopItem, ShopItemCard, ShopServiceCategory } from '@shared/schemas/shop.schema';
import { publicOriginalUrl } from '@shared/domain/public-media';
import type { Queryable } from '../../lib/db';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { publicImageOf, type StoredVariants } from '../attachments/attachments.service';

interface ViewRow {
  id: number;
  status: ItemStatus;
  quote_service_id: number;
  service_slug: string;
  business_name: string;
  service_rating: string;
  review_count: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  service_category_id: number | null;
  name: string;
  description: string;
  service_type: ShopItem['service_type'];
  service_info: string;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  quantity: number | null;
  remaining_quantity: number | null;
  accepts_reservation: boolean;
  review_note: string | null;
  published_at: Date | null;
  created: Date;
  modified: Date;
  service_notice: string | null;
  score: string;
  feedback_count: number;
  like_count: number;
  liked: boolean | null;
}

/** Who is looking: the item's pro (with its actions and the operator's note), an operator, or anyone (`viewerId` for `liked`). */
export type Viewer = { as: 'pro' } | { as: 'operator' } | { as: 'public'; viewerId: number | null };

async function rowOf(q: Queryable, id: number, lng: Language, viewerId: number | null): Promise<ViewRow | undefined> {
  const en = lng === 'en-HK';
  const { rows } = await q.query<ViewRow>(
    `SELECT i.*, s.slug AS service_slug, ${en ? 's.business_name_en' : 's.business_name_zh'} AS business_name,
            s.rating AS service_rating, s.review_count, c.id AS category_id, c.slug AS category_slug,
            ${en ? 'c.name_en' : 'c.name_zh'} AS category_name, sc.id AS service_category_id, sc.service_notice,
            (SELECT coalesce(avg(f.score), 0) FROM shop_order_feedbacks f WHERE f.shop_item_id = i.id AND f.hidden_at IS NULL) AS score,
            (SELECT count(*)::int FROM shop_order_feedbacks f WHERE f.shop_item_id = i.id AND f.hidden_at IS NULL) AS feedback_count,
            (SELECT count(*)::int FROM shop_likes l WHERE l.shop_item_id = i.id) AS like_count,
            CASE WHEN $2::int IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM shop_likes l WHERE l.shop_item_id = i.id AND l.user_id = $2) END AS liked
       FROM shop_items i
       JOIN quote_services s ON s.quote_service_id = i.quote_service_id
       JOIN quote_categories c ON c.id = i.quote_category_id
       LEFT JOIN shop_service_categories sc ON sc.quote_service_id = i.quote_service_id AND sc.quote_category_id = i.quote_category_id
      WHERE i.id = $1`,
    [id, viewerId],
  );
  return rows[0];
}

interface PhotoViewRow {
  id: number;
  position: number;
  attachment_id: number;
  width: number | null;
  height: number | null;
  variants: StoredVariants | null;
}

/** The item's photos; a published item's are public and served from /media (ADR 0045), a draft's keep their check. */
async function photosOf(q: Queryable, id: number, published: boolean): Promise<ShopItem['photos']> {
  const { rows } = await q.query<PhotoViewRow>(
    `SELECT p.id, p.position, p.attachment_id, a.width, a.height, a.variants
       FROM shop_item_photos p JOIN attachments a ON a.id = p.attachment_id WHERE p.shop_item_id = $1 ORDER BY p.position`,
    [id],
  );
  return rows.map((p) => ({
    id: p.id,
    position: p.position,
    attachment_id: p.attachment_id,
    url: published ? publicOriginalUrl(p.attachment_id) : urlOf(attachmentsContract.download, { params: { id: p.attachment_id } }),
    image: publicImageOf(p, published ? 'media' : 'api'),
  }));
}

/** The item as `viewer` sees it, or undefined when it does not exist. */
export async function itemView(q: Queryable, id: number, lng: Language, viewer: Viewer): Promise<ShopItem | undefined> {
  const r = await rowOf(q, id, lng, viewer.as === 'public' ? viewer.viewerId : null);
  if (!r) return undefined;
  const en = lng === 'en-HK';
  // One query at a time: `q` may be a transaction's one connection.
  const plans = await q.query<ShopItem['plans'][number]>(
    'SELECT id, position, name, description, price, service_type FROM shop_item_plans WHERE shop_item_id = $1 ORDER BY position',
    [id],
  );
  const photos = await photosOf(q, id, r.status === 'published');
  const areas = await q.query<ShopItem['areas'][number]>(
    `SELECT d.id, d.slug, ${en ? 'd.name_en' : 'd.name_zh'} AS name FROM shop_item_areas a JOIN districts d ON d.id = a.district_id
      WHERE a.shop_item_id = $1 ORDER BY d.display_order, d.id`,
    [id],
  );
  const keywords = await q.query<{ name: string }>(
    'SELECT l.name FROM shop_item_keywords k JOIN shop_labels l ON l.id = k.label_id WHERE k.shop_item_id = $1 ORDER BY k.position',
    [id],
  );
  const actor: ItemActor | null = viewer.as === 'pro' ? 'pro' : viewer.as === 'operator' ? 'operator' : null;
  return {
    id: r.id,
    status: r.status,
    service: {
      quote_service_id: r.quote_service_id,
      slug: r.service_slug,
      business_name: r.business_name,
      rating: Number(r.service_rating),
      review_count: r.review_count,
    },
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    service_category_id: r.service_category_id,
    name: r.name,
    description: r.description,
    service_type: r.service_type,
    service_info: r.service_info,
    is_service_professional_travels_to_me: r.is_service_professional_travels_to_me,
    is_customer_travel_to_me: r.is_customer_travel_to_me,
    is_over_phone_or_internet: r.is_over_phone_or_internet,
    areas: areas.rows,
    plans: plans.rows,
    photos,
    quantity: r.quantity,
    remaining_quantity: r.remaining_quantity,
    sold_out: r.remaining_quantity === 0,
    keywords: keywords.rows.map((k) => k.name),
    accepts_reservation: r.accepts_reservation,
    service_notice: r.service_notice ?? '',
    rating: { score: Math.round(Number(r.score) * 100) / 100, count: r.feedback_count },
    like_count: r.like_count,
    liked: r.liked,
    review_note: viewer.as === 'public' ? null : r.review_note,
    actions: actor ? itemActionsFor(actor, r.status) : [],
    published_at: utcString(r.published_at),
    created: utcStringOf(r.created),
    modified: utcStringOf(r.modified),
  };
}

/** The items in order, each as `viewer` sees it. */
export async function itemViews(q: Queryable, ids: number[], lng: Language, viewer: Viewer): Promise<ShopItem[]> {
  const views: ShopItem[] = [];
  for (const id of ids) {
    const v = await itemView(q, id, lng, viewer);
    if (v) views.push(v);
  }
  return views;
}

/** The card of an item in a list. */
export function cardOf(v: ShopItem): ShopItemCard {
  const prices = v.plans.map((p) => p.price);
  return {
    id: v.id,
    status: v.status,
    service: v.service,
    category: v.category,
    service_category_id: v.service_category_id,
    name: v.name,
    service_type: v.service_type,
    quantity: v.quantity,
    remaining_quantity: v.remaining_quantity,
    sold_out: v.sold_out,
    rating: v.rating,
    from_price: prices.length ? Math.min(...prices) : null,
    photo: v.photos[0]?.image ?? null,
    like_count: v.like_count,
    liked: v.liked,
  };
}

/** A category's shop settings with the number of its items that are not deleted. */
export async function categoryView(q: Queryable, id: number, lng: Language): Promise<ShopServiceCategory | undefined> {
  const en = lng === 'en-HK';
  const { rows } = await q.query<ShopServiceCategory & { category_id: number; category_slug: string; category_name: string }>(
    `SELECT sc.id, sc.quote_service_id, sc.service_notice, c.id AS category_id, c.slug AS category_slug,
            ${en ? 'c.name_en' : 'c.name_zh'} AS category_name,
            (SELECT count(*)::int FROM shop_items i
              WHERE i.quote_service_id = sc.quote_service_id AND i.quote_category_id = sc.quote_category_id AND i.status <> 'deleted') AS item_count
       FROM shop_service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id WHERE sc.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    quote_service_id: r.quote_service_id,
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    service_notice: r.service_notice,
    item_count: r.item_count,
  };
}
