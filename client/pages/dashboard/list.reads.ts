/**
 * What the dashboard's marketplace lists read (the pro's leads and works, the consumer's projects, notifications),
 * declared once for the route's prefetch and the page: the URL's filter and page decide the read, in one place, so
 * the page reads exactly the entry the server filled.
 */
import { LEAD_FILTERS, WORK_FILTER_NAMES, type LeadFilter, type WorkFilter } from '@shared/domain/request-lifecycle';
import { leadsQuery, worksQuery } from '@client/features/bids/api/bids.queries';
import { myRequestsQuery } from '@client/features/requests/api/requests.queries';
import { notificationsQuery } from '@client/features/notifications/api/notifications.queries';
import { pageReads } from '@client/lib/page-reads';

export const pageOf = (v: string | null | undefined) => Math.max(1, Number(v) || 1);
const oneOf = <T extends string>(names: readonly T[], raw: string | null, fallback: T): T =>
  raw !== null && (names as readonly string[]).includes(raw) ? (raw as T) : fallback;

/** dashboard/requests: ?filter= (a SPEC §4 lead filter, all by default) and ?page=. */
export const leadsViewOf = (search: URLSearchParams) => ({
  filter: oneOf<LeadFilter>(LEAD_FILTERS, search.get('filter'), 'all'),
  page: pageOf(search.get('page')),
});

/** dashboard/works: ?filter= (a SPEC §4 work filter, Waiting by default), ?page= and ?q= (the Search filter's text). */
export const worksViewOf = (search: URLSearchParams) => ({
  filter: oneOf<WorkFilter>(WORK_FILTER_NAMES, search.get('filter'), 'Waiting'),
  page: pageOf(search.get('page')),
  q: search.get('q') ?? '',
});

/** dashboard/projects/{page?}: the page in the path, ?archived=1 for the archived requests. */
export const projectsViewOf = (params: Record<string, string | undefined>, search: URLSearchParams) => ({
  page: pageOf(params.page),
  archived: search.get('archived') === '1',
});

export const leadsReads = pageReads(({ data, search }) => {
  const { filter, page } = leadsViewOf(new URLSearchParams(search));
  return { leads: leadsQuery(data, filter, page) };
});

export const worksReads = pageReads(({ data, search }) => {
  const { filter, page, q } = worksViewOf(new URLSearchParams(search));
  return { works: worksQuery(data, filter, page, q) };
});

export const projectsReads = pageReads(({ data, params, search }) => {
  const { page, archived } = projectsViewOf(params, new URLSearchParams(search));
  return { projects: myRequestsQuery(data, page, archived) };
});

export const notificationsReads = pageReads(({ data, search }) => ({
  notifications: notificationsQuery(data, pageOf(new URLSearchParams(search).get('page'))),
}));
