/**
 * The pro's own services (SPEC §2 onboarding and service-editing menu, §3 quote service, §4 service transitions):
 * create, edit step by step, publish (profile_ready), hide, archive. Someone else's service is a 404; an archived
 * one is read-only (409 service_archived). Writes drop the cached public pages of pros.
 */
import type { z } from 'zod';
import type { Language } from '@shared/i18n/i18n-config';
import {
  MAX_ACTIVE_SERVICES,
  type basicInputSchema,
  type categoriesInputSchema,
  type categorySettingsInputSchema,
  type createServiceSchema,
  type descriptionInputSchema,
  type EditableService,
  type hoursInputSchema,
  type travelInputSchema,
} from '@shared/schemas/service-editor.schema';
import type { Db, Queryable, Tx } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { port } from '../../lib/port';
import { checkVerifiedPhone } from '../verification/verification.service';
import { categoryQualificationNeeded, unqualifiedCategories } from '../qualification/category-qualification.service';
import { missingOf } from './completeness';
import { limitReached, phoneVerificationNeeded, profileIncomplete, serviceArchived } from './service-editor.errors';
import * as repo from './service-editor.repository';
import { readEditable, readMine } from './service-views';

/** Sets the pro's users.onboard_state: accounts owns users and builds on this module, so compose.ts plugs it in. */
export const accountOnboardState = port<(q: Queryable, userId: number, state: number) => Promise<void>>('service-editor: onboard state');

type BasicInput = z.output<typeof basicInputSchema>;
type CreateInput = z.output<typeof createServiceSchema>;
type TravelInput = z.output<typeof travelInputSchema>;
type HoursInput = z.output<typeof hoursInputSchema>;

/** The public profile, lists and catalogue counts are cached (memo-cache); a write drops them. */
export function forgetPublic(db: Db): void {
  forget(db, 'pros:', 'catalog:', 'reviews:');
}

/** The caller's service, or 404. */
export async function owned(q: Queryable, userId: number, id: number): Promise<repo.ServiceRow> {
  const s = await repo.findOwned(q, userId, id);
  if (!s) throw notFound();
  return s;
}

/** The caller's service locked for a write: 404 when not theirs, 409 when archived. */
export async function writable(tx: Queryable, userId: number, id: number): Promise<repo.ServiceRow> {
  const s = await repo.findOwned(tx, userId, id, true);
  if (!s) throw notFound();
  if (s.is_archived) throw serviceArchived();
  return s;
}

/** Runs `change` on the locked service and answers the editable service after it. */
export async function editService(
  db: Db,
  userId: number,
  id: number,
  change: (tx: Tx, s: repo.ServiceRow) => Promise<void>,
): Promise<EditableService> {
  return db.withTransaction(async (tx) => {
    const s = await writable(tx, userId, id);
    await change(tx, s);
    tx.afterCommit(() => forgetPublic(db));
    return readEditable(tx, userId, id);
  });
}

/** GET /services/{id}/edit (archived services too). */
export function getService(db: Db, userId: number, id: number): Promise<EditableService> {
  return readEditable(db, userId, id);
}

/** GET /services/mine */
export function listMyServices(db: Db, userId: number, lng: Language) {
  return readMine(db, userId, lng);
}

/** `Plumbing Pro Ltd.` → `plumbing-pro-ltd`; empty when the name has no Latin letters or digits. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A slug no other service has: from the English name, else `pro-<id>`; `-<id>` is added when taken. */
async function assignSlug(tx: Queryable, id: number, nameEn: string): Promise<void> {
  await repo.lockSlugs(tx);
  const base = slugOf(nameEn) || `pro-${id}`;
  let slug = base;
  for (let n = 1; await repo.slugTaken(tx, slug, id); n += 1) slug = n === 1 ? `${base}-${id}` : `${base}-${id}-${n}`;
  await repo.setSlug(tx, id, slug);
}

/** The contact phone, normalised (SPEC §5), if the user verified it by OTP; else 422 phone_verification_needed. */
async function verifiedPhone(q: Queryable, userId: number, raw: string): Promise<string> {
  const { phone, verified } = await checkVerifiedPhone(q, userId, raw);
  if (!phone) throw badRequest('validation', { phone: 'invalid_phone' });
  if (!verified) throw phoneVerificationNeeded(phone);
  return phone;
}

