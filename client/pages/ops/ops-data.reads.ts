/** What the data editors' pages read: the console frame and their own lists and rows (the row being edited too). */
import { opsHomeQuery, opsMeQuery } from '@client/features/back-office/api/back-office.queries';
import {
  catalogViewOf,
  contentViewOf,
  opsCategoriesQuery,
  opsCategoryQuery,
  opsContentPageQuery,
  opsContentPagesQuery,
  opsCouponQuery,
  opsCouponsQuery,
  opsEventQuery,
  opsEventsQuery,
  opsPackagesQuery,
  promotionsViewOf,
} from '@client/features/ops-data/api/ops-data.queries';
import { pageReads, type ReadScope } from '@client/lib/page-reads';

const frame = (s: ReadScope) => ({ me: opsMeQuery(s.data), home: opsHomeQuery(s.data) });

export const promotionsReads = pageReads((s) => {
  const v = promotionsViewOf(new URLSearchParams(s.search));
  const editing = typeof v.edit === 'number' ? v.edit : undefined;
  return v.tab === 'events'
    ? { ...frame(s), events: opsEventsQuery(s.data, v), event: editing ? opsEventQuery(s.data, editing) : undefined }
    : { ...frame(s), coupons: opsCouponsQuery(s.data, v), coupon: editing ? opsCouponQuery(s.data, editing) : undefined };
});

export const packagesReads = pageReads((s) => ({ ...frame(s), packages: opsPackagesQuery(s.data) }));

export const contentListReads = pageReads((s) => ({
  ...frame(s),
  pages: opsContentPagesQuery(s.data, contentViewOf(new URLSearchParams(s.search))),
}));

const idFrom = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** /ops/content/new or /ops/content/{id} (anything else is id 0: a 404). */
export const contentIdOf = (raw: string | undefined): number | 'new' => (raw === 'new' ? 'new' : idFrom(raw));

export const contentEditReads = pageReads((s) => {
  const id = contentIdOf(s.params.id);
  return { ...frame(s), page: id === 'new' ? undefined : opsContentPageQuery(s.data, id) };
});

export const catalogReads = pageReads((s) => ({
  ...frame(s),
  categories: opsCategoriesQuery(s.data, catalogViewOf(new URLSearchParams(s.search))),
}));

export const categoryReads = pageReads((s) => ({ ...frame(s), category: opsCategoryQuery(s.data, idFrom(s.params.id)) }));
