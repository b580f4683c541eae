/**
 * What pros and consumers type into the shop (SPEC §5 feedback up to 50 characters and three attachments, §8 codes
 * 801–854; docs/decisions/0038), checked the same way on both sides: the limits, the checks that answer a SPEC code,
 * and which code a field's problem answers when the wire schema refuses it.
 */
import { isWholeHkd } from './money';
import { SHOP_ERRORS, type ShopErrorCode } from './shop';

export const SHOP_LIMITS = {
  nameChars: 60,
  descriptionChars: 2000,
  serviceInfoChars: 1000,
  serviceNoticeChars: 2000,
  plans: { min: 1, max: 5 },
  planNameChars: 40,
  planDescriptionChars: 300,
  /** Whole HKD; the same bounds as a safety payment part, so a held order always fits one. */
  planPrice: { min: 50, max: 200_000 },
  photos: { min: 1, max: 10 },
  keywords: 10,
  keywordChars: 20,
  /** The stock a pro may set; null is unlimited. */
  quantity: { min: 1, max: 9999 },
  orderQuantity: { min: 1, max: 99 },
  orderNoteChars: 500,
  /** The 18 districts of Hong Kong. */
  areas: 18,
  score: { min: 1, max: 5 },
  feedbackChars: 50,
  feedbackPhotos: 3,
  commentChars: 50,
} as const;

