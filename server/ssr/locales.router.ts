/** GET /locales/{ns}.{lng}.json (SPEC §7), served from the server's i18next store (reloaded hourly). */
import { Router } from 'express';
import type { i18n } from 'i18next';
import { isLanguage, NAMESPACES } from '@shared/i18n/i18n-config';
import { notFound } from '../lib/errors';

export function localesRouter(i18n: i18n): Router {
  const r = Router();
  r.get('/locales/:file', (req, res, next) => {
    const m = /^([a-z-]+)\.([A-Za-z-]+)\.json$/.exec(req.params.file);
    if (!m || !(NAMESPACES as readonly string[]).includes(m[1]) || !isLanguage(m[2])) return next(notFound());
    const bundle = i18n.getResourceBundle(m[2], m[1]) ?? {};
    res.set('Cache-Control', 'public, max-age=300');
    res.json(bundle);
  });
  return r;
}
