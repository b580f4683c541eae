/**
 * One moderation decision, confirmed in a dialog: what will happen, the reason (the person affected reads it), and
 * for a suspension the day it ends (none: until reinstated). A colleague's decision first shows the server's 409
 * message in the dialog; success closes it and shows a toast.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hkToday, addDays } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button, type ButtonVariant } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Modal } from '@client/ui/modal';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import type { DecisionInput } from '../api/moderation.queries';

export interface DecisionDialogProps {
  open: boolean;
  title: string;
  /** What the decision does, in a sentence or two. */
  explain: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Ask for the day the suspension ends. */
  withEndDay?: boolean;
  done: string;
  run: (v: DecisionInput) => Promise<unknown>;
  onClose: () => void;
}

export function DecisionDialog({
  open,
  title,
  explain,
  confirmLabel,
  confirmVariant = 'danger',
  withEndDay,
  done,
  run,
  onClose,
}: DecisionDialogProps) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const form = useApiForm({ network: t('common|errors>network'), known: ['reason', 'until'] });
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const close = () => {
    form.clear();
    setReason('');
    setUntil('');
    onClose();
  };
  const confirm = async () => {
    if (!form.validate(reason.trim() ? {} : { reason: t('actions>reason_required') })) return;
    const r = await form.run(() => run({ reason: reason.trim(), until: withEndDay ? until : undefined }));
    if (r.ok) {
      toast.show(done);
      close();
    }
  };
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('moderation>cancel')}
          </Button>
          <Button variant={confirmVariant} loading={form.pending} onClick={() => void confirm()} data-testid="moderation-confirm">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div css={bodyStyles}>
        <p>{explain}</p>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <TextArea
          label={t('moderation>reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            form.clearField('reason');
          }}
          error={form.fields.reason}
          maxLength={500}
          rows={3}
          name="reason"
        />
        {withEndDay ? (
          <TextField
            type="date"
            label={t('moderation>until')}
            hint={t('moderation>until_hint')}
            value={until}
            min={addDays(hkToday(), 1)}
            onChange={(e) => {
              setUntil(e.target.value);
              form.clearField('until');
            }}
            error={form.fields.until}
            name="until"
          />
        ) : null}
      </div>
    </Modal>
  );
}

const bodyStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;
