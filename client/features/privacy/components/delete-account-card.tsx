/**
 * Deleting the account (SPEC §7 users/delete): what happens, the wallet warning with a way to ask for the purchased
 * credit back (the page's refund offer) or an explicit "give up my purchased credit" box, the confirmation
 * (password or a code), a last "are you sure" dialog; then the user is signed out and lands on the home page with a
 * notice.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { privacyContract } from '@shared/api/privacy.contract';
import type { DeletionMethod } from '@shared/domain/privacy';
import type { DeletionPreview } from '@shared/schemas/privacy.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Checkbox } from '@client/ui/checkbox';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Skeleton } from '@client/ui/skeleton';
import { useToast } from '@client/ui/toast';
import { isServerError } from '@client/ui/server-error';
import { useApiForm } from '@client/ui/use-api-form';
import { usePrefixed } from '@client/lib/paths';
import { endpointKey } from '@client/lib/endpoint-query';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';
import { useDeleteAccount } from '../api/privacy.mutations';
import { useDeletionPreview } from '../api/privacy.queries';
import { DeletionConsequences } from './deletion-consequences';
import { DeletionMethodFields, type ConfirmValues } from './deletion-method-fields';

/** `refundOffer` (composed by the page): asking for the purchased credit back instead of giving it up. */
export function DeleteAccountCard({ refundOffer }: { refundOffer?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { data: preview, isError } = useDeletionPreview();
  return (
    <Card aria-labelledby="privacy-delete-title">
      <h2 id="privacy-delete-title" css={titleStyles}>
        {t('privacy>delete>title')}
      </h2>
      <p>{t('privacy>delete>intro')}</p>
      {preview ? (
        <DeleteAccountForm preview={preview} refundOffer={refundOffer} />
      ) : isError ? (
        <Alert tone="error">{t('common|errors>generic')}</Alert>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton variant="line" />
      <Skeleton variant="line" width="70%" />
    </div>
  );
}

function validate(preview: DeletionPreview, method: DeletionMethod, v: ConfirmValues, forfeit: boolean, t: (k: string) => string) {
  const e: Record<string, string> = {};
  if (method === 'password' && !v.password) e.password = t('common|errors>required');
  if (method === 'phone' && !v.hash) e.otp = t('privacy>method>send_first');
  else if (method === 'phone' && !/^\d{6}$/.test(v.otp)) e.otp = t('common|errors>invalid_otp');
  if (method === 'email' && !/^\d{6}$/.test(v.email_code)) e.email_code = t('privacy>method>code_needed');
  if (preview.paid_balance > 0 && !forfeit) e.forfeit_balance = t('common|errors>forfeit_required');
  return e;
}

function DeleteAccountForm({ preview, refundOffer }: { preview: DeletionPreview; refundOffer?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const prefixed = usePrefixed();
  const qc = useQueryClient();
  const toast = useToast();
  const remove = useDeleteAccount();
  const [method, setMethod] = useState<DeletionMethod>(preview.methods[0] ?? 'email');
  const [values, setValues] = useState<ConfirmValues>({ password: '', otp: '', email_code: '', hash: '' });
  const [forfeit, setForfeit] = useState(false);
  const { fields: errors, formError, validate: showErrors, run, setFields } = useApiForm({ network: t('common|errors>network') });
  const confirming = useConfirm(onConfirm);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (showErrors(validate(preview, method, values, forfeit, t))) confirming.ask(true);
  }

  async function onConfirm() {
    const codes = method === 'phone' ? { hash: values.hash, otp: values.otp } : method === 'email' ? { email_code: values.email_code } : {};
    const removed = await run(() =>
      remove.mutateAsync({ method, ...(method === 'password' ? { password: values.password } : codes), forfeit_balance: forfeit }),
    );
    if (!removed.ok) {
      // The balance changed meanwhile (a top-up): show the new figures.
      if (isServerError(removed.error) && removed.error.code === 'paid_balance_remaining') {
        void qc.invalidateQueries({ queryKey: endpointKey(privacyContract.deletionPreview, {}) });
      }
      return;
    }
    toast.show(t('privacy>delete>done'), { tone: 'success', duration: 10_000 });
    await navigate(prefixed('/'), { replace: true });
    // Nothing about the account stays in memory; the header learns that nobody is signed in.
    qc.clear();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <DeletionConsequences preview={preview} />
      <p css={hintStyles}>{t('privacy>delete>download_first')}</p>
      {preview.paid_balance > 0 ? refundOffer : null}
      {preview.paid_balance > 0 ? (
        <Checkbox
          name="forfeit_balance"
          checked={forfeit}
          onChange={(e) => setForfeit(e.target.checked)}
          label={t('privacy>wallet>forfeit_label', { amount: preview.paid_balance })}
          error={errors.forfeit_balance}
        />
      ) : null}
      <DeletionMethodFields
        preview={preview}
        method={method}
        onMethod={(m) => {
          setMethod(m);
          setFields({});
        }}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={errors}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" variant="danger">
        {t('privacy>delete>submit')}
      </Button>
      <ConfirmDialog
        {...confirming.dialog}
        title={t('privacy>delete>confirm_title')}
        confirmLabel={t('privacy>delete>confirm_button')}
        cancelLabel={t('privacy>delete>cancel')}
      >
        <p>{t('privacy>delete>confirm_body')}</p>
      </ConfirmDialog>
    </form>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.danger};
`;

const hintStyles = secondarySmall;
