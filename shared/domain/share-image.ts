/**
 * Share images (og:image, twitter:image): a 1200×630 PNG per public page and language, drawn by the server from the
 * page's own data (ADR 0022). The page's head describes its card (ShareCard: numbers and names, no drawing); the
 * image URL names only the language and the page path, so nobody can have arbitrary text drawn, plus a version of
 * the card's content so the URL changes when the figures do (social sites cache images by URL).
 */
import type { Language } from '../i18n/i18n-config';
import { isLanguage } from '../i18n/i18n-config';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The site logo as a PNG (Organization and publisher JSON-LD), drawn by the server from client/public/favicon.svg. */
export const LOGO_PNG_PATH = '/logo.png';
export const LOGO_PNG_SIZE = 512;
/** Bump when the drawing changes, so every image URL changes with it. */
export const SHARE_IMAGE_DESIGN = 1;

/** What a page's share image shows; every field comes from data the page itself shows. */
export interface ShareCard {
  /** The heading: the page title (a "｜" or ": " in it splits off a second line) or a name. */
  title: string;
  /** A smaller line under the title. */
  subtitle?: string;
  /** A small line above the title: the genre, the place, "cost guide 2026". */
  label?: string;
  /** A catalogue illustration (genres.icon, quote_categories.icon). */
  icon?: string;
  /** Average review score and the number of reviews behind it. */
  rating?: { average: number; count: number };
  /** Whole HKD: p10 / median / p90 of real quotes, or a starting price (`from`). */
  price?: { low?: number | null; median?: number | null; high?: number | null; from?: number | null; hourly?: boolean };
  pros?: number;
  hires?: number;
  quotes?: number;
  verified?: boolean;
  /** A pro's card: the initials of `name`, or its logo (an image URL of this site's attachments). */
  avatar?: { name: string; logo: string | null };
}

/** "/og/zh-HK/category/plumbing.png"; the home page is "/og/zh-HK.png". */
export function shareImagePath(lng: Language, pagePath: string): string {
  const rest = pagePath === '/' ? '' : pagePath.replace(/\/+$/, '');
  return `/og/${lng}${rest}.png`;
}

/** Segments of a page path that a share image may name: ids, slugs and percent-encoded text. */
const SEGMENT = /^[A-Za-z0-9._~%-]{1,120}$/;
const MAX_SEGMENTS = 5;

/** The language and page path of a share-image path, or null for anything that cannot name a public page. */
export function parseShareImagePath(path: string): { lng: Language; pagePath: string } | null {
  const m = /^\/og\/([^/]+?)(\/.*)?\.png$/.exec(path);
  if (!m || !isLanguage(m[1])) return null;
  const pagePath = m[2] ?? '/';
  if (pagePath === '/') return { lng: m[1], pagePath };
  const segments = pagePath.slice(1).split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  return { lng: m[1], pagePath };
}

/** A short, stable version of a card's content (32-bit FNV-1a, base 36) for the image URL and its ETag. */
export function shareCardVersion(card: ShareCard): string {
  let h = 0x811c9dc5;
  for (const ch of `${SHARE_IMAGE_DESIGN}:${JSON.stringify(card)}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
