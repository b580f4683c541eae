/** Small helpers of the public route lists: a 404 from a prefetch, and page numbers in head tags. */
import type { HeadTags } from '@shared/api/ssr-contract';
import { pageFrom } from '@shared/domain/catalog';
import type { HeadContext } from '../route-types';

/** Thrown from a prefetch: the route table turns it into the 404 page with HTTP status 404. */
export function notFound(): Error & { status: number } {
  return Object.assign(new Error('not_found'), { status: 404 });
}

/** Page 2+ of a list: "(page 2)" in the title and a self-referencing canonical with ?page=2. */
export function paged(head: HeadTags, ctx: HeadContext): HeadTags {
  const page = pageFrom(ctx.search ?? '');
  if (page <= 1) return head;
  const suffix = (url?: string) => (url ? `${url}?page=${page}` : url);
  return {
    ...head,
    title: head.title.replace(/( \| [^|]+)?$/, (site) => ` ${ctx.t('catalog|meta>page_suffix', { page })}${site}`),
    canonical: suffix(head.canonical),
    alternates: head.alternates?.map((a) => ({ ...a, href: `${a.href}?page=${page}` })),
    og: { ...head.og, ...(head.og?.['og:url'] ? { 'og:url': `${head.og['og:url']}?page=${page}` } : {}) },
  };
}
