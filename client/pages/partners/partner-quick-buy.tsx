/**
 * Quick-buy: the published fixed-price services of the partner's categories (one of them, by the chips), each leading
 * into the shop's checkout where the partner's discount is taken off.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PartnerSlug, PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { theme } from '@client/styles/theme';
import type { partnerItemsQuery } from '@client/features/partners/api/partners.queries';
import { CategoryChips } from '@client/features/partners/components/partner-categories';
import { PartnerFrame, usePartnerHref } from './partner-frame';
import { PartnerItems } from './partner-items';
import { partnerQueryOf } from './partner.reads';

export function PartnerQuickBuy(p: {
  slug: PartnerSlug;
  offer: PartnerOffer;
  view: PartnerView;
  read: ReturnType<typeof partnerItemsQuery>;
}) {
  const { t } = useTranslation('site');
  const hrefOf = usePartnerHref(p.slug);
  const { data: page } = useSuspenseQuery(p.read);
  const { category } = partnerQueryOf(useLocation().search);
  const open = p.offer.coupons.find((c) => c.state === 'open');
  return (
    <PartnerFrame slug={p.slug} offer={p.offer} view={p.view} title={t('partner_area>quick_buy>title', { partner: p.offer.name })}>
      {open ? (
        <div css={noteStyles}>
          <Alert tone="info">{t('partner_area>quick_buy>discount_note', { amount: formatHkd(open.amount), code: open.code })}</Alert>
        </div>
      ) : null}
      <CategoryChips
        categories={p.offer.categories}
        current={category}
        all={t('partner_area>quick_buy>all')}
        hrefOf={(c) => hrefOf('quick-buy', { category: c })}
      />
      <p css={countStyles}>{t('partner_area>quick_buy>count', { count: page.total })}</p>
      {page.items.length ? (
        <PartnerItems slug={p.slug} items={page.items} level={2} />
      ) : (
        <EmptyState title={t('partner_area>quick_buy>empty_title')} body={t('partner_area>quick_buy>empty_body')} />
      )}
      <Pagination
        page={page.page}
        totalPages={page.total_pages}
        hrefFor={(n) => hrefOf('quick-buy', { category, page: n > 1 ? n : undefined })}
        labels={paginationLabels(t)}
      />
    </PartnerFrame>
  );
}

const noteStyles = css`
  margin-top: ${theme.space[6]};
`;
const countStyles = css`
  color: ${theme.color.textSecondary};
  margin: 0 0 ${theme.space[4]};
`;
