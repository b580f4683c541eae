/**
 * Typed, language-aware href builders for components (SPEC §2): every page link carries a language prefix (one URL
 * per page, ADR 0045), the current page's, else the page's language (a page rendered at an unprefixed path).
 */
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { I18nContext } from 'react-i18next';
import { DEFAULT_LANGUAGE, splitLanguagePrefix, type Language } from '@shared/i18n/i18n-config';
import { buildPath, type RouteName, type RouteParams } from '@shared/routes/route-paths';

function usePrefix(): Language {
  const lng = useContext(I18nContext)?.i18n?.language as Language | undefined;
  return splitLanguagePrefix(useLocation().pathname).prefix ?? lng ?? DEFAULT_LANGUAGE;
}

export function useHref() {
  const prefix = usePrefix();
  return (name: RouteName, params?: RouteParams) => buildPath(name, params, prefix);
}

/** Prefixes a raw path (e.g. a `from` value) with the language prefix, unless it has one. */
export function usePrefixed() {
  const prefix = usePrefix();
  return (path: string) => (splitLanguagePrefix(path).prefix ? path : `/${prefix}${path}`);
}