async function basicValues(q: Queryable, userId: number, input: BasicInput): Promise<repo.BasicValues> {
  const orNull = (n: number | '' | undefined) => (n === '' || n === undefined ? null : n);
  return {
    business_name_zh: input.business_name_zh,
    // The public profile shows the business name in the viewer's language: without an English name, the Chinese one.
    business_name_en: input.business_name_en || input.business_name_zh,
    phone: await verifiedPhone(q, userId, input.phone),
    year_founded: orNull(input.year_founded),
    employees: orNull(input.employees),
    website: input.website || null,
  };
}

/** Every id must be an existing, active category. */
async function checkCategories(q: Queryable, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const active = await repo.activeCategoryIds(q, unique);
  if (active.length !== unique.length) throw badRequest('validation', { category_ids: 'invalid' });
  return unique;
}

/**
 * Categories added to an existing service must be ones it holds the licence for (SPEC §8 251: 422 naming the first
 * missing licence); categories it already has stay, so a withdrawn licence stops leads without losing settings.
 */
async function checkAddedQualified(tx: Queryable, serviceId: number, categoryIds: number[]): Promise<void> {
  const current = new Set((await repo.listCategories(tx, serviceId)).map((c) => c.id));
  const [missing] = await unqualifiedCategories(
    tx,
    serviceId,
    categoryIds.filter((c) => !current.has(c)),
  );
  if (missing) throw categoryQualificationNeeded(missing.quote_category_id, missing.required_licence_type);
}

/**
 * POST /services/add: onboarding Basic creates the service (step 1, public, not yet ready). A regulated category
 * may be chosen here: certificates belong to a service, so a new pro can only upload the licence once the service
 * exists; until it is approved the service is not matched to, and cannot quote, that category's requests.
 */
export async function createService(db: Db, userId: number, input: CreateInput): Promise<EditableService> {
  const values = await basicValues(db, userId, input);
  const view = await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    const categoryIds = await checkCategories(tx, input.category_ids);
    await repo.lockUser(tx, userId);
    if ((await repo.countActive(tx, userId)) >= MAX_ACTIVE_SERVICES) throw limitReached('too_many_services', MAX_ACTIVE_SERVICES);
    const id = await repo.insertService(tx, userId, values, `new-${userId}-${Date.now()}`);
    await assignSlug(tx, id, input.business_name_en);
    await repo.replaceCategories(tx, id, categoryIds);
    return readEditable(tx, userId, id);
  });
  return view;
}

/** POST /services/{id}/basic */
export function updateBasic(db: Db, userId: number, id: number, input: BasicInput): Promise<EditableService> {
  return editService(db, userId, id, async (tx, s) => {
    await repo.updateBasic(tx, id, await basicValues(tx, userId, input));
    // A `pro-<id>` slug gets a readable one once there is an English name.
    if (s.slug === `pro-${id}` && slugOf(input.business_name_en)) await assignSlug(tx, id, input.business_name_en);
  });
}

/** POST /services/{id}/travel: the base district must exist. */
export function updateTravel(db: Db, userId: number, id: number, input: TravelInput): Promise<EditableService> {
  return editService(db, userId, id, async (tx) => {
    const base = input.base_district_id === '' || input.base_district_id === undefined ? null : input.base_district_id;
    if (base !== null && !(await repo.existingDistrictIds(tx, [base])).length)
      throw badRequest('validation', { base_district_id: 'invalid_district' });
    await repo.updateTravel(tx, id, { ...input, base_district_id: base });
  });
}

/** POST /services/{id}/categories: replaces the set; kept categories keep their settings. */
export function updateCategories(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof categoriesInputSchema>,
): Promise<EditableService> {
  return editService(db, userId, id, async (tx) => {
    const categoryIds = await checkCategories(tx, input.category_ids);
    await checkAddedQualified(tx, id, categoryIds);
    await repo.replaceCategories(tx, id, categoryIds);
  });
}

