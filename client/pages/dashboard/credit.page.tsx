/**
 * dashboard/credit (pro): the wallet balance and the way to buy more, how quote fees work, a coupon code box, auto
 * top-up with the saved cards, the packages, a refund of unspent purchased credit, the latest ledger rows, and a failed
 * automatic top-up (payment_error) until dismissed.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { iconBulletList } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useLedger } from '@client/features/wallet/api/wallet.queries';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { LedgerEmptyState, LedgerList, LedgerSkeleton } from '@client/features/wallet/components/ledger-list';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { PackageSummary } from '@client/features/payments/components/package-summary';
import { PaymentErrorNotice } from '@client/features/payments/components/payment-error-notice';
import { AutoRefillSettings } from '@client/features/payments/components/auto-refill-settings';
import { CouponBox } from '@client/features/payments/components/coupon-box';
import { SavedCardList } from '@client/features/payments/components/saved-card-list';
import { StarterPackageStatus } from '@client/features/payments/components/starter-package-status';
import { CreditRefundCard } from '@client/features/payments/components/credit-refund-card';

export default function CreditPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { data, isPending } = useLedger(1);
  // SPEC §8: why the last automatic top-up failed, kept on the user until dismissed.
  const paymentError = useSession().data?.payment_error;
  return (
    <PageShell title={t('credit>title')}>
      {paymentError ? <PaymentErrorNotice code={paymentError} /> : null}
      <BalanceCard />
      <ButtonLink to={href('pricing')} size="lg" block>
        <Icon name="plus" size={20} />
        {t('credit>buy')}
      </ButtonLink>
      <Card>
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
            margin: 0 0 ${theme.space[2]};
          `}
        >
          {t('credit>how_title')}
        </h2>
        <ul css={iconBulletList(2, '4px')}>
          <li>
            <Icon name="send" size={16} />
            {t('credit>how_fee')}
          </li>
          <li>
            <Icon name="check" size={16} />
            {t('credit>how_once')}
          </li>
          <li>
            <Icon name="tag" size={16} />
            {t('credit>how_discount')}
          </li>
        </ul>
      </Card>
      <Section title={t('coupon>section_title')} level={2} action={{ label: t('coupon>see_offers'), href: href('freeCredits') }}>
        <Card>
          <CouponBox />
        </Card>
      </Section>
      <Section title={t('auto>title')} level={2}>
        <Card>
          <AutoRefillSettings />
          <SavedCardList />
        </Card>
      </Section>
      <Section title={t('credit>packages')} level={2} action={{ label: t('credit>purchases'), href: href('purchases') }}>
        <PackageSummary />
      </Section>
      <StarterPackageStatus />
      <CreditRefundCard />
      <Card aria-labelledby="credit-merchant-title">
        <h2 id="credit-merchant-title" css={merchantTitle}>
          <Icon name="briefcase" size={20} />
          {t('dashboard|merchant>entry_title')}
        </h2>
        <p css={merchantText}>{t('dashboard|merchant>entry_text')}</p>
        <ButtonLink to={href('merchantApplication')} variant="secondary">
          {t('dashboard|merchant>entry_link')}
        </ButtonLink>
      </Card>
      <Section title={t('credit>recent')} level={2} action={{ label: t('credit>all_transactions'), href: href('transaction') }}>
        {isPending ? <LedgerSkeleton /> : data && data.items.length ? <LedgerList items={data.items.slice(0, 5)} /> : <LedgerEmptyState />}
      </Section>
    </PageShell>
  );
}

const merchantTitle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;

const merchantText = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
