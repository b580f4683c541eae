/**
 * A text box with one send button for the ticket page's reply and internal note: an empty text is refused at the
 * box, a failed send shows above it, and a sent text clears the box and shows a toast.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Button, type ButtonProps } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';

export interface TextFormProps {
  label: string;
  hint?: string;
  rows: number;
  submitLabel: string;
  /** The send button's look (the reply is the page's main action, a note is not). */
  button?: Pick<ButtonProps, 'variant' | 'size'>;
  send: (body: string) => Promise<unknown>;
  /** The toast once sent. */
  sent: string;
}

export function TextForm({ label, hint, rows, submitLabel, button, send, sent }: TextFormProps) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const form = useApiForm({ network: t('common|errors>network'), known: ['body'] });
  const [body, setBody] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate(body.trim() ? {} : { body: t('actions>reason_required') })) return;
    const r = await form.run(() => send(body.trim()));
    if (r.ok) {
      setBody('');
      toast.show(sent);
    }
  };
  return (
    <form onSubmit={submit} noValidate css={textFormStyles}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextArea
        label={label}
        hint={hint}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          form.clearField('body');
        }}
        error={form.fields.body}
        maxLength={4000}
        rows={rows}
      />
      <div>
        <Button type="submit" {...button} disabled={form.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export const textFormStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;
