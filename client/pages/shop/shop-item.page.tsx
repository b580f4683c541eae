/**
 * shop/{itemId}/{slug}: a published item — photos, name, the pro, plans and prices, what the service is, where, the
 * category's notice, the stock, customers' feedback — and buying it. On a phone the buying panel follows the photos;
 * from the md breakpoint it stays beside them.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import loadable from '@loadable/component';
import { useLocation } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { ServerIsland } from '@client/ui/server-island';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { ReviewPhotos } from '@client/features/service-media/components/review-photos';
import { useLightboxLabels } from '@client/features/service-media/components/use-lightbox-labels';
import { CatalogFeedbacks } from '@client/features/shop/components/catalog-feedbacks';
import { CatalogGallery } from '@client/features/shop/components/catalog-gallery';
import { CatalogItemDetails } from '@client/features/shop/components/catalog-item-details';
import { CatalogItemSummary } from '@client/features/shop/components/catalog-item-summary';
import { CatalogLikeButton } from '@client/features/shop/components/catalog-like-button';
import { BuyPreview } from '@client/features/shop/components/buy-preview';
import { AskPro } from '@client/features/shop/components/ask-pro';
import { shopItemReads } from './shop-item.reads';

const ItemBuy = loadable(() => import(/* webpackChunkName: "shop-checkout" */ './item-buy'));

/** The login page that brings the visitor back here (with `extra` query parameters, e.g. the question to open). */
function useLoginHref(extra?: Record<string, string>): string {
  const href = useHref();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  for (const [k, v] of Object.entries(extra ?? {})) query.set(k, v);
  const qs = query.toString();
  return `${href('login')}?from=${encodeURIComponent(pathname + (qs ? `?${qs}` : ''))}`;
}

export default function ShopItemPage() {
  const { t } = useTranslation('shop');
  const href = useHref();
  const reads = shopItemReads.use();
  const { data: item } = useSuspenseQuery(reads.item);
  const { data: feedbacks } = useSuspenseQuery(reads.feedbacks);
  const { data: me } = useSession();
  const loginHref = useLoginHref();
  const askLoginHref = useLoginHref({ ask: '1' });
  const lightbox = useLightboxLabels();
  const [planId, setPlanId] = useState<number | null>(null);
  const like = (
    <CatalogLikeButton
      itemId={item.id}
      liked={item.liked}
      count={item.like_count}
      signedIn={me === undefined ? undefined : me !== null}
      loginHref={loginHref}
    />
  );
  return (
    <Container css={pageStyles}>
      <Breadcrumbs
        items={[
          { label: t('catalog|breadcrumb>home'), href: href('home') },
          { label: t('public>list>crumb'), href: href('shopList') },
          { label: item.category.name, href: `${href('shopList')}?category=${item.category.slug}` },
          { label: item.name },
        ]}
      />
      <div css={layoutStyles}>
        <div css={galleryArea}>
          <CatalogGallery item={item} labels={lightbox} />
        </div>
        <aside css={asideArea} aria-label={t('buy>label')}>
          <div css={panelStyles}>
            <CatalogItemSummary item={item} actions={like} />
            {planId === null ? (
              <BuyPreview item={item} visitor={!me} loginHref={loginHref} onChoose={setPlanId} onIntent={() => void ItemBuy.preload()} />
            ) : (
              <ItemBuy item={item} me={me} planId={planId} loginHref={loginHref} fallback={<p aria-busy="true">{t('buy>loading')}</p>} />
            )}
            <AskPro
              itemId={item.id}
              business={item.service.business_name}
              viewer={me === undefined ? undefined : !me ? 'visitor' : me.role === 'pro' ? 'pro' : 'consumer'}
              loginHref={askLoginHref}
            />
          </div>
        </aside>
        <div css={mainArea}>
          <ServerIsland id="item-details" dependsOn={[reads.item.queryKey]}>
            <CatalogItemDetails item={item} />
          </ServerIsland>
          <CatalogFeedbacks page={feedbacks} renderPhotos={(f) => <ReviewPhotos review={f} />} />
        </div>
      </div>
    </Container>
  );
}

const pageStyles = css`
  padding-top: ${theme.space[4]};
  padding-bottom: ${theme.space[12]};
`;
const layoutStyles = css`
  display: grid;
  gap: ${theme.space[6]};
  grid-template-areas: 'gallery' 'aside' 'main';
  grid-template-columns: minmax(0, 1fr);
  ${theme.breakpoint.md} {
    grid-template-areas: 'gallery aside' 'main aside';
    grid-template-columns: minmax(0, 1fr) 400px;
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space[8]};
  }
`;
const galleryArea = css`
  grid-area: gallery;
`;
const mainArea = css`
  grid-area: main;
  min-width: 0;
`;
const asideArea = css`
  grid-area: aside;
  ${theme.breakpoint.md} {
    align-self: start;
  }
`;
const panelStyles = css`
  ${cardSurface};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space[4]};
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[6]};
  }
`;
