/**
 * The partner area's search (the form, with the categories to start from) and its results: the partner's categories
 * the words mean, then the matching fixed-price services; an honest empty state when nothing matches.
 */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PartnerSlug, PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { EmptyState } from '@client/ui/empty-state';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { theme } from '@client/styles/theme';
import type { partnerSearchQuery } from '@client/features/partners/api/partners.queries';
import { CategoryChips } from '@client/features/partners/components/partner-categories';
import { PartnerSearchForm } from '@client/features/partners/components/partner-search-form';
import { PartnerFrame, usePartnerHref } from './partner-frame';
import { PartnerItems } from './partner-items';
import { partnerQueryOf } from './partner.reads';

export function PartnerSearchView(p: {
  slug: PartnerSlug;
  offer: PartnerOffer;
  view: PartnerView;
  read?: ReturnType<typeof partnerSearchQuery>;
}) {
  const { t } = useTranslation('site');
  const hrefOf = usePartnerHref(p.slug);
  const { q } = partnerQueryOf(useLocation().search);
  const title =
    p.view === 'search-result' && q
      ? t('partner_area>search>results_title', { q })
      : t('partner_area>search>title', { partner: p.offer.name });
  return (
    <PartnerFrame
      slug={p.slug}
      offer={p.offer}
      view={p.view}
      title={title}
      intro={t('partner_area>search>intro', { partner: p.offer.name })}
    >
      <PartnerSearchForm action={hrefOf('search-result')} q={q} partner={p.offer.name} />
      {p.read ? (
        <PartnerResults slug={p.slug} q={q} read={p.read} />
      ) : (
        <section aria-labelledby="partner-browse">
          <h2 id="partner-browse" css={h2Styles}>
            {t('partner_area>search>browse')}
          </h2>
          <CategoryChips categories={p.offer.categories} hrefOf={(category) => hrefOf('quick-buy', { category })} />
        </section>
      )}
    </PartnerFrame>
  );
}

function PartnerResults({ slug, q, read }: { slug: PartnerSlug; q: string; read: ReturnType<typeof partnerSearchQuery> }) {
  const { t } = useTranslation('site');
  const hrefOf = usePartnerHref(slug);
  const { data: found } = useSuspenseQuery(read);
  return (
    <>
      {found.categories.length ? (
        <section aria-labelledby="partner-matched">
          <h2 id="partner-matched" css={h2Styles}>
            {t('partner_area>search>matched')}
          </h2>
          <CategoryChips categories={found.categories} hrefOf={(category) => hrefOf('quick-buy', { category })} />
        </section>
      ) : null}
      <h2 css={h2Styles}>{t('partner_area>search>items', { count: found.items.total })}</h2>
      {found.items.items.length ? (
        <PartnerItems slug={slug} items={found.items.items} />
      ) : (
        <EmptyState title={t('partner_area>search>empty_title', { q: found.q })} body={t('partner_area>search>empty_body')} />
      )}
      <Pagination
        page={found.items.page}
        totalPages={found.items.total_pages}
        hrefFor={(n) => hrefOf('search-result', { q, page: n > 1 ? n : undefined })}
        labels={paginationLabels(t)}
      />
    </>
  );
}

const h2Styles = css`
  margin: ${theme.space[6]} 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;
