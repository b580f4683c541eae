/** Public pro reads: lists and search (sorted by hires), featured pros, one public profile. */
import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common.schema';
import { lngQuerySchema } from '@shared/schemas/catalog.schema';
import { featuredQuerySchema, proListQuerySchema } from '@shared/schemas/pro-services.schema';
import { parse } from '../../lib/validate';
import type { AppDeps } from '../../lib/app-deps';
import * as pros from './pro-services.service';

const idOnly = z.object({ id: idParam });

export function proServicesRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });
  const withLng = (query: object, lng: string) => ({ lng, ...query });

  r.get('/pro_list', async (req, res) => {
    res.json(ok(await pros.listPros(db, parse(proListQuerySchema, withLng(req.query, req.lng)))));
  });

  r.get('/services/featured', async (req, res) => {
    res.json(ok(await pros.getFeatured(db, parse(featuredQuerySchema, withLng(req.query, req.lng)))));
  });

  r.get('/services/:id/public', async (req, res) => {
    const { lng } = parse(lngQuerySchema, withLng(req.query, req.lng));
    res.json(ok(await pros.getProfile(db, parse(idOnly, req.params).id, lng)));
  });

  return r;
}