/** What a plan's fixed price buys: the whole job, one unit (an air conditioner, a room), an hour, or a session. */
export const SERVICE_TYPES = ['per_job', 'per_unit', 'per_hour', 'per_session'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const isServiceType = (v: unknown): v is ServiceType => (SERVICE_TYPES as readonly unknown[]).includes(v);

/**
 * Characters as a person counts them and as PostgreSQL's char_length does: code points of the NFC form, so every CJK
 * character is one, also those outside the Basic Multilingual Plane (𠮷, which JavaScript's `length` counts as 2).
 */
export const charCount = (s: string): number => [...s.normalize('NFC')].length;

/** Control characters (NUL, line breaks, tabs) and line or paragraph separators: not in a one-line text. */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A one-line text: 'format' when it is not a string or holds control characters, 'too_long' over `max` characters. */
export function lineProblem(v: unknown, max: number, opts: { required?: boolean } = {}): 'format' | 'empty' | 'too_long' | null {
  if (typeof v !== 'string' || NOT_ONE_LINE.test(v)) return 'format';
  const n = charCount(v.trim());
  if (n === 0 && opts.required) return 'empty';
  return n > max ? 'too_long' : null;
}

/** Control characters other than line breaks and tabs (NUL among them). */
const CONTROL_IN_TEXT = /[^\P{Cc}\n\r\t]/u;

/** A multi-line text refused: not a string, NUL or another control character (line breaks and tabs are fine), empty when required, or over `max` characters. */
export function textProblem(v: unknown, max: number, required: boolean): boolean {
  if (typeof v !== 'string' || CONTROL_IN_TEXT.test(v)) return true;
  const n = charCount(v.trim());
  return (required && n === 0) || n > max;
}

/* -------------------------------------------------------------- feedback -------------------------------------------------------------- */

export const isScore = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= SHOP_LIMITS.score.min && v <= SHOP_LIMITS.score.max;

/**
 * The first SPEC §8 code a feedback answers: 851 a score that is not a whole 1–5, 852 a text that is not one line of
 * at most 50 characters (it may be empty), 853 more than three photos or one named twice.
 */
export function feedbackProblem(f: { score: unknown; feedback: unknown; attachments: readonly unknown[] }): ShopErrorCode | null {
  if (!isScore(f.score)) return SHOP_ERRORS.BAD_SCORE;
  if (lineProblem(f.feedback, SHOP_LIMITS.feedbackChars)) return SHOP_ERRORS.BAD_COMMENT;
  if (f.attachments.length > SHOP_LIMITS.feedbackPhotos || new Set(f.attachments).size !== f.attachments.length) {
    return SHOP_ERRORS.BAD_ATTACHMENTS;
  }
  return null;
}

/** The pro's public reply to a feedback (SPEC §3 order feedback `comment`): one line, 1–50 characters, else 852. */
export const commentProblem = (v: unknown): ShopErrorCode | null =>
  lineProblem(v, SHOP_LIMITS.commentChars, { required: true }) ? SHOP_ERRORS.BAD_COMMENT : null;

/* ---------------------------------------------------------------- items ---------------------------------------------------------------- */

export interface PlanDraft {
  name: string;
  description: string;
  price: number;
  service_type: string | null;
}

/** An item as the checks see it (after the photo operations were applied: `photo_count` is what it will show). */
export interface ItemDraft {
  name: string;
  description: string;
  service_type: string | null;
  service_info: string;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  district_ids: readonly number[];
  plans: readonly PlanDraft[];
  photo_count: number;
  quantity: number | null;
  remaining_quantity: number | null;
  keywords: readonly string[];
  accepts_reservation: boolean;
}

export interface ItemProblem {
  code: ShopErrorCode;
  /** The input field (with the plan's index for plan fields: `plans.1.price`). */
  field: string;
}

/** 812: a whole HKD price within SHOP_LIMITS.planPrice. */
export const planPriceProblem = (price: unknown): boolean =>
  !isWholeHkd(price) || price < SHOP_LIMITS.planPrice.min || price > SHOP_LIMITS.planPrice.max;

function planProblem(plans: readonly PlanDraft[], forReview: boolean): ItemProblem | null {
  if (plans.length > SHOP_LIMITS.plans.max || (forReview && plans.length < SHOP_LIMITS.plans.min)) {
    return { code: SHOP_ERRORS.PLAN, field: 'plans' };
  }
  for (const [i, p] of plans.entries()) {
    if (lineProblem(p.name, SHOP_LIMITS.planNameChars, { required: true }))
      return { code: SHOP_ERRORS.PLAN_NAME, field: `plans.${i}.name` };
    if (textProblem(p.description, SHOP_LIMITS.planDescriptionChars, false)) {
      return { code: SHOP_ERRORS.PLAN_DESCRIPTION, field: `plans.${i}.description` };
    }
    if (planPriceProblem(p.price)) return { code: SHOP_ERRORS.PLAN_PRICE, field: `plans.${i}.price` };
    if (!isServiceType(p.service_type)) return { code: SHOP_ERRORS.PLAN_SERVICE_TYPE, field: `plans.${i}.service_type` };
  }
  return null;
}

/** 823 the stock setting (null: unlimited, or a whole 1–9999); 824 what is left (null with it, else 0 to the stock). */
export function quantityProblem(quantity: unknown, remaining: unknown): ItemProblem | null {
  const whole = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
  const remainingProblem = { code: SHOP_ERRORS.REMAINING_QUANTITY, field: 'remaining_quantity' };
  if (quantity === null) return remaining === null ? null : remainingProblem;
  if (!whole(quantity, SHOP_LIMITS.quantity.min, SHOP_LIMITS.quantity.max))
    return { code: SHOP_ERRORS.QUANTITY_SETTING, field: 'quantity' };
  return whole(remaining, 0, quantity) ? null : remainingProblem;
}

/** A label as shown: NFKC (full-width letters and digits made plain), trimmed, single spaces. */
export const normalizeLabel = (s: string): string => s.normalize('NFKC').trim().replace(/\s+/g, ' ');
/** The key labels are matched and auto-completed by: the shown form in lower case. */
export const labelKey = (s: string): string => normalizeLabel(s).toLowerCase();

/** The keywords to store: normalized, empty ones dropped, each label once (the first spelling wins). */
export function uniqueKeywords(list: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const k of list.map(normalizeLabel)) if (k !== '' && !byKey.has(k.toLowerCase())) byKey.set(k.toLowerCase(), k);
  return [...byKey.values()];
}

/** 825: more than 10 labels, or one that is not a line of 1–20 characters (checked on the normalized list). */
export function keywordsProblem(list: readonly string[]): boolean {
  if (list.length > SHOP_LIMITS.keywords) return true;
  return list.some((k) => lineProblem(k, SHOP_LIMITS.keywordChars, { required: true }) !== null);
}

/**
 * The first problem of an item, as SPEC §8 numbers it. A draft may be incomplete (no description, plans or photos
 * yet) but never malformed; `forReview` (apply_review) also asks for everything a buyer needs. 826: slots are offered
 * only when the service has business hours to book.
 */
