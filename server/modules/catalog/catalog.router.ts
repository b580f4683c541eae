/** Public catalogue reads (SPEC §7 "categories"; paths not shown there, so REST-ish snake_case). */
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  lngQuerySchema, nearMeQuerySchema, priceGuideQuerySchema, slugParam,
} from '@shared/schemas/catalog.schema';
import { parse } from '../../lib/validate';
import type { AppDeps } from '../../lib/app-deps';
import * as catalog from './catalog.service';

const slugOnly = z.object({ slug: slugParam });

/** The language of bilingual data: ?lng= when given, else the request language. */
export const withLng = (req: Request) => ({ lng: req.lng, ...req.query });

export function catalogRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });

  r.get('/catalog/home', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.getCatalogHome(db, lng)));
  });

  r.get('/genres', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.listGenres(db, lng)));
  });

  r.get('/genres/:slug', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.getGenre(db, parse(slugOnly, req.params).slug, lng)));
  });

  r.get('/categories/:slug', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.getCategory(db, parse(slugOnly, req.params).slug, lng)));
  });

  r.get('/districts', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.allDistricts(db, lng)));
  });

  r.get('/near_me/:slug', async (req, res) => {
    const q = parse(nearMeQuerySchema, withLng(req));
    res.json(ok(await catalog.getNearMe(db, { ...q, slug: parse(slugOnly, req.params).slug })));
  });

  r.get('/price_guides', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req));
    res.json(ok(await catalog.getPriceIndex(db, lng)));
  });

  r.get('/price_guides/:slug', async (req, res) => {
    const q = parse(priceGuideQuerySchema, withLng(req));
    res.json(ok(await catalog.getPriceGuide(db, { ...q, slug: parse(slugOnly, req.params).slug })));
  });

  return r;
}
