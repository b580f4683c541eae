/**
 * Auto-refill answered a quote refused for credit (code 10 with details.auto_refill): the saved card is being
 * charged ('charging') or an earlier top-up is still open ('pending'). The API's translated message, the amount,
 * and the payment's page (payment/{hash}); no buying UI, since paying again would charge twice.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { formatHkd } from '@shared/utils/format';
import { Modal } from '@client/ui/modal';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';

export interface AutoTopUp {
  state: 'charging' | 'pending';
  /** The API's translated message. */
  message: string;
  orderHash?: string;
  amount?: number;
}

export function AutoTopUpDialog({ topUp, onClose }: { topUp: AutoTopUp | null; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const title = !topUp
    ? ''
    : topUp.state === 'pending'
      ? t('payment>auto_pending_title')
      : topUp.amount
        ? t('payment>auto_charging_title', { amount: formatHkd(topUp.amount) })
        : t('payment>auto_charging_title_plain');
  return (
    <Modal
      open={topUp !== null}
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('payment>auto_ok')}
        </Button>
      }
    >
      {topUp ? (
        <div css={bodyStyles}>
          <p>{topUp.message}</p>
          {topUp.orderHash ? (
            <Link to={href('payment', { hash: topUp.orderHash })} css={linkStyles}>
              <Icon name="receipt" size={16} />
              {t('payment>auto_follow')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

const bodyStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  p {
    margin: 0;
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  width: fit-content;
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.medium};
`;
