/**
 * Reads and writes of the back office's data editors (shared/api/ops-data.contract.ts): promotions, credit
 * packages, CMS pages and category texts. A list's search and filters live in the URL.
 */
import type { DataClient } from '@shared/api/data-client';
import type { EndpointDef } from '@shared/api/endpoint';
import { opsDataContract as c } from '@shared/api/ops-data.contract';
import { CONTENT_KINDS } from '@shared/schemas/content.schema';
import { CONTENT_STATES, SCHEDULE_STATES, type ScheduleState } from '@shared/schemas/ops-data.schema';
import { readQuery, useCall } from '@client/lib/endpoint-query';

const oneOf = <T extends string>(names: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (names as readonly string[]).includes(raw) ? (raw as T) : undefined;
const pageOf = (search: URLSearchParams) => Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1));
const textOf = (search: URLSearchParams, name: string) => search.get(name)?.trim().slice(0, 100) || undefined;

export const PROMOTION_TABS = ['events', 'coupons'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

/** /ops/promotions?tab=&q=&state=&page=&edit= (edit: an id, or "new"). */
export function promotionsViewOf(search: URLSearchParams) {
  return {
    tab: oneOf(PROMOTION_TABS, search.get('tab')) ?? 'events',
    q: textOf(search, 'q'),
    state: oneOf<ScheduleState>(SCHEDULE_STATES, search.get('state')),
    page: pageOf(search),
    edit: editOf(search),
  };
}
export type PromotionsView = ReturnType<typeof promotionsViewOf>;

/** ?edit= as an id, "new", or nothing. */
export function editOf(search: URLSearchParams): number | 'new' | undefined {
  const raw = search.get('edit');
  if (raw === 'new') return 'new';
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

export function contentViewOf(search: URLSearchParams) {
  return {
    q: textOf(search, 'q'),
    kind: oneOf(CONTENT_KINDS, search.get('kind')),
    state: oneOf(CONTENT_STATES, search.get('state')),
    page: pageOf(search),
  };
}

export function catalogViewOf(search: URLSearchParams) {
  return { q: textOf(search, 'q'), genre: textOf(search, 'genre'), page: pageOf(search) };
}

const list = { staleTime: 5_000 };
const byId = (id: number) => ({ params: { id } });

export const opsEventsQuery = (data: DataClient, v: PromotionsView) =>
  readQuery(data, c.freeCreditEvents, { query: { q: v.q, state: v.state, page: v.page } }, list);
export const opsEventQuery = (data: DataClient, id: number) => readQuery(data, c.freeCreditEvent, byId(id), list);
export const opsCouponsQuery = (data: DataClient, v: PromotionsView) =>
  readQuery(data, c.coupons, { query: { q: v.q, state: v.state, page: v.page } }, list);
export const opsCouponQuery = (data: DataClient, id: number) => readQuery(data, c.coupon, byId(id), list);
export const opsPackagesQuery = (data: DataClient) => readQuery(data, c.creditPackages, {}, list);
export const opsContentPagesQuery = (data: DataClient, v: ReturnType<typeof contentViewOf>) =>
  readQuery(data, c.contentPages, { query: v }, list);
export const opsContentPageQuery = (data: DataClient, id: number) => readQuery(data, c.contentPage, byId(id), list);
export const opsCategoriesQuery = (data: DataClient, v: ReturnType<typeof catalogViewOf>) =>
  readQuery(data, c.categories, { query: v }, list);
export const opsCategoryQuery = (data: DataClient, id: number) => readQuery(data, c.category, byId(id), list);

/** A form's values as the server reads them (it validates and converts every field). */
export type FormValues = Record<string, unknown>;

/** Saves a form: the create endpoint for a new row, else the edit endpoint of this id. */
function useSave<C extends EndpointDef, U extends EndpointDef>(create: C, update: U, id: number | 'new') {
  return useCall<C | U, FormValues>(id === 'new' ? create : update, {
    input: (body) => (id === 'new' ? { body } : { ...byId(id), body }) as never,
    handlesErrors: true,
  });
}

export const useSaveEvent = (id: number | 'new') => useSave(c.createFreeCreditEvent, c.updateFreeCreditEvent, id);
export const useSaveCoupon = (id: number | 'new') => useSave(c.createCoupon, c.updateCoupon, id);
export const useSavePackage = (id: number | 'new') => useSave(c.createCreditPackage, c.updateCreditPackage, id);
export const useSaveContentPage = (id: number | 'new') => useSave(c.createContentPage, c.updateContentPage, id);
export const useSaveCategory = (id: number) => useSave(c.updateCategory, c.updateCategory, id);
export const usePublishContentPage = (id: number) =>
  useCall(c.publishContentPage, {
    input: (body: { version: number; publish: boolean; at?: string }) => ({ ...byId(id), body }),
    handlesErrors: true,
  });
export const usePreviewContent = () => useCall(c.previewContent, { input: (body: string) => ({ body: { body } }), handlesErrors: true });