export function itemProblem(item: ItemDraft, ctx: { forReview: boolean; hasBusinessHours: boolean }): ItemProblem | null {
  const { forReview } = ctx;
  if (lineProblem(item.name, SHOP_LIMITS.nameChars, { required: true })) return { code: SHOP_ERRORS.NAME, field: 'name' };
  if (textProblem(item.description, SHOP_LIMITS.descriptionChars, forReview))
    return { code: SHOP_ERRORS.DESCRIPTION, field: 'description' };
  if (!item.is_service_professional_travels_to_me && !item.is_customer_travel_to_me && !item.is_over_phone_or_internet) {
    return { code: SHOP_ERRORS.TRAVEL_PREFERENCE, field: 'is_service_professional_travels_to_me' };
  }
  const areas = item.district_ids;
  if (
    areas.length > SHOP_LIMITS.areas ||
    new Set(areas).size !== areas.length ||
    (forReview && item.is_service_professional_travels_to_me && !areas.length)
  ) {
    return { code: SHOP_ERRORS.SERVICE_AREA, field: 'district_ids' };
  }
  if ((forReview || item.service_type !== null) && !isServiceType(item.service_type))
    return { code: SHOP_ERRORS.SERVICE_TYPE, field: 'service_type' };
  if (textProblem(item.service_info, SHOP_LIMITS.serviceInfoChars, false)) return { code: SHOP_ERRORS.SERVICE_INFO, field: 'service_info' };
  const plan = planProblem(item.plans, forReview);
  if (plan) return plan;
  if (item.photo_count > SHOP_LIMITS.photos.max || (forReview && item.photo_count < SHOP_LIMITS.photos.min)) {
    return { code: SHOP_ERRORS.PHOTO, field: 'photos' };
  }
  const stock = quantityProblem(item.quantity, item.remaining_quantity);
  if (stock) return stock;
  if (keywordsProblem(item.keywords)) return { code: SHOP_ERRORS.KEYWORDS, field: 'keywords' };
  if (item.accepts_reservation && !ctx.hasBusinessHours) return { code: SHOP_ERRORS.ACCEPT_RESERVATION, field: 'accepts_reservation' };
  return null;
}

/* ---------------------------------------------------------------- photos --------------------------------------------------------------- */

export const PHOTO_OPS = ['keep', 'add', 'remove'] as const;
export type PhotoOpName = (typeof PHOTO_OPS)[number];

/**
 * One entry of an item's photo list in an edit: keep or remove an existing photo (`photo_id`), or add one from an
 * upload (`attachment_id`) or from an image the pro already has at Sifu (`url`, such as a service photo), at
 * `position` (1…n over the photos kept and added).
 */
export interface PhotoOp {
  op: string;
  photo_id?: number;
  attachment_id?: number;
  url?: string;
  position?: number;
}

