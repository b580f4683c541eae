/**
 * What a direct request (the SPEC's narrow match) records on its request: the chosen pro, their answer or removal, the
 * matching of other pros later, and the work requirement. The direct-requests module decides; this module writes.
 */
import * as repo from './narrow-request.repository';

/** The chosen pro of the request becomes `serviceId`, waiting for an answer. */
export const setNarrowService = repo.setNarrowService;
/** Records the chosen pro's answer once (only while waiting); false when it was already recorded. */
export const resolveNarrowOutcome = repo.resolveOutcome;
/** The consumer removed the chosen pro: outcome 'removed'; false when `serviceId` is not the chosen pro. */
export const markNarrowRemoved = repo.markRemoved;
/** Other pros were matched to the direct request now. */
export const markOthersMatched = repo.markOthersMatched;
/** The consumer's work requirement on the request, stamped now. */
export const setWorkRequirement = repo.setWorkRequirement;
