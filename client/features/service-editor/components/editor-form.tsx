/**
 * What every editing step's form shares: a draft that knows whether it differs from what is saved, a save runner
 * that keeps the input and shows the API's translated field errors in place (error.fields) or a success toast,
 * the step frame with its save bar in the thumb zone, and the SPEC §5 "leave page?" confirmation.
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { Modal } from '@client/ui/modal';
import { useToast } from '@client/ui/toast';
import { useApiForm, type FieldErrors } from '@client/ui/use-api-form';
import { type ServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A form draft next to the saved values it started from; `reset` after a save makes it clean again. */
export function useDraft<T>(saved: T) {
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  const dirty = !same(draft, base);
  // Read by the leave guard: a save followed at once by a navigation must not ask "leave?".
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const reset = useCallback((next: T) => {
    dirtyRef.current = false;
    setDraft(next);
    setBase(next);
  }, []);
  const patch = useCallback((p: Partial<T>) => setDraft((d) => ({ ...d, ...p })), []);
  return { draft, setDraft, patch, reset, dirty, dirtyRef };
}

export interface DirtyState {
  dirty: boolean;
  dirtyRef: RefObject<boolean>;
}

export type { FieldErrors };

export interface SaveOptions {
  /** The toast after success; null for none. Default "Saved". */
  success?: string | null;
  /** Handles an API error itself (answer true) instead of showing it on the form. */
  onError?: (err: ServerError) => boolean;
}

/**
 * Runs a write: success → a toast and the result; failure → the field errors (already translated by the server)
 * and a form-level message, and undefined. Nothing the pro typed is cleared on failure.
 */
export function useSave() {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const onError = useRef<SaveOptions['onError']>(undefined);
  const form = useApiForm({
    network: t('common|errors>network'),
    withFields: t('form>check_fields'),
    map: (err) => (onError.current?.(err) ? { fields: {}, form: null } : undefined),
  });
  const { run: runForm } = form;
  const run = useCallback(
    async <R,>(write: () => Promise<R>, opts: SaveOptions = {}): Promise<R | undefined> => {
      onError.current = opts.onError;
      const res = await runForm(write);
      if (!res.ok) return undefined;
      const success = opts.success === undefined ? t('form>saved') : opts.success;
      if (success) toast.show(success, { tone: 'success' });
      return res.data;
    },
    [t, toast, runForm],
  );
  return {
    run,
    fields: form.fields,
    setFields: form.setFields,
    formError: form.formError,
    setFormError: form.setFormError,
    saving: form.pending,
  };
}

/** A step form's state: the draft, the save runner and the leave guard, as StepForm's `form` prop takes them. */
export function useStepForm<T>(saved: T) {
  const draftState = useDraft(saved);
  const save = useSave();
  const guard = useLeaveGuard(draftState);
  return { ...draftState, ...save, guard };
}

/** What StepForm reads of useStepForm: the save bar's state, the form message and the leave guard. */
export interface StepFormState {
  saving: boolean;
  dirty: boolean;
  formError: string | null;
  guard: ReactNode;
}

/**
 * SPEC §5: leaving a page with unsaved changes asks first (in-app navigation through the router's blocker, closing
 * or reloading the tab through the browser's own beforeunload prompt). Returns the confirmation dialog to render.
 */
export function useLeaveGuard({ dirty, dirtyRef }: DirtyState): ReactNode {
  const { t } = useTranslation('workspace');
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
      [dirtyRef],
    ),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('form>leave_title')}
      onClose={() => blocker.reset?.()}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('form>leave_stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('form>leave_go')}
          </Button>
        </>
      }
    >
      <p>{t('form>leave_body')}</p>
    </Modal>
  );
}

/** The leave guard as a component: a page puts it beside a form of another feature (the shop item editor). */
export function LeaveGuard(props: DirtyState) {
  return <>{useLeaveGuard(props)}</>;
}

export interface StepFormProps {
  title: string;
  intro?: ReactNode;
  onSubmit?: () => unknown;
  /** useStepForm's state: fills saving, dirty and formError, and renders the leave guard first. */
  form?: StepFormState;
  /** The primary action's label; without it the step has no save bar. */
  submitLabel?: string;
  saving?: boolean;
  dirty?: boolean;
  formError?: string | null;
  /** Extra actions next to the primary one (secondary look). */
  secondary?: ReactNode;
  /** Heading level: 3 for a form inside a step that has its own heading. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A step: heading, intro, the fields, and a save bar that sticks to the bottom of a phone screen. */
export function StepForm({ title, intro, onSubmit, submitLabel, form, secondary, level = 2, children, ...state }: StepFormProps) {
  const { t } = useTranslation('workspace');
  const { saving, dirty, formError } = form ?? state;
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId} css={titleStyles}>
        {title}
      </Heading>
      {intro ? <div css={introStyles}>{intro}</div> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {form?.guard}
      {children}
      {submitLabel ? (
        <div css={barStyles}>
          <p css={statusStyles} aria-live="polite">
            {dirty ? t('form>unsaved') : ''}
          </p>
          <div css={actionsStyles}>
            {secondary}
            <Button type="submit" loading={saving} disabled={dirty === false}>
              {submitLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

/** The way back from a sub-step (one category's settings, one FAQ) to its list, at the top of the intro. */
export function StepBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} css={backLinkStyles}>
      <Icon name="chevron-left" size={18} />
      {children}
    </Link>
  );
}

const backLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;

export const titleStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[2]};
`;

export const introStyles = css`
  color: ${theme.color.textSecondary};
  margin: 0 0 ${theme.space[4]};
  p {
    margin: 0 0 ${theme.space[2]};
  }
`;

const barStyles = css`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: ${theme.space[6]} -${theme.space[4]} -${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  border-radius: 0 0 ${theme.radius.card} ${theme.radius.card};
  ${theme.breakpoint.sm} {
    margin: ${theme.space[6]} -${theme.space[6]} -${theme.space[6]};
    padding: ${theme.space[3]} ${theme.space[6]};
  }
`;

const statusStyles = css`
  margin: 0;
  min-height: 1.5em;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.warningDark};
`;

const actionsStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

/** Small helper text under a group of fields. */
export const hintStyles = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[1]} 0 ${theme.space[3]};
`;

/** The first field error among several keys (the API may name a field or its parent). */
export function fieldError(fields: FieldErrors, ...keys: string[]): string | undefined {
  for (const k of keys) if (fields[k]) return fields[k];
  return undefined;
}
