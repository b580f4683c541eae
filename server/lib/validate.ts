/** Parses a value with a shared zod schema; a failure becomes a 400 AppError with per-field message keys. */
import type { z } from 'zod';
import type { FieldErrors } from '@shared/api/api-error';
import type { FieldCodes } from '@shared/api/endpoint';
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

/** The code `codes` gives an issue at `path`: list indexes dropped, the longest named prefix answers. */
function codeOfPath(codes: FieldCodes, path: readonly PropertyKey[]): number | string | undefined {
  const keys = path.filter((p): p is string => typeof p === 'string');
  for (let n = keys.length; n > 0; n--) {
    const code = codes.byPath[keys.slice(0, n).join('.')];
    if (code !== undefined) return code;
  }
  return undefined;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, codes?: FieldCodes): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueKey(issue);
  }
  for (const issue of codes ? result.error.issues : []) {
    const code = codeOfPath(codes!, issue.path);
    if (code === undefined) continue;
    const messageKey = `${codes!.messagePrefix}${code}`;
    const field = issue.path.filter((p) => typeof p !== 'symbol').join('.');
    throw new AppError({ code, status: codes!.statusOf?.[String(code)] ?? 400, messageKey, fields: { [field]: messageKey } });
  }
  const coded = Object.values(fields).find((k) => CODED_RULES.has(k));
  // A SPEC §5 business rule with its own code keeps the 422 of a broken rule (ARCHITECTURE §2).
  if (coded) throw new AppError({ code: coded, status: 422, messageKey: coded, fields });
  throw badRequest('validation', fields);
}
