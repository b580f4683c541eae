/** Rejects NUL bytes and over-long fields at the edge with 400 (ARCHITECTURE §5, STACK pitfall 13). */
import type { RequestHandler } from 'express';
import { MAX_TEXT_FIELD } from '@shared/domain/limits';
import { badRequest } from '../lib/errors';

const MAX_DEPTH = 8;

function findProblem(value: unknown, depth = 0): 'nul' | 'too_long' | 'too_deep' | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    if (value.length > MAX_TEXT_FIELD) return 'too_long';
    return null;
  }
  if (value && typeof value === 'object') {
    if (depth > MAX_DEPTH) return 'too_deep';
    for (const [k, v] of Object.entries(value)) {
      const p = findProblem(k, depth + 1) ?? findProblem(v, depth + 1);
      if (p) return p;
    }
  }
  return null;
}

export const edgeGuard: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.includes('%00') || req.originalUrl.includes('\u0000')) return next(badRequest('invalid_characters'));
  const problem = findProblem(req.query) ?? findProblem(req.params) ?? findProblem(req.body);
  if (problem === 'nul') return next(badRequest('invalid_characters'));
  if (problem) return next(badRequest('too_long'));
  next();
};
