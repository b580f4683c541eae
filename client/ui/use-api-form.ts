/**
 * The one hook for a form that calls the API: local checks, a pending flag, and the server's error envelope
 * (shared/api/api-error.ts, parsed into ApiError by client/lib/api-client.ts) mapped onto field errors and a
 * form-level message.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '@shared/api/api-error';
import { isServerError, type ServerError } from './server-error';

export type { FieldErrors };

/** Field errors and the form-level message of a form after a call. */
export interface FormErrors {
  fields: FieldErrors;
  form: string | null;
}

export interface FormErrorRules {
  /** The form-level message when the call did not reach the server (or failed outside the API). */
  network: string;
  /**
   * The fields the form shows. When given, `photos.2` counts as `photos`, other fields are dropped, and the
   * server's message shows at form level when none of these fields has an error.
   */
  known?: readonly string[];
  /** With `known`: the first message of a field the form does not show becomes the form-level message. */
  unknownToForm?: boolean;
  /**
   * The form-level message beside field errors: the server's message (undefined, the default), none (null), or
   * this text (e.g. "check the fields below").
   */
  withFields?: string | null;
  /** A form's own reading of some errors (a code that opens a dialog, a 429); undefined falls back to the rules. */
  map?: (err: ServerError) => FormErrors | undefined;
}

function splitKnown(fields: FieldErrors, known: readonly string[]): { shown: FieldErrors; other?: string } {
  const shown: FieldErrors = {};
  let other: string | undefined;
  for (const [key, message] of Object.entries(fields)) {
    const field = key.split('.')[0];
    if (known.includes(field)) shown[field] ??= message;
    else other ??= message;
  }
  return { shown, other };
}

/** Maps a failed call onto a form by the rules (see FormErrorRules). */
export function formErrorsOf(err: unknown, rules: FormErrorRules): FormErrors {
  if (!isServerError(err)) return { fields: {}, form: rules.network };
  const own = rules.map?.(err);
  if (own) return own;
  const { shown: fields, other } = rules.known ? splitKnown(err.fields, rules.known) : { shown: err.fields };
  if (rules.unknownToForm && other !== undefined) return { fields, form: other };
  if (!Object.keys(fields).length) return { fields, form: err.message };
  return { fields, form: rules.withFields === undefined ? err.message : rules.withFields };
}

export type RunResult<R> = { ok: true; data: R } | { ok: false; error: unknown };

export interface ApiForm {
  fields: FieldErrors;
  formError: string | null;
  /** True while `run` waits for the call. */
  pending: boolean;
  /** Shows local check results: sets the field errors, clears the form message; true when there are none. */
  validate: (errors: FieldErrors) => boolean;
  /** Clears the errors, runs the call and, on failure, shows its errors by the rules. */
  run: <R>(call: () => Promise<R>) => Promise<RunResult<R>>;
  setFields: (fields: FieldErrors) => void;
  /** Hides one field's error (the user is correcting it). */
  clearField: (name: string) => void;
  setFormError: (message: string | null) => void;
  /** Clears every error (e.g. when a sheet opens again). */
  clear: () => void;
}

/** Form state for a form that calls the API; see FormErrorRules for how a failure shows. */
export function useApiForm(rules: FormErrorRules): ApiForm {
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The rules are read at failure time, so callers may pass a fresh object (with a fresh t) on every render.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const clear = useCallback(() => {
    setFields({});
    setFormError(null);
  }, []);

  const clearField = useCallback((name: string) => {
    setFields((f) => {
      if (!(name in f)) return f;
      const { [name]: _cleared, ...rest } = f;
      return rest;
    });
  }, []);

  const validate = useCallback((errors: FieldErrors) => {
    setFields(errors);
    setFormError(null);
    return Object.keys(errors).length === 0;
  }, []);

  const run = useCallback(async <R>(call: () => Promise<R>): Promise<RunResult<R>> => {
    setFields({});
    setFormError(null);
    setPending(true);
    try {
      return { ok: true, data: await call() };
    } catch (error) {
      const shown = formErrorsOf(error, rulesRef.current);
      setFields(shown.fields);
      setFormError(shown.form);
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  }, []);

  return { fields, formError, pending, validate, run, setFields, clearField, setFormError, clear };
}
