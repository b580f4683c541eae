/** Field errors of a certificate or identity form: the server's `error.fields` folded onto the form's fields. */
import type { TFunction } from 'i18next';
import { formErrorsOf, type FieldErrors } from '@client/ui/use-api-form';

export type { FieldErrors };

/** `attachment_ids.2` → `attachment_ids`; anything unknown becomes the form-level `_form` message. */
export function errorsFrom(err: unknown, t: TFunction, known: readonly string[]): FieldErrors {
  const { fields, form } = formErrorsOf(err, { network: t('common|errors>network'), known, unknownToForm: true, withFields: null });
  return form === null ? fields : { ...fields, _form: form };
}
