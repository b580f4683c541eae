/**
 * The subject panel of a shop item applying for review (queue "shop_items", subject `shop_item`; docs/decisions/0038):
 * the item as a buyer would see it (photos, plans with their prices, description, service information, the category's
 * service notice), who sells it and where, and the reviewer's decision (ShopItemDecision). A decided item shows its
 * status and the reason given; a published one may still be taken down. A deleted item has nothing left to decide.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { SHOP_ERRORS } from '@shared/domain/shop';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { ApiError } from '@client/lib/api-client';
import { useRead } from '@client/lib/endpoint-query';
import { useHref } from '@client/lib/paths';
import { bareList, cluster, stack } from '@client/styles/layout';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Picture } from '@client/ui/picture';
import { SHOP_ITEM_LOOKS, StatusBadge } from '@client/ui/status-badge';
import { useOpsMe } from '../api/back-office.queries';
import { DecidedLine } from '../components/decision-form';
import { OpsPanel } from '../components/ops-frame';
import { DateTime } from '../components/ops-time';
import { factsStyles, mutedInline, mutedStyles, panelStyles, preStyles } from '../components/panel-styles';
import { ShopItemDecision } from './shop-item-decision';

const THUMB_PX = 96;

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function ShopItemPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError, error } = useRead(c.opsItem, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  const { data: me } = useOpsMe();
  if (isError) {
    const gone = error instanceof ApiError && error.code === SHOP_ERRORS.ITEM_NOT_FOUND;
    return gone ? <p css={mutedStyles}>{t('shop_item>gone')}</p> : <Alert tone="error">{t('common|errors>generic')}</Alert>;
  }
  if (!data) return <p css={mutedStyles}>{t('shop_item>loading')}</p>;
  const mayDecide = data.actions.length > 0 && Boolean(me?.queues.includes('shop_items'));
  return (
    <div css={panelStyles}>
      <Facts item={data} />
      <Photos item={data} />
      <Plans item={data} />
      <Texts item={data} />
      {mayDecide ? <ShopItemDecision item={data} /> : null}
      {data.status !== 'in_review' ? (
        <DecidedLine
          text={t(`shop_item>status>${data.status}`)}
          at={data.status === 'published' ? data.published_at : data.modified}
          reason={data.review_note}
        />
      ) : null}
    </div>
  );
}

function Facts({ item }: { item: ShopItem }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const none = '—';
  const travels = [
    item.is_service_professional_travels_to_me && t('shop_item>travels>pro'),
    item.is_customer_travel_to_me && t('shop_item>travels>customer'),
    item.is_over_phone_or_internet && t('shop_item>travels>remote'),
  ].filter(Boolean);
  return (
    <dl css={factsStyles}>
      <dt>{t('shop_item>item')}</dt>
      <dd>
        <strong>{item.name}</strong>{' '}
        <StatusBadge looks={SHOP_ITEM_LOOKS} status={item.status}>
          {t(`shop_item>status>${item.status}`)}
        </StatusBadge>
      </dd>
      <dt>{t('shop_item>pro')}</dt>
      <dd>
        <Link to={href('service', { serviceId: item.service.quote_service_id })} target="_blank">
          {item.service.business_name}
        </Link>
      </dd>
      <dt>{t('shop_item>category')}</dt>
      <dd>{item.category.name}</dd>
      <dt>{t('shop_item>service_type')}</dt>
      <dd>{item.service_type ? t(`shop_item>service_types>${item.service_type}`) : none}</dd>
      <dt>{t('shop_item>travel')}</dt>
      <dd>{travels.join(' · ') || none}</dd>
      <dt>{t('shop_item>areas')}</dt>
      <dd>{item.areas.map((a) => a.name).join('、') || none}</dd>
      <dt>{t('shop_item>stock')}</dt>
      <dd>
        {item.quantity === null
          ? t('shop_item>unlimited')
          : t('shop_item>stock_left', { left: item.remaining_quantity ?? 0, total: item.quantity })}
      </dd>
      <dt>{t('shop_item>reservation')}</dt>
      <dd>{t(item.accepts_reservation ? 'shop_item>reservation_yes' : 'shop_item>reservation_no')}</dd>
      <dt>{t('shop_item>keywords')}</dt>
      <dd css={cluster(1)}>{item.keywords.length ? item.keywords.map((k) => <Badge key={k}>{k}</Badge>) : none}</dd>
      <dt>{t('shop_item>written')}</dt>
      <dd>
        <DateTime value={item.created} />
      </dd>
    </dl>
  );
}

function Photos({ item }: { item: ShopItem }) {
  const { t } = useTranslation('ops');
  return (
    <OpsPanel title={t('shop_item>photos')}>
      {item.photos.length ? (
        <ul css={[bareList, cluster(2)]}>
          {item.photos.map((p) => {
            const alt = t('shop_item>photo_alt', { n: p.position, name: item.name });
            return (
              <li key={p.id}>
                <a href={p.image?.display.jpeg ?? p.url} target="_blank" rel="noopener noreferrer">
                  {p.image ? (
                    <Picture image={p.image} alt={alt} sizes={`${THUMB_PX}px`} css={{ width: THUMB_PX, height: 'auto' }} />
                  ) : (
                    <img src={p.url} alt={alt} width={THUMB_PX} loading="lazy" />
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p css={mutedStyles}>{t('shop_item>no_photos')}</p>
      )}
    </OpsPanel>
  );
}

function Plans({ item }: { item: ShopItem }) {
  const { t } = useTranslation('ops');
  return (
    <OpsPanel title={t('shop_item>plans')}>
      <ol css={[bareList, stack(2)]}>
        {item.plans.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong>{' '}
            <span css={mutedInline}>
              {t('shop_item>plan_price', { price: formatHkd(p.price), type: t(`shop_item>service_types>${p.service_type}`) })}
            </span>
            {p.description ? <p css={preStyles}>{p.description}</p> : null}
          </li>
        ))}
      </ol>
    </OpsPanel>
  );
}

function Texts({ item }: { item: ShopItem }) {
  const { t } = useTranslation('ops');
  const texts = [
    ['description', item.description],
    ['service_info', item.service_info],
    ['service_notice', item.service_notice],
  ] as const;
  return (
    <>
      {texts.map(([key, text]) =>
        text ? (
          <OpsPanel key={key} title={t(`shop_item>${key}`)}>
            <p css={preStyles}>{text}</p>
          </OpsPanel>
        ) : null,
      )}
    </>
  );
}
