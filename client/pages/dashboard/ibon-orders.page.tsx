/**
 * ibon-orders/{pageNumber?} (SPEC §2, both roles): every bill the user took to a convenience store, for credit or a
 * shop order, newest first, 20 a page with the page in the path; a page past the end shows the last page and says so.
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { ListPage } from '@client/ui/list-page';
import { ListSkeleton } from '@client/ui/list-row';
import { PageShell } from '@client/ui/page-shell';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { StoreOrderCard } from '@client/features/payments/components/store-order-card';
import { ibonOrdersReads, ibonPageOf } from './ibon-orders.reads';

export default function IbonOrdersPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const labels = usePaginationLabels();
  const asked = ibonPageOf(useParams().pageNumber);
  const { data, isPending } = useQuery(ibonOrdersReads.use().list);
  const url = (p: number) => href('ibonOrders', { pageNumber: p > 1 ? p : undefined });
  return (
    <PageShell title={t('ibon>title')} intro={t('ibon>intro')}>
      {data && data.total_pages > 0 && data.page < asked ? <Alert>{t('ibon>last_page_shown', { asked, page: data.page })}</Alert> : null}
      <ListPage
        pending={isPending}
        data={data}
        skeleton={<ListSkeleton rowHeight={220} />}
        hrefFor={url}
        labels={labels}
        empty={
          <Card>
            <EmptyState title={t('ibon>empty_title')} body={t('ibon>empty_body')} />
          </Card>
        }
      >
        {(d) => (
          <ul css={listStyles}>
            {d.items.map((o) => (
              <li key={o.id}>
                <StoreOrderCard order={o} />
              </li>
            ))}
          </ul>
        )}
      </ListPage>
    </PageShell>
  );
}

const listStyles = css`
  ${stack(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
