/**
 * Small helpers of the route lists: a 404 from a prefetch (an id that cannot exist, or the API's 404), page numbers
 * in head tags, the title of a page that is never indexed, and a dashboard page's definition.
 */
import type { HeadTags } from '@shared/api/ssr-contract';
import { pageFrom } from '@shared/domain/catalog';
import { PAGE_SEPARATOR } from '@shared/utils/head-text';
import type { HeadContext, RouteDef } from '../route-types';
import { pageHead } from '../head';

/** Thrown from a prefetch: the route table turns it into the 404 page with HTTP status 404. */
export function notFound(): Error & { status: number } {
  return Object.assign(new Error('not_found'), { status: 404 });
}

/** A positive integer id from a URL segment, or a 404. */
export function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** Whether an API failure is a 404. */
export const is404 = (e: unknown) => typeof e === 'object' && e !== null && (e as { status?: number }).status === 404;

/** A 404 from the API makes the page a 404; other failures leave the page to retry in the browser. */
export const rethrow404 = (p: Promise<unknown>) =>
  p.catch((e: unknown) => {
    if (is404(e)) throw e;
  });

/** A page title from a translation key, on a page that is never indexed (dashboard pages, receipts). */
export const privateHead = (key: string) => (ctx: HeadContext) => pageHead(ctx, { title: ctx.t(key), indexable: false });

/** A dashboard page (login required): its title from a translation key, never indexed. */
export function dashboardPage({ title, ...def }: Omit<RouteDef, 'layout' | 'head'> & { title: string }): RouteDef {
  return { ...def, layout: 'dashboard', head: privateHead(title) };
}

/** Page 2+ of a list: "(page 2)" in the title and a self-referencing canonical with ?page=2. */
export function paged(head: HeadTags, ctx: HeadContext): HeadTags {
  const page = pageFrom(ctx.search ?? '');
  if (page <= 1) return head;
  const suffix = (url?: string) => (url ? `${url}?page=${page}` : url);
  return {
    ...head,
    title: head.title.replace(/( \| [^|]+)?$/, (site) => `${PAGE_SEPARATOR}${ctx.t('catalog|meta>page_suffix', { page })}${site}`),
    canonical: suffix(head.canonical),
    alternates: head.alternates?.map((a) => ({ ...a, href: `${a.href}?page=${page}` })),
    og: { ...head.og, ...(head.og?.['og:url'] ? { 'og:url': `${head.og['og:url']}?page=${page}` } : {}) },
  };
}
