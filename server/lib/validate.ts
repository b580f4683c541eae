/** Parses a value with a shared zod schema; a failure becomes a 400 AppError with per-field message keys. */
import type { z } from 'zod';
import type { FieldErrors } from '@shared/api/api-error';
import { badRequest } from './errors';

const KEY_LIKE = /^[a-z][a-z0-9_]*$/;

function issueKey(issue: z.core.$ZodIssue): string {
  if (KEY_LIKE.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  return 'invalid';
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issueKey(issue);
  }
  throw badRequest('validation', fields);
}
