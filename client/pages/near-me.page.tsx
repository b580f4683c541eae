/**
 * nearme/{slug}/{city?}/{district?}: a service across Hong Kong, in a region, or in one district.
 * A district page is built from the district's own data (pros serving or based there, its quotes, jobs, reviews and
 * reply times) and omits any block the district has no data for; below the indexing threshold it is `noindex` and
 * its pros are also listed on the region page, which folds such districts in.
 */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { REGIONS, type Region } from '@shared/domain/catalog';
import type { NearMe } from '@shared/schemas/catalog.schema';
import { Section } from '@client/ui/section';
import { Chips } from '@client/ui/tabs';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { QuoteCta, StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { DistrictLinks } from '@client/features/catalog/components/district-links';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { districtFaq } from '@client/features/catalog/components/near-me-faq';
import {
  DistrictFacts,
  DistrictProList,
  hasLocalPrices,
  LocalPriceTable,
  NeighbourDistricts,
  RecentJobsTable,
  RelatedInDistrict,
} from '@client/features/catalog/components/near-me-district';
import { FoldedDistricts, IndexedDistricts } from '@client/features/catalog/components/near-me-folded';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { ReviewGrid } from '@client/features/reviews/components/review-list';
import { nearMeReads } from './near-me.reads';
import { HeroPage } from './parts/hero-page';

type Reads = ReturnType<typeof nearMeReads.build>;
type RegionRead = NonNullable<Reads['regionDistricts']>;

export default function NearMePage() {
  const { t } = useTranslation('catalog');
  const { slug = '' } = useParams();
  const reads = nearMeReads.use();
  const { data: n } = useSuspenseQuery(reads.near);
  return (
    <div css={stickyBarSpace}>
      {n.district ? <DistrictView n={n} reads={reads} /> : <AreaView n={n} reads={reads} />}
      <StickyQuoteBar slug={slug} note={t('cta>free_note')} />
    </div>
  );
}

/** The crumbs after "home": the category, its near-me page, the region, the district. */
function useTrail(n: NearMe) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const slug = n.category.slug;
  return [
    { label: n.category.name, href: href('category', { slug }) },
    { label: t('breadcrumb>near_me', { name: n.category.name }), href: href('nearMe', { slug }) },
    ...(n.region ? [{ label: t(`region>${n.region}`), href: href('nearMe', { slug, city: n.region }) }] : []),
    ...(n.district ? [{ label: n.district.name }] : []),
  ];
}

/** nearme/{slug}/{city}/{district}: the district's own data, block by block. */
function DistrictView({ n, reads }: { n: NearMe; reads: Reads }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const trail = useTrail(n);
  const { data: d } = useSuspenseQuery(reads.local!);
  const v = { name: d.category.name, district: d.district.name };
  const faq = districtFaq(t, d);
  const region = d.district.region;
  return (
    <HeroPage
      trail={trail}
      title={t('near_me>title', { name: v.name, place: v.district })}
      intro={
        d.counts.pros > 0
          ? t('near_me>intro_district', { ...v, count: d.counts.pros })
          : t('near_me>intro_district_none', { ...v, region: t(`region>${region}`) })
      }
      icon={n.category.icon}
      action={<QuoteCta slug={d.category.slug} categoryName={v.name} placement="hero" />}
    >
      <DistrictFacts d={d} />
      {d.counts.pros > 0 ? (
        <section aria-labelledby="near-pros" css={sectionStyles}>
          <h2 id="near-pros">{t('near_me>pros_title_local', v)}</h2>
          <DistrictProList d={d} />
        </section>
      ) : null}
      {hasLocalPrices(d) ? (
        <Section
          title={t('near_me>prices_title_local', v)}
          action={{ label: t('near_me>price_guide_link', { name: v.name }), href: href('price', { slug: d.category.slug }) }}
        >
          <LocalPriceTable d={d} />
        </Section>
      ) : null}
      {d.jobs.items.length ? (
        <Section title={t('near_me>jobs_title', v)}>
          <RecentJobsTable d={d} />
        </Section>
      ) : null}
      {d.reviews.length ? (
        <Section
          title={t('near_me>reviews_title_local', v)}
          description={
            d.review_avg !== null
              ? t('near_me>reviews_summary', { ...v, count: d.counts.reviews, avg: d.review_avg.toFixed(1) })
              : undefined
          }
        >
          <ReviewGrid reviews={d.reviews} showService />
        </Section>
      ) : null}
      {faq.length ? (
        <Section title={t('near_me>faq_title', v)}>
          <FaqList items={faq} />
        </Section>
      ) : null}
      {d.related.length ? (
        <Section title={t('near_me>related_title', v)}>
          <RelatedInDistrict d={d} />
        </Section>
      ) : null}
      {d.neighbours.length ? (
        <Section title={t('near_me>neighbours_title', v)}>
          <NeighbourDistricts d={d} />
        </Section>
      ) : null}
      <p css={regionLinkStyles}>
        <Link to={href('nearMe', { slug: d.category.slug, city: region })}>
          {t('near_me>region_link', { name: v.name, region: t(`region>${region}`) })}
        </Link>
      </p>
    </HeroPage>
  );
}

