/**
 * dashboard/shop-consumer/favorite (SPEC §2 favorite, §9 six a page from page 1): the items the consumer liked, newest
 * like first, each opening its public page, with a way to take it off the list; a link to their shop orders.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom } from '@shared/domain/catalog';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useShopFavorites } from '@client/features/shop/api/shop-likes.queries';
import { FavoriteEmpty, FavoriteList, FavoriteListSkeleton } from '@client/features/shop/components/favorite-list';

export default function ShopFavoritesPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const { data, isPending } = useShopFavorites(pageFrom(search));
  return (
    <PageShell
      title={t('favorites>title')}
      intro={t('favorites>intro')}
      actions={
        <ButtonLink variant="secondary" size="sm" to={href('consumerShopOrders')}>
          {t('favorites>orders_link')}
        </ButtonLink>
      }
    >
      <ListPage
        pending={isPending}
        data={data}
        skeleton={<FavoriteListSkeleton />}
        summary={(d) => t('favorites>count', { count: d.total ?? d.items.length })}
        hrefFor={(n) => withQuery(href('consumerShopFavorite'), { page: n > 1 && n })}
        labels={labels}
        empty={
          <Card>
            <FavoriteEmpty />
          </Card>
        }
      >
        {(d) => <FavoriteList items={d.items} />}
      </ListPage>
    </PageShell>
  );
}
