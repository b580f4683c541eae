/** dashboard/purchases (pro): the purchase history, 20 a page, all since 2018 or this week (SPEC §9), with states. */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { pageColumnStyles, pageTitleStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { useOrders } from '@client/features/payments/api/payments.queries';
import { PurchaseList, PurchaseListSkeleton } from '@client/features/payments/components/purchase-list';

export default function PurchasesPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const [search] = useSearchParams();
  const week = search.get('range') === 'week';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useOrders(page, week ? 'week' : 'all');
  const url = (p: number, w = week) => {
    const q = new URLSearchParams({ ...(w ? { range: 'week' } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString();
    return `${href('purchases')}${q ? `?${q}` : ''}`;
  };
  return (
    <div css={pageColumnStyles}>
      <h1 css={pageTitleStyles}>{t('purchases>title')}</h1>
      <Chips
        label={t('purchases>filter_label')}
        items={[
          { key: 'all', label: t('purchases>range_all'), href: url(1, false), selected: !week },
          { key: 'week', label: t('purchases>range_week'), href: url(1, true), selected: week },
        ]}
      />
      {isPending ? (
        <PurchaseListSkeleton />
      ) : data && data.items.length ? (
        <>
          <PurchaseList items={data.items} />
          {data.total_pages > 1 ? (
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              hrefFor={(n) => url(n)}
              labels={{
                nav: t('market|common>pages'),
                previous: t('market|common>previous'),
                next: t('market|common>next'),
                page: (n) => t('market|common>page_n', { n }),
              }}
            />
          ) : null}
        </>
      ) : (
        <Card>
          <EmptyState
            title={t(week ? 'purchases>empty_week_title' : 'purchases>empty_title')}
            body={t('purchases>empty_body')}
            action={<ButtonLink to={href('pricing')}>{t('credit>buy')}</ButtonLink>}
          />
        </Card>
      )}
    </div>
  );
}
