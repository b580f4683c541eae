/** A button whose action is asked once more in a dialog that says what it will do (withdraw, accept, mark done). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';

export interface ConfirmActionProps {
  label: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  run: () => Promise<unknown>;
  variant?: ButtonVariant;
}

export function ConfirmAction({ label, title, body, confirmLabel, run, variant = 'secondary' }: ConfirmActionProps) {
  const { t } = useTranslation('dashboard');
  const dialog = useConfirm(run);
  return (
    <>
      <Button variant={variant} onClick={() => dialog.ask(true)}>
        {label}
      </Button>
      <ConfirmDialog {...dialog.dialog} title={title} confirmLabel={confirmLabel} cancelLabel={t('common|cancel')}>
        <p>{body}</p>
      </ConfirmDialog>
    </>
  );
}
