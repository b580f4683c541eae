/**
 * dashboard/shop/category/{serviceCategoryId}[/settings[/edit]] (SPEC §2): one service and category's items with
 * their service notice; `settings` shows the notice buyers see with every item of the category, `settings/edit`
 * its form.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { ListSkeleton } from '@client/ui/list-row';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { SkeletonText } from '@client/ui/skeleton';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { cluster } from '@client/styles/layout';
import { ProCategoryNotice, ProCategoryNoticeForm } from '@client/features/shop/components/pro-category-notice';
import { ProItemList } from '@client/features/shop/components/pro-item-list';
import { categoryItemsQuery, idFrom, pageFrom, proShopCategoryReads } from './pro-shop.reads';

export default function ProShopCategoryPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const navigate = useNavigate();
  const params = useParams();
  const data = useDataClient();
  const labels = usePaginationLabels();
  const { data: category } = useQuery(proShopCategoryReads.use().category);
  const [search] = useSearchParams();
  const page = pageFrom(`?${search.toString()}`);
  const itemsRead = categoryItemsQuery({ data }, category ?? { quote_service_id: 0, category: { id: 0 } }, page);
  const items = useQuery({ ...itemsRead, enabled: Boolean(category) && params.settings === undefined });
  const id = idFrom(params.serviceCategoryId);
  const own = href('proShopCategory', { serviceCategoryId: id });
  const settings = href('proShopCategory', { serviceCategoryId: id, settings: 'settings' });
  const edit = href('proShopCategory', { serviceCategoryId: id, settings: 'settings', action: 'edit' });
  const title = category ? category.category.name : t('list>category_title');
  if (!category) {
    return (
      <PageShell title={title} back={{ to: href('proShop'), label: t('list>back') }}>
        <SkeletonText lines={8} />
      </PageShell>
    );
  }
  if (params.settings !== undefined) {
    return (
      <PageShell
        title={t('list>settings_title', { category: title })}
        back={{ to: own, label: t('list>back_category', { category: title }) }}
      >
        {params.action === 'edit' ? (
          <ProCategoryNoticeForm category={category} cancelHref={settings} onSaved={() => navigate(settings)} />
        ) : (
          <ProCategoryNotice category={category} editHref={edit} />
        )}
      </PageShell>
    );
  }
  const addHref = href('proShopProduct', { action: 'new', serviceId: category.quote_service_id, categoryId: category.category.id });
  return (
    <PageShell title={title} intro={t('list>category_intro')} back={{ to: href('proShop'), label: t('list>back') }}>
      <div css={cluster(2)}>
        <ButtonLink to={addHref}>
          <Icon name="plus" size={18} />
          {t('list>add_to_category')}
        </ButtonLink>
        <ButtonLink to={settings} variant="secondary">
          <Icon name="settings" size={18} />
          {t('list>notice_title')}
        </ButtonLink>
      </div>
      <ListPage
        pending={items.isPending}
        data={items.data}
        skeleton={<ListSkeleton rowHeight={120} />}
        empty={<EmptyState title={t('list>category_empty_title')} body={t('list>category_empty_body')} />}
        hrefFor={(p) => withQuery(own, { page: p > 1 ? p : null })}
        labels={labels}
      >
        {(d) => <ProItemList items={d.items} grouped={false} />}
      </ListPage>
    </PageShell>
  );
}
