/**
 * SPEC §2 payment popup for error 10: the balance, the fee and the message (a warning when auto-refill could not top
 * up), then the buying UI in place when the page supplies it (`children`, from the payments feature), else the way
 * to the credit page.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Modal } from '@client/ui/modal';
import { Button, ButtonLink } from '@client/ui/button';
import { DescriptionList } from '@client/ui/description-list';
import { Alert } from '@client/ui/alert';
import { useHref } from '@client/lib/paths';

export interface PaymentProblem {
  message: string;
  balance: number;
  fee: number;
  /** Auto-refill could not top up (monthly limit reached, card refused): the message is a warning above the buying UI. */
  autoRefill?: 'limit_reached' | 'failed';
}

export interface PaymentPopupProps {
  problem: PaymentProblem | null;
  onClose: () => void;
  /** Packages, saved cards and the pay button, composed by the page (features do not import each other). */
  children?: ReactNode;
}

export function PaymentPopup({ problem, onClose, children }: PaymentPopupProps) {
  const { t } = useTranslation('quotes');
  const href = useHref();
  return (
    <Modal
      role="alertdialog"
      open={problem !== null}
      title={t('payment>title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common|later')}
          </Button>
          {children ? null : <ButtonLink to={href('credit')}>{t('payment>go_credit')}</ButtonLink>}
        </>
      }
    >
      {problem ? (
        <>
          {problem.autoRefill ? (
            <Alert tone="warning">{problem.message}</Alert>
          ) : (
            <p
              css={css`
                margin: 0 0 16px;
              `}
            >
              {problem.message}
            </p>
          )}
          <DescriptionList
            layout="inline"
            divided
            items={[
              { term: t('payment>fee'), description: formatHkd(problem.fee) },
              { term: t('payment>balance'), description: formatHkd(problem.balance) },
              { term: t('payment>short'), description: formatHkd(Math.max(0, problem.fee - problem.balance)) },
            ]}
          />
          {children ? (
            <div
              css={css`
                margin-top: 16px;
              `}
            >
              {children}
            </div>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
