/**
 * Hashed client assets under /static with immutable caching, and the few root files of client/public
 * (favicon). The root files are listed once at start, so a page request never touches the disk here.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { BUILD_DIR, PROJECT_ROOT } from '../config/paths';
import { createRouter } from '../lib/router';

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'client/public');

export function staticRouter(): Router {
  const r = createRouter();
  r.use(
    '/static',
    express.static(path.join(BUILD_DIR, 'public/static'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  const rootFiles = fs.existsSync(PUBLIC_DIR) ? fs.readdirSync(PUBLIC_DIR).filter((f) => !f.startsWith('.')) : [];
  if (rootFiles.length) {
    r.get(
      rootFiles.map((f) => `/${f}`),
      express.static(PUBLIC_DIR, { maxAge: '1d', index: false }),
    );
  }
  return r;
}
