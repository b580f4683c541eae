/** Per-render i18next instance (never module-level, STYLE §3.9) with the shared separators. */
import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  KEY_SEPARATOR,
  LANGUAGES,
  NAMESPACES,
  NS_SEPARATOR,
  type Language,
} from '@shared/i18n/i18n-config';
import { addFormatters, TYPOGRAPHY, typography } from '@shared/i18n/typography';
import { LocaleBackend } from './locale-backend';

type MissingKeyHandler = Exclude<InitOptions['missingKeyHandler'], false | undefined>;

/** `http`: load other namespaces from the server on demand (the browser); `versions`: their content versions. */
export function createI18n(
  lng: Language,
  resources: Record<string, unknown>,
  opts: { http?: boolean; versions?: Record<string, string> } = {},
): i18n {
  const instance = i18next.createInstance();
  if (opts.http) instance.use(LocaleBackend);
  instance.use(initReactI18next).use(typography);
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // In the browser only the namespaces that came with the page are known at start; others load on navigation.
    ns: opts.http ? Object.keys(resources) : [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    keySeparator: KEY_SEPARATOR,
    nsSeparator: NS_SEPARATOR,
    resources: { [lng]: resources } as Resource,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    postProcess: [TYPOGRAPHY],
    react: { useSuspense: false },
    initAsync: false,
    ...(opts.http
      ? {
          backend: { loadPath: '/locales/{{ns}}.{{lng}}.json', versions: opts.versions },
          // Browser only (never the server render): missing keys go to the content team; the sender loads on the first.
          saveMissing: true,
          missingKeyHandler: (...args: Parameters<MissingKeyHandler>) =>
            void import(/* webpackChunkName: "missing-keys" */ './missing-keys').then((m) => m.reportMissing(instance, ...args), String),
        }
      : {}),
  });
  addFormatters(instance);
  return instance;
}
