/** dashboard/pricing[/{target}] (pro): buy credit — a package or a custom amount, by card, convenience store or FPS. */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { PageLinks } from '@client/ui/page-links';
import { PageShell } from '@client/ui/page-shell';
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
    <PageShell
      title={t('pricing>title')}
      intro={
        <>
          {t('pricing>intro')}
          {balance !== undefined ? ` ${t('pricing>balance', { balance: formatHkd(balance) })}` : ''}
        </>
      }
    >
      <Card>
        <BuyCreditForm preselect={target} initialAmount={amount} />
      </Card>
      <PageLinks label={t('pricing>more')}>
        <Link to={href('purchases')}>{t('purchases>title')}</Link>
        <Link to={href('credit')}>{t('credit>title')}</Link>
      </PageLinks>
    </PageShell>
  );
}
