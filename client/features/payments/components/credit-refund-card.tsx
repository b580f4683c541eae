/**
 * Refund of unspent purchased credit. On the credit page: what can be refunded now (free and bonus credit never),
 * the last request and its outcome, and a form for an amount up to the refundable one. On the account-deletion
 * page (`offer`): one button that asks for the whole refundable amount, so deleting never means giving it up.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { CreditRefund } from '@shared/schemas/credit-refunds.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useCreditRefundState } from '../api/credit-refunds.queries';
import { useRequestCreditRefund } from '../api/credit-refunds.mutations';
import { apiMessage } from '../lib/api-message';
import { formatHkDate } from '../lib/hk-date';

function LatestRequest({ latest }: { latest: CreditRefund }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const date = formatHkDate(latest.decided_at ?? latest.created, lng);
  const amount = formatHkd(latest.amount);
  if (latest.status === 'pending') return <Alert tone="info">{t('credit_refund>status>pending', { amount, date })}</Alert>;
  if (latest.status === 'rejected')
    return <Alert tone="warning">{t('credit_refund>status>rejected', { amount, date, reason: latest.reason })}</Alert>;
  return <Alert tone="success">{t('credit_refund>status>approved', { amount, date })}</Alert>;
}

/** The credit page's card. */
export function CreditRefundCard() {
  const { t } = useTranslation('pricing');
  const { data } = useCreditRefundState();
  const request = useRequestCreditRefund();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  if (!data) return null;
  const pending = data.latest?.status === 'pending';
  const hasLatest = data.latest !== null;
  if (!data.refundable && !hasLatest) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(undefined);
    const value = amount.trim() === '' ? data!.refundable : Number(amount);
    if (!Number.isInteger(value) || value < 1) return setError(t('credit_refund>amount_invalid'));
    if (value > data!.refundable) return setError(t('common|errors>credit_refund_too_much', { refundable: data!.refundable }));
    setError(undefined);
    try {
      await request.mutateAsync({ amount: value, note: note.trim(), source: 'credit' });
      setAmount('');
      setNote('');
    } catch (err) {
      const message = apiMessage(err, t, 'amount');
      if (message && (err as { fields?: Record<string, string> }).fields?.amount) setError(message);
      else setFormError(message);
    }
  }

  return (
    <Card aria-labelledby="credit-refund-title">
      <h2 id="credit-refund-title" css={titleStyles}>
        {t('credit_refund>title')}
      </h2>
      <p css={textStyles}>{t('trust_fund>policy>refund')}</p>
      <dl css={figuresStyles}>
        <dt>{t('credit_refund>purchased')}</dt>
        <dd>{formatHkd(data.purchased)}</dd>
        <dt>{t('credit_refund>free')}</dt>
        <dd>{formatHkd(data.free)}</dd>
        <dt>{t('credit_refund>refundable')}</dt>
        <dd>
          <strong>{formatHkd(data.refundable)}</strong>
        </dd>
      </dl>
      {data.latest ? <LatestRequest latest={data.latest} /> : null}
      {!pending && data.refundable > 0 ? (
        <form onSubmit={submit} noValidate css={formStyles} aria-label={t('credit_refund>title')}>
          <TextField
            label={t('credit_refund>amount_label')}
            name="amount"
            inputMode="numeric"
            value={amount}
            placeholder={String(data.refundable)}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            error={error}
            hint={error ? undefined : t('credit_refund>amount_hint', { amount: formatHkd(data.refundable) })}
          />
          <TextArea
            label={t('credit_refund>note_label')}
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            rows={2}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div>
            <Button type="submit" variant="secondary" loading={request.isPending}>
              {t('credit_refund>submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

/** The account-deletion page's offer: ask for everything refundable in one click instead of giving it up. */
export function CreditRefundOffer() {
  const { t } = useTranslation('dashboard');
  const { data } = useCreditRefundState();
  const request = useRequestCreditRefund();
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;
  if (data.latest?.status === 'pending') {
    return <Alert tone="info">{t('privacy>wallet>refund_pending', { amount: data.latest.amount })}</Alert>;
  }
  if (data.refundable <= 0) return null;
  const ask = async () => {
    setError(undefined);
    try {
      await request.mutateAsync({ amount: data.refundable, source: 'deletion' });
    } catch (err) {
      setError(apiMessage(err, t));
    }
  };
  return (
    <div css={offerStyles}>
      <Button type="button" variant="secondary" loading={request.isPending} onClick={() => void ask()}>
        {t('privacy>wallet>refund_button', { amount: data.refundable })}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;
const textStyles = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
const figuresStyles = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0 0 ${theme.space[3]};
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const formStyles = css`
  ${stack(3)};
  margin-top: ${theme.space[3]};
`;
const offerStyles = css`
  ${stack(2)};
  margin: ${theme.space[3]} 0;
`;
