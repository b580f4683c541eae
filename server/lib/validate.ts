/** Parses a value with a shared zod schema; a failure becomes a 400 AppError with per-field message keys. */
import type { z } from 'zod';
import type { FieldErrors } from '@shared/api/api-error';
import { ERROR_CODES } from '@shared/api/api-error';
import { AppError, badRequest } from './errors';

const KEY_LIKE = /^[a-z][a-z0-9_]*$/;

function issueKey(issue: z.core.$ZodIssue): string {
  if (KEY_LIKE.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    // The words depend on what was measured: a number is too small or too large, a list has too few or too many items.
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return small ? 'too_small' : 'too_big';
    if (issue.origin === 'array' || issue.origin === 'set')
      return small ? (Number(issue.minimum) <= 1 ? 'required' : 'too_few') : 'too_many';
    return small ? 'too_short' : 'too_long';
  }
  return 'invalid';
}

/** SPEC §5/§8 rules that have their own error code (the client shows their dialog or field message). */
const CODED_RULES = new Set<string>([
  ERROR_CODES.INVALID_PRICE,
  ERROR_CODES.RATING_IS_ZERO,
  ERROR_CODES.DATE_TIME_MISSING,
  ERROR_CODES.EMPTY_MESSAGE,
]);

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueKey(issue);
  }
  const coded = Object.values(fields).find((k) => CODED_RULES.has(k));
  // A SPEC §5 business rule with its own code keeps the 422 of a broken rule (ARCHITECTURE §2).
  if (coded) throw new AppError({ code: coded, status: 422, messageKey: coded, fields });
  throw badRequest('validation', fields);
}
