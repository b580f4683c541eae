/** The server's i18next: locales/<lng>/<ns>.json via i18next-fs-backend, reloaded hourly (SPEC §9). */
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import FsBackend from 'i18next-fs-backend';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  KEY_SEPARATOR,
  LANGUAGES,
  LOCALE_RELOAD_MS,
  NAMESPACES,
  NS_SEPARATOR,
} from '@shared/i18n/i18n-config';
import { addFormatters, TYPOGRAPHY, typography } from '@shared/i18n/typography';
import { LOCALES_DIR } from '../config/paths';
import { logger } from './logger';

export async function createServerI18n(localesDir = LOCALES_DIR): Promise<{ i18n: i18n; stop(): void }> {
  const instance = i18next.createInstance();
  await instance
    .use(FsBackend)
    .use(typography)
    .init({
      backend: { loadPath: path.join(localesDir, '{{lng}}/{{ns}}.json') },
      supportedLngs: [...LANGUAGES],
      preload: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      keySeparator: KEY_SEPARATOR,
      nsSeparator: NS_SEPARATOR,
      interpolation: { escapeValue: false },
      postProcess: [TYPOGRAPHY],
      returnNull: false,
      initAsync: false,
    } as never);
  addFormatters(instance);
  const timer = setInterval(() => {
    instance.reloadResources([...LANGUAGES], [...NAMESPACES]).then(
      () => logger().info('locales-reloaded'),
      (err: unknown) => logger().warn('locales-reload-failed', { err: String(err) }),
    );
  }, LOCALE_RELOAD_MS);
  timer.unref();
  return { i18n: instance, stop: () => clearInterval(timer) };
}
