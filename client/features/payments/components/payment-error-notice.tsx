/** SPEC §8 payment_error: why the last automatic top-up failed (payment_failed, foreign_card), shown until dismissed. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { rowTop } from '@client/styles/layout';
import { useDismissPaymentError } from '../api/payments.mutations';

export function PaymentErrorNotice({ code }: { code: string }) {
  const { t } = useTranslation('pricing');
  const dismiss = useDismissPaymentError();
  return (
    <div role="alert" css={boxStyles}>
      <Icon name="warning" size={20} />
      <div css={{ flex: 1 }}>
        <strong>{t('credit>payment_error_title')}</strong>
        <p css={{ margin: 0 }}>{t(`common|errors>${code}`, { defaultValue: t('credit>payment_error_other') })}</p>
      </div>
      <Button size="sm" variant="ghost" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
        {t('credit>payment_error_dismiss')}
      </Button>
    </div>
  );
}

const boxStyles = css`
  ${rowTop(3)};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.dangerDark};
  font-size: ${theme.font.size.sm};
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;
