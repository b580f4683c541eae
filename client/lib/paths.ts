/** Typed, language-aware href builders for components: keep the visitor's current prefix (SPEC §2). */
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath, type RouteName, type RouteParams } from '@shared/routes/route-paths';

export function useHref() {
  const { pathname } = useLocation();
  const { prefix } = splitLanguagePrefix(pathname);
  return (name: RouteName, params?: RouteParams) => buildPath(name, params, prefix);
}

/** Prefixes a raw path (e.g. a `from` value) with the current language prefix, if any. */
export function usePrefixed() {
  const { pathname } = useLocation();
  const { prefix } = splitLanguagePrefix(pathname);
  return (path: string) => (prefix && !splitLanguagePrefix(path).prefix ? `/${prefix}${path === '/' ? '/' : path}` : path);
}
