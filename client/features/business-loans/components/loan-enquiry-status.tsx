/** The pro's latest business-loan enquiry as it stands: its state, what finance does next, and what was sent. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BusinessLoan } from '@shared/schemas/business-loans.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { StatusBadge } from '@client/ui/status-badge';
import { theme } from '@client/styles/theme';
import { cluster, stack } from '@client/styles/layout';
import { formatPhone } from '@shared/utils/format';
import { BUSINESS_LOAN_LOOKS } from './loan-looks';

export interface LoanEnquiryStatusProps {
  enquiry: BusinessLoan;
  /** The enquiry is closed, so a new one may be sent. */
  canEnquire: boolean;
  onEnquireAgain: () => void;
}

export function LoanEnquiryStatus({ enquiry: e, canEnquire, onEnquireAgain }: LoanEnquiryStatusProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const when = (at: string | null) => (at ? formatDateTime(at, lng) : '—');
  return (
    <Card aria-labelledby="loan-status-title">
      <div css={stack(4)}>
        <div css={cluster(2)}>
          <h2 id="loan-status-title" css={titleStyles}>
            {t('businessLoan>status_title')}
          </h2>
          <StatusBadge looks={BUSINESS_LOAN_LOOKS} status={e.status}>
            {t(`businessLoan>status>${e.status}`)}
          </StatusBadge>
        </div>
        <p css={noteStyles}>{t(`businessLoan>status_note>${e.status}`)}</p>
        <DescriptionList
          layout="inline"
          divided
          items={[
            { term: t('businessLoan>terms>amount'), description: `HK$${e.amount.toLocaleString(lng)}` },
            { term: t('businessLoan>terms>purpose'), description: t(`businessLoan>purposes>${e.purpose}`) },
            { term: t('businessLoan>terms>business_age'), description: t(`businessLoan>ages>${e.business_age}`) },
            { term: t('businessLoan>terms>phone'), description: formatPhone(e.phone) },
            ...(e.details ? [{ term: t('businessLoan>terms>details'), description: e.details }] : []),
            { term: t('businessLoan>sent_at'), description: when(e.created) },
            ...(e.contacted_at ? [{ term: t('businessLoan>contacted_at'), description: when(e.contacted_at) }] : []),
            ...(e.closed_at ? [{ term: t('businessLoan>closed_at'), description: when(e.closed_at) }] : []),
          ]}
        />
        {canEnquire ? (
          <div>
            <Button variant="secondary" onClick={onEnquireAgain}>
              {t('businessLoan>enquire_again')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const noteStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
