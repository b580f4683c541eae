/**
 * dashboard/shop/orders (pro) and dashboard/shop-consumer/orders (consumer): the caller's shop orders on their side,
 * 20 a page, filtered by what is still going on, completed or called off; each opens the order.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom } from '@shared/domain/catalog';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { Chips } from '@client/ui/tabs';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { ORDER_FILTERS, useShopOrders, type OrderFilter } from '@client/features/shop/api/shop-orders.queries';
import { OrderList, OrderListEmpty, OrderListSkeleton } from '@client/features/shop/components/order-list';
import { ShopChatInbox } from '@client/features/shop/components/shop-chat-inbox';
import { orderFilterFrom } from './shop-orders.reads';

export default function ShopOrdersPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  // The route lets only its own role in, so the session's role is the list's side.
  const role = useSession().data?.role === 'pro' ? 'pro' : 'consumer';
  const filter = orderFilterFrom(search);
  const { data, isPending } = useShopOrders(role, filter, pageFrom(search));
  const url = (page: number, f: OrderFilter = filter) =>
    withQuery(href(role === 'pro' ? 'proShopOrders' : 'consumerShopOrders'), { status: f !== 'all' && f, page: page > 1 && page });
  return (
    <PageShell
      title={t(`orders>title_${role}`)}
      intro={t(`orders>intro_${role}`)}
      actions={
        <ButtonLink variant="secondary" size="sm" to={href(role === 'pro' ? 'proShop' : 'consumerShopFavorite')}>
          {t(`orders>link_${role}`)}
        </ButtonLink>
      }
    >
      <ListPage
        filters={
          <Chips
            label={t('orders>filter_label')}
            items={ORDER_FILTERS.map((f) => ({ key: f, label: t(`orders>filter>${f}`), href: url(1, f), selected: f === filter }))}
          />
        }
        pending={isPending}
        data={data}
        skeleton={<OrderListSkeleton />}
        hrefFor={(n) => url(n)}
        labels={labels}
        empty={
          <Card>
            <OrderListEmpty role={role} filtered={filter !== 'all'} />
          </Card>
        }
      >
        {(d) => <OrderList items={d.items} />}
      </ListPage>
      {role === 'consumer' ? <ShopChatInbox role="consumer" /> : null}
    </PageShell>
  );
}
