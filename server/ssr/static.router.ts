/**
 * Hashed client assets under /static with immutable caching, and the few root files of client/public
 * (favicon). The root files are listed once at start, so a page request never touches the disk here. /logo.png is the
 * favicon rasterised once (search engines want a raster logo for the Organization JSON-LD, at least 112 px).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import sharp from 'sharp';
import { LOGO_PNG_PATH, LOGO_PNG_SIZE } from '@shared/domain/share-image';
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
  let logo: Promise<Buffer> | null = null;
  r.get(LOGO_PNG_PATH, (_req, res, next) => {
    logo ??= sharp(path.join(PUBLIC_DIR, 'favicon.svg'), { density: 72 * (LOGO_PNG_SIZE / 32) })
      .resize(LOGO_PNG_SIZE, LOGO_PNG_SIZE)
      .png()
      .toBuffer();
    logo.then(
      (png) => res.type('png').set('Cache-Control', 'public, max-age=86400').send(png),
      (err: unknown) => {
        logo = null;
        next(err);
      },
    );
  });
  return r;
}
