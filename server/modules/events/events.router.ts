/** POST /api/events */
import { Router } from 'express';
import { analyticsEventSchema } from '@shared/schemas/events.schema';
import { parse } from '../../lib/validate';
import type { AppDeps } from '../../lib/app-deps';
import { recordEvent } from './events.service';

export function eventsRouter({ db }: AppDeps): Router {
  const r = Router();
  r.post('/events', async (req, res) => {
    const event = parse(analyticsEventSchema, req.body);
    await recordEvent(db, event, { userId: req.user?.id, deviceId: req.deviceId });
    res.json({ status: 'Success', data: { recorded: true } });
  });
  return r;
}
