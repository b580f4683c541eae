/** The HTTP edge of Google-reserve (shared/api/google-reserve.contract.ts); every handler is 404 while the flag is off. */
import { googleReserveContract } from '@shared/api/google-reserve.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as booking from './google-reserve-booking.service';
import { handlePush } from './google-reserve-push.service';
import * as gr from './google-reserve.service';

export function googleReserveRoutes(deps: FullDeps): Implementation[] {
  return implement(googleReserveContract, {
    entities: ({ user, query }) => gr.listEntities(deps, user.id, query.lng),
    publish: ({ user, params, body, req }) => gr.publish(deps, user.id, params.id, body.is_published, req.lng),
    addItem: ({ user, params, body, req }) => gr.addItem(deps, user.id, params.id, body, req.lng),
    editItem: ({ user, params, body, req }) => gr.editItem(deps, user.id, params.id, body, req.lng),
    deleteItem: ({ user, params, req }) => gr.deleteItem(deps, user.id, params.id, req.lng),
    events: ({ user, query }) => gr.listEvents(deps, user.id, query.when, query.lng),
    cancelEvent: ({ user, params, req }) => gr.cancelEvent(deps, user.id, params.id, req.lng),
    bookingPage: ({ params, query }) => booking.getBookingPage(deps, params.serviceId, params.googleReserveId, query.lng),
    book: ({ params, body, req }) =>
      booking.book(deps, params.serviceId, params.googleReserveId, { ...body, deviceId: req.deviceId ?? null }, req.lng),
    push: ({ req }) => handlePush(deps, req.rawBody ?? Buffer.alloc(0), req.headers),
  });
}
