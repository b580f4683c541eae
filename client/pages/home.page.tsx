/** Home: find a service, popular categories by genre, how it works, recent reviews, latest blog posts (flag homeBlogs), trust, districts. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList, columnsFrom } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { HomeHero } from '@client/features/catalog/components/home-hero';
import { GenreCards } from '@client/features/catalog/components/genre-cards';
import { HowItWorks, ProInvite, StatsStrip, TrustPoints } from '@client/features/catalog/components/home-sections';
import { DistrictLinks } from '@client/features/catalog/components/district-links';
import { ProCard } from '@client/features/pro-services/components/pro-card';
import { ReviewGrid } from '@client/features/reviews/components/review-list';
import { HomeBlogs } from '@client/features/content/components/home-blogs';
import { homeReads } from './home.reads';

export default function HomePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const reads = homeReads.use();
  const { data: home } = useSuspenseQuery(reads.home);
  const { data: reviews } = useSuspenseQuery(reads.reviews);
  const { data: featured } = useSuspenseQuery(reads.featured);
  return (
    <>
      <HomeHero
        categories={home.genres.flatMap((g) => g.categories)}
        avgRating={home.stats.avg_rating}
        reviewCount={home.stats.review_count}
      />
      <Container>
        <div
          css={css`
            margin-top: -${theme.space[8]};
          `}
        >
          <StatsStrip stats={home.stats} />
        </div>
        <Section title={t('home>genres_title')} action={{ label: t('home>all_services'), href: href('genreAll') }}>
          <GenreCards genres={home.genres} />
        </Section>
        <Section title={t('home>how_title')} description={t('home>how_intro')}>
          <HowItWorks />
        </Section>
        {featured.show ? (
          <Section
            title={t('home>featured_title')}
            description={t('home>featured_intro')}
            action={{ label: t('home>featured_all'), href: href('featuredPros') }}
          >
            <ul css={[bareList, columnsFrom(3, 3)]}>
              {featured.items.map((p) => (
                <li key={p.quote_service_id}>
                  <ProCard pro={p} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {reviews.length ? (
          <Section title={t('home>reviews_title')} description={t('home>reviews_intro')}>
            <ReviewGrid reviews={reviews} showService />
          </Section>
        ) : null}
        <HomeBlogs />
        <Section title={t('home>trust_title')}>
          <TrustPoints />
        </Section>
        <Section title={t('home>districts_title')} description={t('home>districts_intro')}>
          <DistrictLinks districts={home.districts} hrefFor={(d) => href('proList', { filter: d.slug })} />
        </Section>
      </Container>
      <ProInvite />
    </>
  );
}
