/**
 * dashboard/shop/product/{new|edit}/{serviceId}/{categoryId}[/{shopItemId}] (SPEC §2): the item editor for one of
 * the pro's services and categories. Composes the shop's editor with the service editor's district picker and leave
 * guard; a new item, once saved, moves to its edit address without losing what is on screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { PageShell } from '@client/ui/page-shell';
import { SkeletonText } from '@client/ui/skeleton';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { DistrictPicker } from '@client/features/service-editor/components/district-picker';
import { LeaveGuard } from '@client/features/service-editor/components/editor-form';
import { STEP } from '@client/features/service-editor/lib/editor-steps';
import { ownItemQuery } from '@client/features/shop/api/shop-items.queries';
import { ItemEditor } from '@client/features/shop/components/item-editor';
import { idFrom, proShopProductReads } from './pro-shop.reads';

export default function ProShopProductPage() {
  const { t, i18n } = useTranslation('shop');
  const href = useHref();
  const navigate = useNavigate();
  const params = useParams();
  const reads = proShopProductReads.use();
  const { data: service } = useQuery(reads.service);
  const noItem = ownItemQuery(useDataClient(), 0);
  const { data: item } = useQuery({ ...(reads.item ?? noItem), enabled: reads.item !== undefined });
  const serviceId = idFrom(params.serviceId);
  const categoryId = idFrom(params.categoryId);
  const editing = params.action === 'edit';
  const category = service?.categories.find((c) => c.id === categoryId);
  const en = (i18n.language as Language) === 'en-HK';
  const categoryName = category ? (en ? category.name_en : category.name_zh) : '';
  const serviceName = service ? (en && service.business_name_en ? service.business_name_en : service.business_name_zh) : '';
  const ready = service && (!editing || item);
  return (
    <PageShell
      title={t(editing ? 'editor>title_edit' : 'editor>title_new')}
      intro={ready ? t('editor>for', { service: serviceName, category: categoryName }) : undefined}
      back={{ to: href('proShop'), label: t('list>back') }}
    >
      {!ready ? <SkeletonText lines={12} /> : null}
      {ready ? (
        <ItemEditor
          key={`${serviceId}:${categoryId}`}
          serviceId={serviceId}
          categoryId={categoryId}
          item={editing ? item : undefined}
          defaults={service}
          hasHours={service.business_hours.length > 0}
          hoursHref={href('serviceEditor', { serviceId, index: STEP.Hours })}
          renderAreas={(p) => <DistrictPicker {...p} />}
          renderLeaveGuard={(s) => <LeaveGuard {...s} />}
          onSaved={(saved) => {
            if (!editing)
              navigate(href('proShopProduct', { action: 'edit', serviceId, categoryId, shopItemId: saved.id }), { replace: true });
          }}
        />
      ) : null}
    </PageShell>
  );
}
