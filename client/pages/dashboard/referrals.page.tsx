/**
 * dashboard/referrals (SPEC §7 users/referrals, users/refer): the link to share with a copy button,
 * an invitation by e-mail or SMS, and who joined through the link with the reward's status and the total earned.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useReferrals } from '@client/features/referrals/api/referrals.queries';
import { InviteForm } from '@client/features/referrals/components/invite-form';
import { ReferralLinkCard } from '@client/features/referrals/components/referral-link-card';
import { ReferralList } from '@client/features/referrals/components/referral-list';

export default function ReferralsPage() {
  const { t } = useTranslation('dashboard');
  const { data } = useReferrals();
  return (
    <PageShell title={t('referrals>title')} intro={t('referrals>intro')}>
      {data ? <ReferralLinkCard link={data.link} reward={data.reward_amount} /> : <Skeleton height={180} />}
      <Card aria-labelledby="referral-invite-title">
        <h2 id="referral-invite-title" css={[h2Styles, { marginBottom: theme.space[3] }]}>
          {t('referrals>invite_title')}
        </h2>
        <InviteForm />
      </Card>
      <section aria-labelledby="referral-list-title" css={sectionStyles}>
        <div css={headStyles}>
          <h2 id="referral-list-title" css={h2Styles}>
            {t('referrals>list_title')}
          </h2>
          {data ? <p css={totalStyles}>{t('referrals>total_earned', { amount: formatHkd(data.total_earned) })}</p> : null}
        </div>
        {data ? <ReferralList items={data.items} /> : <Skeleton height={96} />}
      </section>
    </PageShell>
  );
}

const sectionStyles = stack(3);

const headStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[2]};
`;

const h2Styles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const totalStyles = css`
  margin: 0;
  color: ${theme.color.successDark};
  font-weight: ${theme.font.weight.medium};
`;
