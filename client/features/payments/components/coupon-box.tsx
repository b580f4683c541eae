/**
 * Redeem a coupon code for free credit (POST /api/coupons/redeem): the code is checked as typed (4–32 letters, digits
 * or hyphens), a refusal shows the API's translated reason at the field, a success says how much was added and
 * until when it can be used (Asia/Hong_Kong).
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useRedeemCoupon } from '../api/payments.mutations';
import { apiMessage } from '../lib/api-message';
import { formatHkDate } from '../lib/hk-date';

const COUPON_CODE = /^[A-Z0-9-]{4,32}$/;

export function CouponBox() {
  const { t, i18n } = useTranslation('pricing');
  const redeem = useRedeemCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    setDone(null);
    if (!value) return setError(t('coupon>required'));
    if (!COUPON_CODE.test(value)) return setError(t('coupon>invalid'));
    setError(undefined);
    try {
      const r = await redeem.mutateAsync(value);
      setCode('');
      setDone(
        t('free>granted', {
          amount: formatHkd(r.amount),
          date: formatHkDate(r.expires_at, i18n.language as Language),
          balance: formatHkd(r.balance),
        }),
      );
    } catch (err) {
      setError(apiMessage(err, t, 'code'));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('coupon>title')} css={formStyles}>
      <div css={rowStyles}>
        <TextField
          label={t('coupon>label')}
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={error ? undefined : t('coupon>hint')}
        />
        <Button type="submit" variant="secondary" loading={redeem.isPending}>
          {t('coupon>submit')}
        </Button>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </form>
  );
}

const formStyles = stack(3);

/** The button sits beside the field from 640 px, under it on a phone. */
const rowStyles = css`
  ${stack(2)};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;
    & > button {
      margin-top: 28px;
    }
  }
`;
