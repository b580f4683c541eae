/** category/{slug} (and genre/{genreName}/{slug}): the service, its price guide, questions, top pros, reviews and FAQ. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Section } from '@client/ui/section';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { rowTop, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { ServerIsland } from '@client/ui/server-island';
import { QuoteCta, StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { QuestionsPreview } from '@client/features/catalog/components/questions-preview';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { categoryFaq } from '@client/features/catalog/lib/category-faq';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { DistrictLinks } from '@client/features/catalog/components/district-links';
import { AsideCard, CategoryLayout } from '@client/features/catalog/components/category-layout';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { ReviewGrid } from '@client/features/reviews/components/review-list';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { CatalogStrip } from '@client/features/shop/components/catalog-strip';
import { categoryReads } from './category.reads';
import { HeroPage } from './parts/hero-page';

type Reads = ReturnType<typeof categoryReads.build>;

export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const reads = categoryReads.use();
  const { data: c } = useSuspenseQuery(reads.category);
  const { data: guide } = useSuspenseQuery(reads.guide);
  const slug = useParams().slug ?? '';
  // Everything below the hero but the quote buttons is a server island (ADR 0029): links, text and <details> only.
  const categoryKey = reads.category.queryKey;
  const guideKey = reads.guide.queryKey;
  return (
    <div css={stickyBarSpace}>
      <HeroPage
        trail={[{ label: c.genre.name, href: href('genre', { genreName: c.genre.slug }) }, { label: c.name }]}
        title={t('category>title', { name: c.name })}
        intro={c.description}
        icon={c.icon}
        facts={
          <>
            {c.avg_rating ? (
              <span>
                <Icon name="star" size={16} filled />
                {t('category>rating_fact', { rating: c.avg_rating.toFixed(1), count: c.review_count })}
              </span>
            ) : null}
            <span>
              <Icon name="users" size={16} />
              {t('category>pro_count', { count: c.pro_count })}
            </span>
            <span>
              <Icon name="check-circle" size={16} />
              {t('category>hires_fact', { count: c.hired_count })}
            </span>
          </>
        }
        action={
          <>
            <QuoteCta slug={slug} categoryName={c.name} placement="hero" />
            <span
              css={css`
                color: #e6fffa;
                font-size: ${theme.font.size.sm};
              `}
            >
              {t('cta>free_note')}
            </span>
          </>
        }
      >
        <CategoryLayout
          top={
            <Section
              title={t('category>price_title', { name: c.name })}
              action={{ label: t('category>price_more'), href: href('price', { slug }) }}
            >
              <ServerIsland id="price" dependsOn={[guideKey]}>
                <PriceGuidePanel guide={guide} showDistricts={false} />
              </ServerIsland>
            </Section>
          }
          aside={
            <AsideCard title={t('category>questions_title')}>
              <p css={secondarySmall}>{t('category>questions_intro', { count: c.questions.length })}</p>
              <ServerIsland id="questions" dependsOn={[categoryKey]}>
                <QuestionsPreview questions={c.questions} />
              </ServerIsland>
              <div
                css={css`
                  margin-top: ${theme.space[4]};
                `}
              >
                <QuoteCta slug={slug} categoryName={c.name} />
              </div>
              <p
                css={css`
                  ${rowTop(2)};
                  margin: ${theme.space[4]} 0 0;
                  font-size: ${theme.font.size.sm};
                  svg {
                    flex-shrink: 0;
                    margin-top: 3px;
                    color: ${theme.color.brand};
                  }
                `}
              >
                <Icon name="shield" size={16} />
                <Link to={href('info', { slug })} data-testid="before-you-hire">
                  {t('category>before_you_hire')}
                </Link>
              </p>
            </AsideCard>
          }
        >
          <section
            aria-labelledby="top-pros"
            css={css`
              margin: ${theme.space[8]} 0;
            `}
          >
            <h2 id="top-pros">{t('category>pros_title', { name: c.name })}</h2>
            <p
              css={css`
                color: ${theme.color.textSecondary};
              `}
            >
              {t('category>pros_intro', { name: c.name })}
            </p>
            <ServerIsland id="pros" queries={[reads.pros.queryKey]}>
              <CategoryPros read={reads.pros} />
            </ServerIsland>
            <p>
              <Link to={href('proList', { filter: slug })} data-testid="all-pros">
                {t('category>all_pros', { name: c.name })}
              </Link>
            </p>
          </section>
          <CatalogStrip of={{ category: slug }} name={c.name} />
          <ServerIsland id="reviews" queries={[reads.reviews.queryKey]}>
            <CategoryReviews read={reads.reviews} name={c.name} />
          </ServerIsland>
          {c.faq.length ? (
            <Section title={t('category>faq_title', { name: c.name })}>
              <ServerIsland id="faq" dependsOn={[categoryKey, guideKey]}>
                <FaqList items={categoryFaq(t, c.faq, guide)} />
              </ServerIsland>
            </Section>
          ) : null}
          <ServerIsland id="guides" queries={[reads.guides.queryKey]}>
            <CategoryGuides read={reads.guides} />
          </ServerIsland>
          <Section title={t('category>near_me_title', { name: c.name })}>
            <ServerIsland id="districts" queries={[reads.districts.queryKey]}>
              <CategoryDistricts read={reads.districts} slug={slug} />
            </ServerIsland>
          </Section>
          {c.related.length ? (
            <Section title={t('category>related_title')}>
              <ServerIsland id="related" dependsOn={[categoryKey]}>
                <CategoryGrid categories={c.related} dense />
              </ServerIsland>
            </Section>
          ) : null}
        </CategoryLayout>
      </HeroPage>
      <StickyQuoteBar slug={slug} note={t('cta>free_note')} />
    </div>
  );
}

/** The ranked pros of this page of the list (a server island: links only). */
function CategoryPros({ read }: { read: Reads['pros'] }) {
  const { data: pros } = useSuspenseQuery(read);
  return <ProList page={pros} />;
}

function CategoryReviews({ read, name }: { read: Reads['reviews']; name: string }) {
  const { t } = useTranslation('catalog');
  const { data: reviews } = useSuspenseQuery(read);
  return reviews.length ? (
    <Section title={t('category>reviews_title', { name })}>
      <ReviewGrid reviews={reviews} showService />
    </Section>
  ) : null;
}

function CategoryGuides({ read }: { read: Reads['guides'] }) {
  const { t } = useTranslation('catalog');
  const { data: articles } = useSuspenseQuery(read);
  return articles.length ? (
    <Section title={t('category>guides_title')}>
      <ArticleGrid articles={articles.slice(0, 3)} />
    </Section>
  ) : null;
}

function CategoryDistricts({ read, slug }: { read: Reads['districts']; slug: string }) {
  const href = useHref();
  const { data: districts } = useSuspenseQuery(read);
  return <DistrictLinks districts={districts} hrefFor={(d) => href('nearMe', { slug, city: d.region, district: d.slug })} />;
}
