/** The HTTP edge of direct booking and appointments (shared/api/reservations.contract.ts). */
import { reservationsContract } from '@shared/api/reservations.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as reservations from './reservations.service';

export function reservationsRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(reservationsContract, {
    slots: ({ params, query }) => reservations.getSlots(db, params.id, query.lng),
    reserve: ({ user, params, body, req }) => reservations.reserve(deps, user.id, params.id, body, req.lng),
    list: ({ user, query }) => reservations.listAppointments(db, user.id, query.when, query.lng),
    get: ({ user, params, query }) => reservations.getAppointment(db, user.id, params.id, query.lng),
    seen: ({ user }) => reservations.markSeen(db, user.id),
    cancel: ({ user, params, req }) => reservations.cancel(deps, user.id, params.id, req.lng),
    reschedule: ({ user, params, body, req }) => reservations.reschedule(deps, user.id, params.id, body.begin_time, req.lng),
  });
}