const ATTACHMENT_URL =
  /^(?:https?:\/\/[^/?#\s]+)?(?:\/api\/attachments\/([1-9]\d{0,9})(?:\?[^#\s]*)?|\/media\/([1-9]\d{0,9})(?:\/(?:thumb|display)\.(?:webp|jpg))?)$/;

/**
 * The attachment an image URL of ours names (`/api/attachments/{id}` or the public `/media/{id}…` of ADR 0045, with or
 * without host and size), or null.
 */
export function attachmentIdOfUrl(url: string): number | null {
  const m = ATTACHMENT_URL.exec(url.trim());
  const id = m ? Number(m[1] ?? m[2]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * The first problem of a photo edit against the item's `existing` photo ids: 815 an unknown operation, a keep or
 * remove of a photo the item does not have (or named twice, or an existing photo left out), an add naming neither or
 * both of an upload and a URL; 817 a URL that is not an image of ours; 816 positions that are not 1…n; 814 more than
 * 10 photos. Whether an upload is the pro's own image is the server's check (814).
 */
export function photoOpsProblem(ops: readonly PhotoOp[], existing: readonly number[]): ShopErrorCode | null {
  const named = new Set<number>();
  const positions: unknown[] = [];
  for (const o of ops) {
    if (!(PHOTO_OPS as readonly string[]).includes(o.op)) return SHOP_ERRORS.PHOTO_OPERATION;
    if (o.op === 'add') {
      if ((o.attachment_id === undefined) === (o.url === undefined)) return SHOP_ERRORS.PHOTO_OPERATION;
      if (o.url !== undefined && attachmentIdOfUrl(o.url) === null) return SHOP_ERRORS.PHOTO_URL;
    } else {
      if (o.photo_id === undefined || !existing.includes(o.photo_id) || named.has(o.photo_id)) return SHOP_ERRORS.PHOTO_OPERATION;
      named.add(o.photo_id);
    }
    if (o.op !== 'remove') positions.push(o.position);
  }
  if (named.size !== new Set(existing).size) return SHOP_ERRORS.PHOTO_OPERATION;
  const sorted = [...positions].sort((a, b) => Number(a) - Number(b));
  if (!sorted.every((p, i) => p === i + 1)) return SHOP_ERRORS.PHOTO_ORDER;
  return positions.length > SHOP_LIMITS.photos.max ? SHOP_ERRORS.PHOTO : null;
}

/* ------------------------------------------------------------- field codes ------------------------------------------------------------- */

/** The SPEC §8 code of each item input field, for a problem the wire schema finds (the first issue answers). */
export const ITEM_FIELD_CODES: Readonly<Record<string, ShopErrorCode>> = {
  name: SHOP_ERRORS.NAME,
  description: SHOP_ERRORS.DESCRIPTION,
  is_service_professional_travels_to_me: SHOP_ERRORS.TRAVEL_PREFERENCE,
  is_customer_travel_to_me: SHOP_ERRORS.TRAVEL_PREFERENCE,
  is_over_phone_or_internet: SHOP_ERRORS.TRAVEL_PREFERENCE,
  district_ids: SHOP_ERRORS.SERVICE_AREA,
  service_type: SHOP_ERRORS.SERVICE_TYPE,
  service_info: SHOP_ERRORS.SERVICE_INFO,
  plans: SHOP_ERRORS.PLAN,
  'plans.id': SHOP_ERRORS.PLAN,
  'plans.name': SHOP_ERRORS.PLAN_NAME,
  'plans.description': SHOP_ERRORS.PLAN_DESCRIPTION,
  'plans.price': SHOP_ERRORS.PLAN_PRICE,
  'plans.service_type': SHOP_ERRORS.PLAN_SERVICE_TYPE,
  photos: SHOP_ERRORS.PHOTO,
  'photos.attachment_id': SHOP_ERRORS.PHOTO,
  'photos.op': SHOP_ERRORS.PHOTO_OPERATION,
  'photos.photo_id': SHOP_ERRORS.PHOTO_OPERATION,
  'photos.position': SHOP_ERRORS.PHOTO_ORDER,
  'photos.url': SHOP_ERRORS.PHOTO_URL,
  quantity: SHOP_ERRORS.QUANTITY_SETTING,
  remaining_quantity: SHOP_ERRORS.REMAINING_QUANTITY,
  keywords: SHOP_ERRORS.KEYWORDS,
  accepts_reservation: SHOP_ERRORS.ACCEPT_RESERVATION,
};

/** Feedback (840, 851–854) and the pro's comment on it (840, 852, 854). */
export const FEEDBACK_FIELD_CODES: Readonly<Record<string, ShopErrorCode>> = {
  shop_order_id: SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING,
  nshop_order_feedback_id: SHOP_ERRORS.PRODUCT_OR_ORDER_MISSING,
  shop_item_id: SHOP_ERRORS.ORDER_ITEM_MISSING,
  score: SHOP_ERRORS.BAD_SCORE,
  feedback: SHOP_ERRORS.BAD_COMMENT,
  comment: SHOP_ERRORS.BAD_COMMENT,
  attachments: SHOP_ERRORS.BAD_ATTACHMENTS,
};

/**
 * The code of an issue at `path` (a zod issue's path): list indexes are dropped (`plans.1.price` → `plans.price`)
 * and the longest known prefix answers; null when no field of the table matches.
 */
export function codeForPath(table: Readonly<Record<string, ShopErrorCode>>, path: readonly PropertyKey[]): ShopErrorCode | null {
  const keys = path.filter((p): p is string => typeof p === 'string');
  for (let n = keys.length; n > 0; n--) {
    const code = table[keys.slice(0, n).join('.')];
    if (code !== undefined) return code;
  }
  return null;
}
