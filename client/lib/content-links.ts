/**
 * Where a SPEC §2 content link goes (ADR 0023): the page on this site, in the visitor's language, or the URL that
 * CONTENT_URL_<KEY> sets instead.
 */
import { CONTENT_LINKS, type ContentLinkKey } from '@shared/domain/site-pages';
import { useEnv } from './env';
import { useHref } from './paths';

export interface ContentHref {
  href: string;
  /** Set by env: another site (a plain <a>, not a router link). */
  external: boolean;
}

export function useContentHref(): (key: ContentLinkKey) => ContentHref {
  const href = useHref();
  const urls = useEnv().contentUrls ?? {};
  return (key) => {
    const url = urls[key];
    if (url) return { href: url, external: true };
    const link = CONTENT_LINKS[key];
    return { href: href(link.route, link.params), external: false };
  };
}
