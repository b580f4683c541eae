/** Hashed client assets under /static with immutable caching; a few root files (favicon). */
import path from 'node:path';
import express, { Router } from 'express';
import { BUILD_DIR, PROJECT_ROOT } from '../config/paths';

export function staticRouter(): Router {
  const r = Router();
  r.use(
    '/static',
    express.static(path.join(BUILD_DIR, 'public/static'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  r.use(
    express.static(path.join(PROJECT_ROOT, 'client/public'), { maxAge: '1d', index: false }),
  );
  return r;
}
