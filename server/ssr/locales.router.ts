/**
 * GET /locales/{ns}.{lng}.json (SPEC §7), served from the server's i18next store (reloaded hourly). With `?v=` equal
 * to the version of the current bundle or a recent one (locale-versions.ts), that bundle is answered, immutable and
 * cached for a year; otherwise today's bundle, for 5 minutes.
 */
import type { Router } from 'express';
import { isLanguage, NAMESPACES } from '@shared/i18n/i18n-config';
import { notFound } from '../lib/errors';
import type { LocaleVersions } from './locale-versions';
import { createRouter } from '../lib/router';

export function localesRouter(locales: LocaleVersions): Router {
  const r = createRouter();
  r.get('/locales/:file', (req, res, next) => {
    const m = /^([a-z-]+)\.([A-Za-z-]+)\.json$/.exec(req.params.file);
    if (!m || !(NAMESPACES as readonly string[]).includes(m[1]) || !isLanguage(m[2])) return next(notFound());
    const v = typeof req.query.v === 'string' ? req.query.v : '';
    const exact = v ? locales.byVersion(m[2], m[1], v) : undefined;
    res.set('Cache-Control', exact ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    res.type('application/json').send((exact ?? locales.bundle(m[2], m[1])).json);
  });
  return r;
}
