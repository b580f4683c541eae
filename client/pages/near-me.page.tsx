/** nearme/{slug}/{city?}/{district?}: pros and prices for a service in a region or district. */
import { css } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom, REGIONS, type Region } from '@shared/domain/catalog';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { Alert } from '@client/ui/alert';
import { Chips } from '@client/ui/tabs';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useNearMe, usePriceGuide } from '@client/features/catalog/api/catalog.queries';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { QuoteCta, StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { DistrictLinks } from '@client/features/catalog/components/district-links';
import { useProList } from '@client/features/pro-services/api/pro-services.queries';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { useRecentReviews } from '@client/features/reviews/api/reviews.queries';
import { ReviewGrid } from '@client/features/reviews/components/review-list';

export default function NearMePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { slug = '', city, district } = useParams();
  const [search] = useSearchParams();
  const region = city as Region | undefined;
  const { data: n } = useNearMe({ slug, region, district });
  const { data: local } = usePriceGuide(slug, district);
  const { data: overall } = usePriceGuide(slug);
  const { data: pros } = useProList({ category: slug, district, region: district ? undefined : region, page: pageFrom(search) });
  const { data: reviews } = useRecentReviews({ category: slug, district, limit: 4 });
  const place = n.district?.name ?? (n.region ? t(`region>${n.region}`) : t('region>hong-kong'));
  const localEnough = local.bands.some((b) => b.median !== null);
  const crumbs = [
    { label: t('breadcrumb>home'), href: href('home') },
    { label: n.category.name, href: href('category', { slug }) },
    { label: t('breadcrumb>near_me', { name: n.category.name }), href: href('nearMe', { slug }) },
    ...(n.region ? [{ label: t(`region>${n.region}`), href: href('nearMe', { slug, city: n.region }) }] : []),
    ...(n.district ? [{ label: n.district.name }] : []),
  ];
  return (
    <div css={stickyBarSpace}>
      <PageHero
        crumbs={crumbs}
        title={t('near_me>title', { name: n.category.name, place })}
        intro={t('near_me>intro', { name: n.category.name, place, count: pros.total })}
        icon={n.category.icon}
      >
        <QuoteCta slug={slug} categoryName={n.category.name} placement="hero" />
      </PageHero>
      <Container>
        {!n.district ? (
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
        ) : null}
        <Section
          title={t('near_me>price_title', { name: n.category.name, place })}
          action={{ label: t('category>price_more'), href: href('price', { slug }) }}
        >
          {n.district && !localEnough ? (
            <Alert tone="info">{t('near_me>price_fallback', { district: n.district.name, count: local.total_samples })}</Alert>
          ) : null}
          <PriceGuidePanel guide={n.district && localEnough ? local : overall} showDistricts={false} />
        </Section>
        <section
          aria-labelledby="near-pros"
          css={css`
            margin: ${theme.space[8]} 0;
          `}
        >
          <h2 id="near-pros">{t('near_me>pros_title', { name: n.category.name, place })}</h2>
          <ProList
            page={pros}
            emptyTitle={t('near_me>empty_title', { place })}
            emptyBody={t('near_me>empty_body', { name: n.category.name })}
          />
        </section>
        {reviews.length ? (
          <Section title={t('near_me>reviews_title', { name: n.category.name })}>
            <ReviewGrid reviews={reviews} showService />
          </Section>
        ) : null}
        {n.district ? (
          <Section title={t('near_me>other_districts')}>
            <DistrictLinks
              districts={n.districts.filter((d) => d.slug !== n.district?.slug)}
              hrefFor={(d) => href('nearMe', { slug, city: d.region, district: d.slug })}
            />
          </Section>
        ) : null}
      </Container>
      <StickyQuoteBar slug={slug} note={t('cta>free_note')} />
    </div>
  );
}
