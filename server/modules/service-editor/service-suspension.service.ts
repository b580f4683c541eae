/** Service suspensions and the holds of a suspended account's services (the moderation module decides and audits). */
import * as repo from './service-suspension.repository';

export type { ServiceSuspensionRow } from './service-suspension.repository';

export const findServiceSuspension = repo.findService;
export const suspendServiceRow = repo.suspend;
export const reinstateServiceRow = repo.reinstate;
export const holdUserServices = repo.holdUserServices;
export const releaseUserServices = repo.releaseUserServices;
export const serviceSuspensionsDue = repo.dueToEnd;
