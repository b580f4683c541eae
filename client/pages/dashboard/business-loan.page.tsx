/**
 * dashboard/business-loan (SPEC §6 flag `businessLoan`): financing for a pro's business through a lending partner.
 * What it is in plain words (Sifu is not the lender and makes no offer; the partner explains any loan and its cost),
 * then the enquiry form, or the enquiry's state once sent; after finance closes it, the pro may send another.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Card } from '@client/ui/card';
import { PageShell } from '@client/ui/page-shell';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useMyBusinessLoan } from '@client/features/business-loans/api/business-loans.queries';
import { LoanEnquiryForm } from '@client/features/business-loans/components/loan-enquiry-form';
import { LoanEnquiryStatus } from '@client/features/business-loans/components/loan-enquiry-status';

const POINTS = ['uses', 'partner', 'contact', 'no_fee'] as const;

export default function BusinessLoanPage() {
  const { t } = useTranslation('dashboard');
  const { data } = useMyBusinessLoan();
  const [again, setAgain] = useState(false);
  const [sent, setSent] = useState(false);
  const showForm = data ? !data.enquiry || (again && data.can_enquire) : false;
  return (
    <PageShell title={t('businessLoan>title')} intro={t('businessLoan>intro')}>
      <div css={stack(6)}>
        <Card aria-labelledby="loan-about">
          <h2 id="loan-about" css={headingStyles}>
            {t('businessLoan>about_title')}
          </h2>
          <ul css={pointsStyles}>
            {POINTS.map((p) => (
              <li key={p}>{t(`businessLoan>points>${p}`)}</li>
            ))}
          </ul>
          <p css={warningStyles}>{t('businessLoan>warning')}</p>
        </Card>
        {sent && !showForm ? <Alert tone="success">{t('businessLoan>sent')}</Alert> : null}
        {!data ? (
          <SkeletonText lines={6} />
        ) : showForm ? (
          <Card aria-labelledby="loan-form-title">
            <h2 id="loan-form-title" css={headingStyles}>
              {t('businessLoan>form_title')}
            </h2>
            <LoanEnquiryForm
              onSent={() => {
                setAgain(false);
                setSent(true);
              }}
            />
          </Card>
        ) : (
          <LoanEnquiryStatus
            enquiry={data.enquiry!}
            canEnquire={data.can_enquire}
            onEnquireAgain={() => {
              setSent(false);
              setAgain(true);
            }}
          />
        )}
      </div>
    </PageShell>
  );
}

const headingStyles = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;

const pointsStyles = css`
  margin: 0 0 ${theme.space[3]};
  padding-left: ${theme.space[6]};
  display: grid;
  gap: ${theme.space[2]};
`;

const warningStyles = css`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
`;
