/** Field errors of a certificate or identity form: the server's `error.fields` folded onto the form's fields. */
import type { TFunction } from 'i18next';
import { ApiError } from '@client/lib/api-client';

export type FieldErrors = Record<string, string>;

/** `attachment_ids.2` → `attachment_ids`; anything unknown becomes the form-level `_form` message. */
export function errorsFrom(err: unknown, t: TFunction, known: readonly string[]): FieldErrors {
  if (!(err instanceof ApiError)) return { _form: t('common|errors>network') };
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(err.fields)) {
    const field = key.split('.')[0];
    if (known.includes(field)) out[field] ??= message;
    else out._form ??= message;
  }
  if (!Object.keys(out).length) out._form = err.message;
  return out;
}
