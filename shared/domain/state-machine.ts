/**
 * A state machine as data: which status may follow which. The server moves a row only with a conditional UPDATE
 * whose `status = ANY(from)` comes from `statusesBefore`, and acts (moves money, notifies) only when that UPDATE
 * changed a row, so a move happens exactly once under concurrent clicks, webhook replays and job retries; the tests
 * replay each row's recorded history with `invalidHistory`.
 */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canMove<S extends string>(transitions: Transitions<S>, from: S, to: S): boolean {
  return transitions[from].includes(to);
}

/** Every status a row may be in for a move to `to`. */
export function statusesBefore<S extends string>(transitions: Transitions<S>, to: S): S[] {
  return (Object.keys(transitions) as S[]).filter((from) => canMove(transitions, from, to));
}

/** Statuses nothing leaves. */
export function finalStatuses<S extends string>(transitions: Transitions<S>): S[] {
  return (Object.keys(transitions) as S[]).filter((s) => transitions[s].length === 0);
}

/**
 * Whether a recorded history (oldest first) starts at `initial` and takes allowed moves only; the first bad step,
 * or null when the history is valid.
 */
export function invalidHistory<S extends string>(
  transitions: Transitions<S>,
  initial: S,
  statuses: readonly S[],
): { at: number; from: S | null; to: S } | null {
  if (!statuses.length) return null;
  if (statuses[0] !== initial) return { at: 0, from: null, to: statuses[0] };
  for (let i = 1; i < statuses.length; i++) {
    if (!canMove(transitions, statuses[i - 1], statuses[i])) return { at: i, from: statuses[i - 1], to: statuses[i] };
  }
  return null;
}
