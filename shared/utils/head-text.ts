/**
 * Length limits of the page head and the fitting that keeps every title and description inside
 * them: English titles ≤ 60 and descriptions ≤ 155 characters, Chinese titles ≤ 30 and descriptions ≤ 100.
 * Characters are counted as code points (a CJK character is one).
 */
import type { Language } from '../i18n/i18n-config';

export const TITLE_MAX: Record<Language, number> = { 'en-HK': 60, 'zh-HK': 30 };
export const DESCRIPTION_MAX: Record<Language, number> = { 'en-HK': 155, 'zh-HK': 100 };

/** The separator between a page's title and the site name. */
export const SITE_SEPARATOR = ' | ';

/** The separator before a paginated title's page number ("… — page 2"), the part a shortened title keeps. */
export const PAGE_SEPARATOR = ' — ';

export const textLength = (s: string): number => [...s].length;

const ELLIPSIS = '…';
/** Where a title may be cut to its first part ("Plumbing Costs in Hong Kong: Taps, …" → "Plumbing Costs in Hong Kong"). */
const TITLE_BREAKS = /\s*[｜|:：–—]\s*/g;
/** A full stop that ends a sentence (not the point in "4.5"). */
const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/g;

/** Cuts at the last word boundary that leaves room for "…" (CJK text has no spaces: cut at the limit). */
function cutWords(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,，、;；:：.。–—-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * The page title with the site name when it fits; without it when only the page's own title fits; else the part
 * before the title's first separator when that is long enough to stand alone; else cut at a word with "…". A page number
 * after PAGE_SEPARATOR is always kept, so the pages of one list never shorten to the same title.
 */
export function fitTitle(title: string, siteName: string, lng: Language): string {
  const max = TITLE_MAX[lng];
  const suffix = `${SITE_SEPARATOR}${siteName}`;
  const own = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const withSite = `${own}${suffix}`;
  if (title.endsWith(suffix) && textLength(withSite) <= max) return withSite;
  if (textLength(own) <= max) return own;
  // The page number is what tells a list's pages apart: the title before it is shortened, the number is kept.
  const at = own.lastIndexOf(PAGE_SEPARATOR);
  if (at > 0) {
    const tail = own.slice(at);
    return `${fitOwn(own.slice(0, at), max - textLength(tail))}${tail}`;
  }
  return fitOwn(own, max);
}

/** A title without the site name cut to `max`: its part before the first separator when that stands alone, else at a word. */
function fitOwn(own: string, max: number): string {
  if (textLength(own) <= max) return own;
  for (const m of own.matchAll(TITLE_BREAKS)) {
    const first = own.slice(0, m.index);
    if (textLength(first) <= max && textLength(first) >= max * 0.4) return first;
  }
  return cutWords(own, max);
}

/** The description, cut after its last whole sentence that fits (when that keeps enough of it), else at a word. */
export function fitDescription(description: string, lng: Language): string {
  const max = DESCRIPTION_MAX[lng];
  const text = description.replace(/\s+/g, ' ').trim();
  if (textLength(text) <= max) return text;
  let end = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    if (textLength(text.slice(0, m.index + 1)) > max) break;
    end = m.index + 1;
  }
  if (textLength(text.slice(0, end)) >= max * 0.4) return text.slice(0, end);
  return cutWords(text, max);
}