/** nearme/{slug} and nearme/{slug}/{city}: pros and prices across Hong Kong or a region, and its districts. */
function AreaView({ n, reads }: { n: NearMe; reads: Reads }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const trail = useTrail(n);
  const slug = n.category.slug;
  const { data: overall } = useSuspenseQuery(reads.guide!);
  const { data: pros } = useSuspenseQuery(reads.pros!);
  const { data: reviews } = useSuspenseQuery(reads.reviews!);
  const place = n.region ? t(`region>${n.region}`) : t('region>hong-kong');
  return (
    <HeroPage
      trail={trail}
      title={t('near_me>title', { name: n.category.name, place })}
      intro={t('near_me>intro', { name: n.category.name, place, count: pros.total })}
      icon={n.category.icon}
      action={<QuoteCta slug={slug} categoryName={n.category.name} placement="hero" />}
    >
      <Section title={t('near_me>choose_district')}>
        <Chips
          label={t('near_me>regions')}
          items={[
            { key: 'all', label: t('region>hong-kong'), href: href('nearMe', { slug }), selected: !n.region },
            ...REGIONS.map((r) => ({
              key: r,
              label: t(`region>${r}`),
              href: href('nearMe', { slug, city: r }),
              selected: n.region === r,
            })),
          ]}
        />
        <div
          css={css`
            margin-top: ${theme.space[4]};
          `}
        >
          <DistrictLinks districts={n.districts} hrefFor={(d) => href('nearMe', { slug, city: d.region, district: d.slug })} />
        </div>
      </Section>
      {n.region ? <RegionDistricts read={reads.regionDistricts!} slug={slug} name={n.category.name} region={n.region} /> : null}
      {/* The guide is Hong Kong-wide (region pages say so rather than implying regional figures). */}
      <Section
        title={t('near_me>price_title', { name: n.category.name, place: t('region>hong-kong') })}
        action={{ label: t('category>price_more'), href: href('price', { slug }) }}
      >
        <PriceGuidePanel guide={overall} showDistricts={false} />
      </Section>
      <section aria-labelledby="near-pros" css={sectionStyles}>
        <h2 id="near-pros">{t('near_me>pros_title', { name: n.category.name, place })}</h2>
        <ProList
          page={pros}
          scopeName={n.category.name}
          emptyTitle={t('near_me>empty_title', { place })}
          emptyBody={t('near_me>empty_body', { name: n.category.name })}
        />
      </section>
      {reviews.length ? (
        <Section title={t('near_me>reviews_title', { name: n.category.name })}>
          <ReviewGrid reviews={reviews} showService />
        </Section>
      ) : null}
    </HeroPage>
  );
}

/** A region page's districts: those with their own page, and those folded in with their pros. */
function RegionDistricts({ read, slug, name, region }: { read: RegionRead; slug: string; name: string; region: Region }) {
  const { t } = useTranslation('catalog');
  const { data } = useSuspenseQuery(read);
  const v = { name, region: t(`region>${region}`) };
  return (
    <>
      {data.indexed.length ? (
        <Section title={t('near_me>indexed_title', v)}>
          <IndexedDistricts data={data} slug={slug} name={name} />
        </Section>
      ) : null}
      {data.folded.length ? (
        <Section title={t('near_me>folded_title', v)} description={t('near_me>folded_intro', v)}>
          <FoldedDistricts data={data} slug={slug} name={name} />
        </Section>
      ) : null}
    </>
  );
}

const sectionStyles = css`
  margin: ${theme.space[8]} 0;
`;
const regionLinkStyles = css`
  margin: ${theme.space[8]} 0;
  font-weight: ${theme.font.weight.medium};
`;
