/** A chosen pro who has not answered within this time counts as declined (the sweep runs every 5 minutes; ADR 0019). */
export const NARROW_MATCH_TIMEOUT_HOURS = 24;
