/**
 * An item's content as the pro sends it (create and edit): the SPEC §8 checks the wire schema cannot make (photo
 * operations and uploads, districts, plan ids, business hours: 806, 809, 814–817, 826), the fields an edit changed,
 * and writing plans, photos, areas and keywords. Every check runs before anything is written.
 */
import { SHOP_ERRORS, type ItemStatus } from '@shared/domain/shop';
import { attachmentIdOfUrl, itemProblem, photoOpsProblem, type ItemDraft } from '@shared/domain/shop-rules';
import type { ShopItemInput } from '@shared/schemas/shop.schema';
import type { Queryable } from '../../lib/db';
import { attachmentsByIds, linkAttachments, ownedAttachmentIds, unlinkAttachment } from '../attachments/attachments.service';
import { shopError } from './shop.errors';
import * as repo from './shop-items.repository';

/** What the photo list does: the existing photos removed, those kept at a new position, the attachments added. */
export interface PhotoPlan {
  remove: repo.PhotoRow[];
  keep: Array<{ id: number; position: number }>;
  add: Array<{ attachment_id: number; position: number }>;
}

/** The pro's own processed images (with their thumb and display sizes) among `ids`. */
async function ownProcessedImages(q: Queryable, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const owned = await ownedAttachmentIds(q, userId, ids);
  const files = await attachmentsByIds(q, [...owned]);
  return new Set([...files.values()].filter((f) => f.mime !== 'application/pdf' && f.variants).map((f) => f.id));
}

/** 814–817: the photo operations against the item's photos, each upload or URL the pro's own processed image. */
async function photoPlan(q: Queryable, userId: number, ops: ShopItemInput['photos'], existing: repo.PhotoRow[]): Promise<PhotoPlan> {
  const code = photoOpsProblem(
    ops,
    existing.map((p) => p.id),
  );
  if (code) throw shopError(code, 'photos');
  const added = ops.flatMap((o) =>
    o.op === 'add'
      ? [{ attachment_id: o.attachment_id ?? attachmentIdOfUrl(o.url!)!, fromUrl: o.url !== undefined, position: o.position! }]
      : [],
  );
  const images = await ownProcessedImages(
    q,
    userId,
    added.map((a) => a.attachment_id),
  );
  const foreign = added.find((a) => !images.has(a.attachment_id));
  if (foreign) throw shopError(foreign.fromUrl ? SHOP_ERRORS.PHOTO_URL : SHOP_ERRORS.PHOTO, 'photos');
  const byId = new Map(existing.map((p) => [p.id, p]));
  const keep = ops.flatMap((o) => (o.op === 'keep' ? [{ id: o.photo_id!, position: o.position! }] : []));
  const shown = [...keep.map((k) => byId.get(k.id)!.attachment_id), ...added.map((a) => a.attachment_id)];
  if (new Set(shown).size !== shown.length) throw shopError(SHOP_ERRORS.PHOTO_OPERATION, 'photos');
  const remove = ops.flatMap((o) => (o.op === 'remove' ? [byId.get(o.photo_id!)!] : []));
  return { remove, keep, add: added.map(({ attachment_id, position }) => ({ attachment_id, position })) };
}

/** The item as the rules check it. */
export function draftOf(input: Omit<ItemDraft, 'photo_count'>, photoCount: number): ItemDraft {
  return { ...input, photo_count: photoCount };
}

export interface Checked {
  photos: PhotoPlan;
}

/**
 * Checks what the pro sent against the rules of a draft and the item's stored `plans` and `photos` (none for a new
 * item): the first problem is thrown as its SPEC §8 code.
 */
export async function checkContent(
  q: Queryable,
  userId: number,
  input: ShopItemInput,
  stored: { plans: repo.PlanRow[]; photos: repo.PhotoRow[]; hasHours: boolean },
): Promise<Checked> {
  const photos = await photoPlan(q, userId, input.photos, stored.photos);
  const problem = itemProblem(draftOf(input, photos.keep.length + photos.add.length), {
    forReview: false,
    hasBusinessHours: stored.hasHours,
  });
  if (problem) throw shopError(problem.code, problem.field);
  const districts = [...new Set(input.district_ids)];
  if ((await repo.knownDistricts(q, districts)) !== districts.length) throw shopError(SHOP_ERRORS.SERVICE_AREA, 'district_ids');
  const planIds = new Set(stored.plans.map((p) => p.id));
  const ids = input.plans.flatMap((p) => (p.id ? [p.id] : []));
  if (ids.some((id) => !planIds.has(id)) || new Set(ids).size !== ids.length) throw shopError(SHOP_ERRORS.PLAN, 'plans');
  return { photos };
}

/** Writes plans, photos (linked as kind shop_item), areas and keywords of a checked item. */
export async function writeParts(q: Queryable, itemId: number, input: ShopItemInput, checked: Checked): Promise<void> {
  const { remove, keep, add } = checked.photos;
  await repo.replacePlans(q, itemId, input.plans);
  await repo.removePhotos(
    q,
    itemId,
    remove.map((p) => p.id),
  );
  for (const p of remove) await unlinkAttachment(q, p.attachment_id, 'shop_item', itemId);
  for (const k of keep) await repo.movePhoto(q, itemId, k.id, k.position);
  for (const a of add) await repo.addPhoto(q, itemId, a.attachment_id, a.position);
  if (add.length)
    await linkAttachments(
      q,
      add.map((a) => a.attachment_id),
      'shop_item',
      itemId,
    );
  await repo.replaceAreas(q, itemId, [...new Set(input.district_ids)]);
  await repo.replaceKeywords(q, itemId, input.keywords);
}

/** The input fields an edit changes compared with what is stored (shop.ts editTarget decides the status from them). */
export async function changedFields(q: Queryable, item: repo.ShopItemRow, input: ShopItemInput, checked: Checked): Promise<string[]> {
  const changed: string[] = [];
  const scalar = [
    'name',
    'description',
    'service_type',
    'service_info',
    'is_service_professional_travels_to_me',
    'is_customer_travel_to_me',
    'is_over_phone_or_internet',
    'quantity',
    'remaining_quantity',
    'accepts_reservation',
  ] as const;
  for (const k of scalar) if (input[k] !== item[k]) changed.push(k);
  // One query at a time: `q` may be the transaction's one connection.
  const plans = await repo.plansOf(q, item.id);
  const areas = await repo.areasOf(q, item.id);
  const keywords = await repo.keywordsOf(q, item.id);
  const planKey = (p: { id?: number; name: string; description: string; price: number; service_type: string }) =>
    JSON.stringify([p.id ?? null, p.name, p.description, p.price, p.service_type]);
  if (plans.map(planKey).join() !== input.plans.map(planKey).join()) changed.push('plans');
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join();
  if (sorted(areas) !== sorted(input.district_ids)) changed.push('district_ids');
  if (keywords.join('\n') !== input.keywords.join('\n')) changed.push('keywords');
  const { remove, keep, add } = checked.photos;
  const current = new Map((await repo.photosOf(q, item.id)).map((p) => [p.id, p.position]));
  if (remove.length || add.length || keep.some((k) => current.get(k.id) !== k.position)) changed.push('photos');
  return changed;
}

/** The statuses an item may be edited from into `to`: its own status when only the stock changed. */
export const editFrom = (current: ItemStatus, to: ItemStatus, contentFrom: readonly ItemStatus[]): readonly ItemStatus[] =>
  to === current ? [current] : contentFrom;
