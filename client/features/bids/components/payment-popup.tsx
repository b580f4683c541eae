/** SPEC §2 payment popup for error 10: the balance, the fee and the message, with the way to the credit page. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Modal } from '@client/ui/modal';
import { Button, ButtonLink } from '@client/ui/button';
import { DescriptionList } from '@client/ui/description-list';
import { useHref } from '@client/lib/paths';

export interface PaymentProblem {
  message: string;
  balance: number;
  fee: number;
}

export function PaymentPopup({ problem, onClose }: { problem: PaymentProblem | null; onClose: () => void }) {
  const { t } = useTranslation('market');
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
            {t('common>later')}
          </Button>
          <ButtonLink to={href('credit')}>{t('payment>go_credit')}</ButtonLink>
        </>
      }
    >
      {problem ? (
        <>
          <p
            css={css`
              margin: 0 0 16px;
            `}
          >
            {problem.message}
          </p>
          <DescriptionList
            layout="inline"
            divided
            items={[
              { term: t('payment>fee'), description: formatHkd(problem.fee) },
              { term: t('payment>balance'), description: formatHkd(problem.balance) },
              { term: t('payment>short'), description: formatHkd(Math.max(0, problem.fee - problem.balance)) },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
