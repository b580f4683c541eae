/**
 * dashboard/shop/add (SPEC §2): a new item starts with one of the pro's services and one of its categories; picking
 * one opens the item editor (product/new/{serviceId}/{categoryId}). Archived services take no new items.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { PageShell } from '@client/ui/page-shell';
import { SkeletonText } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { STEP } from '@client/features/service-editor/lib/editor-steps';
import { ProServicePicker } from '@client/features/shop/components/pro-service-picker';
import { proShopAddReads } from './pro-shop.reads';

export default function ProShopAddPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const { data } = useQuery(proShopAddReads.use().services);
  const services = (data?.items ?? [])
    .filter((s) => !s.is_archived)
    .map((s) => ({
      id: s.quote_service_id,
      name: s.business_name,
      categories: s.categories,
      categoriesHref: href('serviceEditor', { serviceId: s.quote_service_id, index: STEP.Category }),
    }));
  return (
    <PageShell title={t('list>add_title')} intro={t('list>add_intro')} back={{ to: href('proShop'), label: t('list>back') }}>
      {!data ? <SkeletonText lines={6} /> : null}
      {data && !services.length ? (
        <EmptyState
          title={t('list>no_services_title')}
          body={t('list>no_services_body')}
          action={<ButtonLink to={href('services')}>{t('list>no_services_action')}</ButtonLink>}
        />
      ) : null}
      {services.length ? <ProServicePicker services={services} /> : null}
    </PageShell>
  );
}
