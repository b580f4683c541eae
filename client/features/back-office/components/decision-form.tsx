/**
 * The decision at the foot of a subject panel: a reason box, the module's buttons, the server's refusal (a
 * colleague's decision first is a 409 with its own message) above them, and a toast when it went through. Some
 * decisions need a reason the person affected will read, others take it as an optional note.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm, type ApiForm } from '@client/ui/use-api-form';
import { DateTime } from './ops-time';
import { buttonsStyles, decisionStyles, mutedStyles } from './panel-styles';

export interface ReasonDecision {
  form: ApiForm;
  reason: string;
  setReason: (reason: string) => void;
  /** Runs `call` with the trimmed reason and toasts `done` when it went through. */
  decide: (call: (reason: string) => Promise<unknown>, done: string, options?: { requireReason?: boolean }) => Promise<void>;
}

/** `known`: the body fields whose server errors show at their field (the reason, and any the panel adds). */
export function useReasonDecision(known: string[] = ['reason']): ReasonDecision {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const form = useApiForm({ network: t('common|errors>network'), known });
  const [reason, setReason] = useState('');
  const decide: ReasonDecision['decide'] = async (call, done, options) => {
    if (options?.requireReason && !form.validate(reason.trim() ? {} : { reason: t('actions>reason_required') })) return;
    const r = await form.run(() => call(reason.trim()));
    if (r.ok) toast.show(done);
  };
  return { form, reason, setReason, decide };
}

export interface DecisionFormProps {
  decision: ReasonDecision;
  /** What the decision does, above the form's error. */
  intro?: ReactNode;
  label: string;
  hint?: string;
  /** Fields of the panel's own between the reason and the buttons. */
  fields?: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

export function DecisionForm({ decision, intro, label, hint, fields, children }: DecisionFormProps) {
  const { form, reason, setReason } = decision;
  return (
    <div css={decisionStyles}>
      {intro}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextArea
        label={label}
        hint={hint}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          form.clearField('reason');
        }}
        error={form.fields.reason}
        maxLength={500}
        rows={2}
      />
      {fields}
      <div css={buttonsStyles}>{children}</div>
    </div>
  );
}

/** What was decided, by whom, when, and the reason given; shown once the item is no longer waiting. */
export function DecidedLine({ text, at, reason }: { text: string; at?: string | null; reason?: string | null }) {
  return (
    <p css={mutedStyles}>
      {text}
      {at ? (
        <>
          {' · '}
          <DateTime value={at} />
        </>
      ) : null}
      {reason ? ` · ${reason}` : ''}
    </p>
  );
}
