/**
 * price/{slug}: a cost guide worth citing: costs per job type × property type from real quotes,
 * the split by quote type, a trend, reviews that mention price, cheapest and best-rated pros, a price FAQ, "last
 * updated" and how to cite. It does not repeat the category page (the service, its pros and reviews live there).
 */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { PRICE_BEST_RATED_MIN_REVIEWS, PRICE_CHEAPEST_MIN_QUOTES } from '@shared/domain/price-guide';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { priceFaq } from '@client/features/catalog/lib/price-faq';
import { QuoteCta, StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { PriceCostTable } from '@client/features/catalog/components/price-cost-table';
import { PriceSplit } from '@client/features/catalog/components/price-split';
import { PriceTrend } from '@client/features/catalog/components/price-trend';
import { PriceDistricts } from '@client/features/catalog/components/price-districts';
import { PriceReviews } from '@client/features/catalog/components/price-reviews';
import { PricePros } from '@client/features/catalog/components/price-pros';
import { PriceCite } from '@client/features/catalog/components/price-cite';
import { priceReads } from './price.reads';
import { HeroPage } from './parts/hero-page';

export default function PricePage() {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const href = useHref();
  const slug = useParams().slug ?? '';
  const reads = priceReads.use();
  const { data: g } = useSuspenseQuery(reads.guide);
  const { data: districts } = useSuspenseQuery(reads.districts);
  const name = g.category.name;
  const type = g.main_type;
  const typeText = t(`price_guide>type_lower>${type ?? 'flat'}`);
  return (
    <div css={stickyBarSpace}>
      <HeroPage
        trail={[{ label: t('breadcrumb>prices'), href: href('priceIndex') }, { label: name }]}
        title={t('price_guide>title', { name })}
        intro={
          g.last_quote_on
            ? t('price_guide>intro', { name, count: g.total_quotes, date: formatHkDate(g.last_quote_on, lng) })
            : t('price_guide>intro_none', { name })
        }
        icon={g.category.icon}
        action={<QuoteCta slug={slug} categoryName={name} placement="hero" />}
        css={pageStyles}
      >
        <Section
          title={t('price_guide>table>title', { name })}
          description={g.job ? t('price_guide>table>intro', { question: g.job.label }) : undefined}
        >
          <PriceCostTable guide={g} />
        </Section>
        <Section title={t('price_guide>split>title', { name })} description={t('price_guide>split>intro')}>
          <PriceSplit guide={g} />
        </Section>
        <Section title={t('price_guide>trend>title', { name })}>
          <PriceTrend guide={g} />
        </Section>
        <Section title={t('price>by_district')}>
          <PriceDistricts guide={districts} />
        </Section>
        <Section title={t('price_guide>reviews>title')} description={t('price_guide>reviews>intro', { name })}>
          <PriceReviews reviews={g.reviews} categoryName={name} />
        </Section>
        <div css={twoColumns}>
          <Section
            title={t('price_guide>pros>cheapest_title', { name })}
            description={t('price_guide>pros>cheapest_intro', { type: typeText, count: PRICE_CHEAPEST_MIN_QUOTES })}
          >
            <PricePros pros={g.cheapest} type={type} empty={t('price_guide>pros>cheapest_none', { type: typeText })} />
          </Section>
          <Section
            title={t('price_guide>pros>best_title', { name })}
            description={t('price_guide>pros>best_intro', { name, count: PRICE_BEST_RATED_MIN_REVIEWS })}
          >
            <PricePros pros={g.best_rated} type={type} empty={t('price_guide>pros>best_none')} />
          </Section>
        </div>
        <Section title={t('price_guide>faq>title', { name })}>
          <FaqList items={priceFaq(t, g, lng)} />
        </Section>
        <Section title={t('price_guide>about>title')}>
          <PriceCite guide={g} />
        </Section>
        <Section
          title={t('price_guide>next>title')}
          action={{ label: t('price_guide>next>see_pros', { name }), href: href('category', { slug }) }}
        >
          <p>{t('price_guide>next>body', { name })}</p>
          <QuoteCta slug={slug} categoryName={name} />
        </Section>
      </HeroPage>
      <StickyQuoteBar slug={slug} note={t('cta>free_note')} />
    </div>
  );
}

const pageStyles = css`
  max-width: 960px;
`;

const twoColumns = css`
  display: grid;
  gap: 0 ${theme.space[6]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
