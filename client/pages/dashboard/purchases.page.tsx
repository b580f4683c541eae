/** dashboard/purchases (pro): the purchase history, 20 a page, all since 2018 or this week (SPEC §9), with states. */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useOrders } from '@client/features/payments/api/payments.queries';
import { PurchaseList, PurchaseListSkeleton } from '@client/features/payments/components/purchase-list';
import { ChargeDocumentLinks } from '@client/features/wallet/components/charge-document-links';

export default function PurchasesPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const week = search.get('range') === 'week';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useOrders(page, week ? 'week' : 'all');
  const url = (p: number, w = week) => withQuery(href('purchases'), { range: w && 'week', page: p > 1 && p });
  return (
    <PageShell title={t('purchases>title')}>
      <ListPage
        filters={
          <Chips
            label={t('purchases>filter_label')}
            items={[
              { key: 'all', label: t('purchases>range_all'), href: url(1, false), selected: !week },
              { key: 'week', label: t('purchases>range_week'), href: url(1, true), selected: week },
            ]}
          />
        }
        pending={isPending}
        data={data}
        skeleton={<PurchaseListSkeleton />}
        hrefFor={(n) => url(n)}
        labels={labels}
        empty={
          <Card>
            <EmptyState
              title={t(week ? 'purchases>empty_week_title' : 'purchases>empty_title')}
              body={t('purchases>empty_body')}
              action={<ButtonLink to={href('pricing')}>{t('credit>buy')}</ButtonLink>}
            />
          </Card>
        }
      >
        {(d) => <PurchaseList items={d.items} />}
      </ListPage>
      <ChargeDocumentLinks />
    </PageShell>
  );
}
