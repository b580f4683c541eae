/**
 * dashboard/shop (SPEC §2, pro, only with the shop flags on): the pro's items grouped by service and category, with
 * their status, price, stock and actions; adding an item, the orders and each category's page are a tap away.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { ListSkeleton } from '@client/ui/list-row';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { cluster } from '@client/styles/layout';
import { ProItemList } from '@client/features/shop/components/pro-item-list';
import { ProShopEmpty } from '@client/features/shop/components/pro-shop-empty';
import { ShopChatInbox } from '@client/features/shop/components/shop-chat-inbox';
import { proShopReads } from './pro-shop.reads';

export default function ProShopPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const labels = usePaginationLabels();
  const { data, isPending } = useQuery(proShopReads.use().items);
  return (
    <PageShell title={t('list>title')} intro={t('list>intro')}>
      <div css={cluster(2)}>
        <ButtonLink to={href('proShopAdd')}>
          <Icon name="plus" size={18} />
          {t('list>add')}
        </ButtonLink>
        <ButtonLink to={href('proShopOrders')} variant="secondary">
          <Icon name="receipt" size={18} />
          {t('list>orders')}
        </ButtonLink>
      </div>
      <ShopChatInbox role="pro" />
      <ListPage
        pending={isPending}
        data={data}
        skeleton={<ListSkeleton rowHeight={120} />}
        empty={<ProShopEmpty />}
        summary={(d) => t('list>count', { count: d.total ?? d.items.length })}
        hrefFor={(page) => withQuery(href('proShop'), { page: page > 1 ? page : null })}
        labels={labels}
      >
        {(d) => <ProItemList items={d.items} />}
      </ListPage>
    </PageShell>
  );
}
