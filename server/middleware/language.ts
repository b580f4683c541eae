/**
 * SPEC §2 language rules: a supported prefix sets the language (and the i18next cookie when it differs);
 * an unsupported prefix-like first segment is replaced by the default language with a redirect;
 * without a prefix: cookie, then Accept-Language, then zh-HK.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  isLanguage,
  looksLikeLanguageTag,
  matchLanguage,
  splitLanguagePrefix,
} from '@shared/i18n/i18n-config';
import { SESSION_MAX_AGE_S } from '@shared/domain/limits';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return m ? decodeURIComponent(m[1]) : undefined;
}

function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag, q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const lng = matchLanguage(tag);
    if (lng) return lng;
  }
  return null;
}

/** The language a request is served in; also used by the page-cache fast path, so it takes raw headers. */
export function resolveLanguage(pathname: string, headers: IncomingHttpHeaders): Language {
  const { prefix } = splitLanguagePrefix(pathname);
  if (prefix) return prefix;
  const cookie = readCookie(headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** Where a page URL with an unsupported or mis-cased language prefix should go, or null. */
export function languageRedirect(pathname: string): string | null {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!m || isLanguage(m[1]) || !looksLikeLanguageTag(m[1])) return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === m[1].toLowerCase().replace('_', '-'));
  return `/${exact ?? DEFAULT_LANGUAGE}${m[2] ?? '/'}`;
}

export function languageMiddleware(opts: { secureCookies: boolean }): RequestHandler {
  return (req, res, next) => {
    const lng = resolveLanguage(req.path, req.headers);
    req.lng = lng;
    const { prefix } = splitLanguagePrefix(req.path);
    if (prefix && req.cookies?.[LANGUAGE_COOKIE] !== prefix) {
      res.cookie(LANGUAGE_COOKIE, prefix, {
        maxAge: SESSION_MAX_AGE_S * 1000,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: '/',
      });
    }
    next();
  };
}
