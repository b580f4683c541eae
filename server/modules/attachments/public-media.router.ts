/**
 * GET /media/{id}[/{size}.{webp|jpg}]: public images (ADR 0045) at a path robots.txt allows, so search engines can
 * fetch what public pages show. One query per image, as GET /api/attachments/{id} makes; a file that is not public
 * (a chat or quote file, a certificate, an identity document, a draft item's photo, a replaced logo) or not an image
 * is a 404 here for everyone. Mounted before cookies and sessions: the answer is the same for everyone and sets no
 * cookie. An attachment's bytes never change under its id, so a found image is cached for a year as immutable.
 */
import type { Router } from 'express';
import { parsePublicMediaPath } from '@shared/domain/public-media';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { fileHeaders } from '../../lib/file-response';
import { createRouter } from '../../lib/router';
import { openPublicMedia } from './attachments.service';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

export function publicMediaRouter(deps: FullDeps): Router {
  const router = createRouter();
  router.get('/media/{*rest}', async (req, res) => {
    const parsed = parsePublicMediaPath(req.path);
    const refuse = () => {
      // Short: a photo becomes public when its service is published.
      res.status(404).setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('text/plain').send('Not Found');
    };
    if (!parsed) return refuse();
    try {
      const file = await openPublicMedia(deps, parsed.id, { size: parsed.size, format: parsed.format });
      res.set(fileHeaders({ ...file, length: file.data.length, cacheControl: PUBLIC_CACHE }));
      res.end(req.method === 'HEAD' ? undefined : file.data);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return refuse();
      throw err;
    }
  });
  return router;
}
