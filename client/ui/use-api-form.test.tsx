/** The API form hook: local checks, the pending flag, and the server's errors mapped onto fields and the form. */
import { act, renderHook } from '@testing-library/react';
import { formErrorsOf, useApiForm, type FormErrorRules } from './use-api-form';
import { errorMessageOf, fieldOrMessageOf, isServerError } from './server-error';

/** The shape client/lib/api-client.ts throws (client/ui may not import it). */
function apiError(status: number, message: string, fields: Record<string, string> = {}, code: number | string = 'validation') {
  return Object.assign(new Error(message), { name: 'ApiError', status, code, fields, details: fields });
}

const rules: FormErrorRules = { network: 'No connection' };

describe('formErrorsOf', () => {
  it('when the call failed outside the API, then the form shows the network message', () => {
    expect(formErrorsOf(new TypeError('boom'), rules)).toEqual({ fields: {}, form: 'No connection' });
  });

  it('when the request never reached the server (status 0), then the form shows the network message', () => {
    expect(isServerError(apiError(0, 'network'))).toBe(false);
    expect(formErrorsOf(apiError(0, 'network'), rules)).toEqual({ fields: {}, form: 'No connection' });
  });

  it('when the server names fields, then they show in place and the server message shows at form level', () => {
    const err = apiError(400, 'Check the form', { email: 'Taken' });
    expect(formErrorsOf(err, rules)).toEqual({ fields: { email: 'Taken' }, form: 'Check the form' });
  });

  it('when withFields is null or a text, then that is the form message beside field errors', () => {
    const err = apiError(400, 'Check the form', { email: 'Taken' });
    expect(formErrorsOf(err, { ...rules, withFields: null }).form).toBeNull();
    expect(formErrorsOf(err, { ...rules, withFields: 'See below' }).form).toBe('See below');
  });

  it('when the server names no field, then its message shows at form level', () => {
    expect(formErrorsOf(apiError(409, 'Already sent', {}, 'conflict'), { ...rules, withFields: null })).toEqual({
      fields: {},
      form: 'Already sent',
    });
  });

  it('when known fields are given, then `photos.2` counts as photos, unknown fields drop and the message shows', () => {
    const known = ['photos', 'title'];
    expect(formErrorsOf(apiError(400, 'Bad', { 'photos.2': 'Too big', 'photos.3': 'Too big too' }), { ...rules, known })).toEqual({
      fields: { photos: 'Too big' },
      form: 'Bad',
    });
    expect(formErrorsOf(apiError(400, 'Bad', { other: 'x' }), { ...rules, known, withFields: null })).toEqual({ fields: {}, form: 'Bad' });
  });

  it('when unknownToForm is set, then the first unknown field message is the form message, beside the known fields', () => {
    const err = apiError(400, 'Bad', { 'attachment_ids.1': 'Too big', type: 'Wrong type', other: 'Also wrong' });
    const r = { ...rules, known: ['attachment_ids'], unknownToForm: true, withFields: null };
    expect(formErrorsOf(err, r)).toEqual({ fields: { attachment_ids: 'Too big' }, form: 'Wrong type' });
    expect(formErrorsOf(apiError(400, 'Bad', { attachment_ids: 'Missing' }), r)).toEqual({
      fields: { attachment_ids: 'Missing' },
      form: null,
    });
    expect(formErrorsOf(apiError(400, 'Bad'), r)).toEqual({ fields: {}, form: 'Bad' });
  });

  it('when the form maps a code itself, then its reading wins, and undefined falls back to the rules', () => {
    const map = (err: { code: number | string }) => (err.code === 429 ? { fields: {}, form: 'Slow down' } : undefined);
    expect(formErrorsOf(apiError(429, 'Too many', {}, 429), { ...rules, map }).form).toBe('Slow down');
    expect(formErrorsOf(apiError(400, 'Bad', {}, 'validation'), { ...rules, map }).form).toBe('Bad');
  });
});

describe('errorMessageOf', () => {
  it('when the server answered, then its message; otherwise the network message', () => {
    expect(errorMessageOf(apiError(409, 'Already sent', { x: 'y' }), 'No connection')).toBe('Already sent');
    expect(errorMessageOf(apiError(0, 'network'), 'No connection')).toBe('No connection');
    expect(errorMessageOf(new TypeError('x'), 'No connection')).toBe('No connection');
  });
});

describe('fieldOrMessageOf', () => {
  it('when a field is named, then its message, else the first field message, else the server message', () => {
    const err = apiError(400, 'Bad', { comment: 'Too long', other: 'Nope' });
    expect(fieldOrMessageOf(err, 'No connection', 'comment')).toBe('Too long');
    expect(fieldOrMessageOf(err, 'No connection', 'phone')).toBe('Bad');
    expect(fieldOrMessageOf(err, 'No connection')).toBe('Too long');
    expect(fieldOrMessageOf(apiError(400, 'Bad'), 'No connection')).toBe('Bad');
    expect(fieldOrMessageOf(new TypeError('x'), 'No connection')).toBe('No connection');
  });
});

describe('useApiForm', () => {
  it('when local checks fail, then validate shows them and answers false; with none it clears and answers true', () => {
    const { result } = renderHook(() => useApiForm(rules));
    let passed = true;
    act(() => {
      passed = result.current.validate({ email: 'Required' });
    });
    expect(passed).toBe(false);
    expect(result.current.fields).toEqual({ email: 'Required' });
    act(() => {
      passed = result.current.validate({});
    });
    expect(passed).toBe(true);
    expect(result.current.fields).toEqual({});
  });

  it('when one field is cleared, then only its error goes', () => {
    const { result } = renderHook(() => useApiForm(rules));
    act(() => {
      result.current.validate({ email: 'Required', name: 'Required' });
    });
    act(() => result.current.clearField('email'));
    expect(result.current.fields).toEqual({ name: 'Required' });
  });

  it('when a call is running, then pending is true, and a success answers the data with no errors shown', async () => {
    const { result } = renderHook(() => useApiForm(rules));
    let resolve: (v: number) => void = () => undefined;
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(() => new Promise<number>((r) => (resolve = r)));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      resolve(7);
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, data: 7 });
    expect(result.current.pending).toBe(false);
    expect(result.current.formError).toBeNull();
  });

  it('when the call fails, then the errors show, the error is answered, and the next run clears them first', async () => {
    const { result } = renderHook(() => useApiForm({ ...rules, withFields: 'See below' }));
    const err = apiError(400, 'Bad', { title: 'Too long' });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(err));
    });
    expect(outcome).toEqual({ ok: false, error: err });
    expect(result.current.fields).toEqual({ title: 'Too long' });
    expect(result.current.formError).toBe('See below');
    expect(result.current.pending).toBe(false);
    await act(async () => {
      await result.current.run(() => Promise.resolve(null));
    });
    expect(result.current.fields).toEqual({});
    expect(result.current.formError).toBeNull();
  });

  it('when the rules change between renders, then a failure reads the latest ones', async () => {
    const { result, rerender } = renderHook((r: FormErrorRules) => useApiForm(r), { initialProps: rules });
    rerender({ network: 'Offline now' });
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('down')));
    });
    expect(result.current.formError).toBe('Offline now');
  });
});