/** POST /services/{id}/categories/{categoryId}: a category of this service only (else 404). */
export function updateCategorySettings(
  db: Db,
  userId: number,
  ids: { id: number; categoryId: number },
  input: z.output<typeof categorySettingsInputSchema>,
): Promise<EditableService> {
  return editService(db, userId, ids.id, async (tx) => {
    const mine = await repo.listCategories(tx, ids.id);
    const category = mine.find((c) => c.id === ids.categoryId);
    if (!category) throw notFound();
    // Opting in to auto-quote sends quotes: not in a category whose licence the service lacks (SPEC §8 251).
    if (input.is_auto_quote_on && !category.qualified && category.required_licence_type)
      throw categoryQualificationNeeded(category.id, category.required_licence_type);
    await repo.updateCategorySettings(tx, ids.id, ids.categoryId, { ...input, auto_message: input.auto_message.trim() });
  });
}

/** POST /services/{id}/areas: every district must exist. */
export function updateAreas(db: Db, userId: number, id: number, input: { district_ids: number[] }): Promise<EditableService> {
  return editService(db, userId, id, async (tx) => {
    const unique = [...new Set(input.district_ids)];
    if ((await repo.existingDistrictIds(tx, unique)).length !== unique.length)
      throw badRequest('validation', { district_ids: 'invalid_district' });
    await repo.replaceAreas(tx, id, unique);
  });
}

/** Field errors for periods of one weekday that overlap (touching is fine: 09:00–12:00 and 12:00–18:00). */
export function hourOverlaps(hours: HoursInput['hours']): Record<string, string> {
  const indexed = hours.map((h, i) => ({ ...h, i })).sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
  const fields: Record<string, string> = {};
  for (let k = 1; k < indexed.length; k += 1) {
    const [prev, cur] = [indexed[k - 1], indexed[k]];
    if (prev.weekday === cur.weekday && cur.open < prev.close) {
      fields.hours = 'overlap';
      fields[`hours.${cur.i}.open`] = 'overlap';
    }
  }
  return fields;
}

/** POST /services/{id}/hours: stored sorted as [{weekday, open, close}] (the public profile reads this shape). */
export function updateHours(db: Db, userId: number, id: number, input: HoursInput): Promise<EditableService> {
  return editService(db, userId, id, async (tx) => {
    const overlaps = hourOverlaps(input.hours);
    if (Object.keys(overlaps).length) throw badRequest('validation', overlaps);
    const hours = input.hours
      .map((h) => ({ weekday: h.weekday, open: h.open, close: h.close }))
      .sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
    await repo.updateColumns(tx, id, { business_hours: hours });
  });
}

/** POST /services/{id}/description: at least one language. */
export function updateDescription(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof descriptionInputSchema>,
): Promise<EditableService> {
  return editService(db, userId, id, async (tx) => {
    const zh = input.description_zh.trim();
    const en = input.description_en.trim();
    if (!zh && !en) throw badRequest('validation', { description_zh: 'required' });
    await repo.updateColumns(tx, id, { description_zh: zh, description_en: en });
  });
}

/** POST /services/{id}/visibility: a private service is in no list and gets no leads. */
export function setVisibility(db: Db, userId: number, id: number, isPublic: boolean): Promise<EditableService> {
  return editService(db, userId, id, (tx) => repo.updateColumns(tx, id, { is_public: isPublic }));
}

/** POST /services/{id}/onboarding: the step reached only moves forward. */
export function rememberOnboardingStep(db: Db, userId: number, id: number, step: number): Promise<EditableService> {
  return editService(db, userId, id, (tx) => repo.raiseOnboardStep(tx, id, step));
}

/** POST /services/{id}/archive (SPEC §4): no new leads; the count of services never goes below 0. */
export async function archiveService(db: Db, userId: number, id: number, lng: Language) {
  await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    if (!(await repo.findOwned(tx, userId, id, true))) throw notFound();
    await repo.archive(tx, id);
  });
  return readMine(db, userId, lng);
}

/** POST /services/{id}/profile_ready (SPEC §4): complete → ready (kept from the first time), onboard_state 2. */
export async function publishService(db: Db, userId: number, id: number) {
  await db.withTransaction(async (tx) => {
    tx.afterCommit(() => forgetPublic(db));
    const s = await writable(tx, userId, id);
    const categories = await repo.listCategories(tx, id);
    const areas = await repo.listAreaIds(tx, id);
    const missing = missingOf({ ...s, category_count: categories.length, area_count: areas.length });
    if (missing.length) throw profileIncomplete(missing);
    await repo.markProfileReady(tx, id);
    await accountOnboardState.call(tx, userId, 2);
  });
  return { quote_service_id: id, profile_ready: true as const, onboard_state: 2 as const };
}
