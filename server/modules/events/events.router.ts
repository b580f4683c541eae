/** The HTTP edge of analytics events (shared/api/events.contract.ts). */
import { eventsContract } from '@shared/api/events.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { recordEvent } from './events.service';

export function eventsRoutes({ db }: AppDeps): Implementation[] {
  return implement(eventsContract, {
    record: async ({ body, user, req }) => {
      await recordEvent(db, body, { userId: user?.id, deviceId: req.deviceId });
      return { recorded: true as const };
    },
  });
}
