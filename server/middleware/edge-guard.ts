/** Rejects NUL bytes and over-long fields at the edge with 400 (ARCHITECTURE §5, STACK pitfall 13). */
import { MAX_TEXT_FIELD } from '@shared/domain/limits';

const MAX_DEPTH = 8;

/** The first reason a value may not pass the edge: a NUL byte, an over-long string, too deep a structure. */
export function findEdgeProblem(value: unknown, depth = 0): 'nul' | 'too_long' | 'too_deep' | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    if (value.length > MAX_TEXT_FIELD) return 'too_long';
    return null;
  }
  if (value && typeof value === 'object') {
    if (depth > MAX_DEPTH) return 'too_deep';
    for (const [k, v] of Object.entries(value)) {
      const p = findEdgeProblem(k, depth + 1) ?? findEdgeProblem(v, depth + 1);
      if (p) return p;
    }
  }
  return null;
}
