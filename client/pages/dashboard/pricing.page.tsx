/** dashboard/pricing[/{target}] (pro): buy credit — a package or a custom amount, by card, convenience store or FPS. */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { PageIntro } from '@client/ui/page-intro';
import { PageLinks } from '@client/ui/page-links';
import { pageColumnStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { useBalance } from '@client/features/wallet/api/wallet.queries';
import { BuyCreditForm } from '@client/features/payments/components/buy-credit-form';

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { target } = useParams();
  const [search] = useSearchParams();
  const amount = Number(search.get('amount')) || undefined;
  const balance = useBalance().data?.balance;
  return (
    <div css={pageColumnStyles}>
      <PageIntro title={t('pricing>title')}>
        {t('pricing>intro')}
        {balance !== undefined ? ` ${t('pricing>balance', { balance: formatHkd(balance) })}` : ''}
      </PageIntro>
      <Card>
        <BuyCreditForm preselect={target} initialAmount={amount} />
      </Card>
      <PageLinks label={t('pricing>more')}>
        <Link to={href('purchases')}>{t('purchases>title')}</Link>
        <Link to={href('credit')}>{t('credit>title')}</Link>
      </PageLinks>
    </div>
  );
}
