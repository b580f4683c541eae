/** price/{slug}: what a service costs in Hong Kong, from real quotes, overall and by district. */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useCategory, usePriceGuide } from '@client/features/catalog/api/catalog.queries';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { QuoteCta, StickyQuoteBar, stickyBarSpace } from '@client/features/catalog/components/quote-cta';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { useContentList } from '@client/features/content/api/content.queries';
import { ArticleGrid } from '@client/features/content/components/article-card';

export default function PricePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const slug = useParams().slug ?? '';
  const { data: c } = useCategory(slug);
  const { data: guide } = usePriceGuide(slug);
  const { data: articles } = useContentList({ category: slug });
  return (
    <div css={stickyBarSpace}>
      <PageHero
        crumbs={[
          { label: t('breadcrumb>home'), href: href('home') },
          { label: t('breadcrumb>prices'), href: href('priceIndex') },
          { label: c.name },
        ]}
        title={t('price_page>title', { name: c.name })}
        intro={t('price_page>intro', { name: c.name, count: guide.total_samples })}
        icon={c.icon}
      >
        <QuoteCta slug={slug} categoryName={c.name} placement="hero" />
      </PageHero>
      <Container
        css={css`
          max-width: 880px;
        `}
      >
        <Section title={t('price_page>guide_title', { name: c.name })}>
          <div
            css={css`
              background: ${theme.color.surface};
              border: 1px solid ${theme.color.border};
              border-radius: ${theme.radius.card};
              padding: ${theme.space[4]};
            `}
          >
            <PriceGuidePanel guide={guide} />
          </div>
        </Section>
        <Section title={t('price_page>factors_title')}>
          <p>{c.description}</p>
          <p
            css={css`
              color: ${theme.color.textSecondary};
            `}
          >
            {t('price_page>factors_body')}
          </p>
        </Section>
        {c.faq.length ? (
          <Section title={t('category>faq_title', { name: c.name })}>
            <FaqList items={c.faq} />
          </Section>
        ) : null}
        {articles.length ? (
          <Section title={t('category>guides_title')}>
            <ArticleGrid articles={articles.slice(0, 3)} />
          </Section>
        ) : null}
        <Section
          title={t('price_page>next_title')}
          action={{ label: t('price_page>see_pros', { name: c.name }), href: href('category', { slug }) }}
        >
          <p>{t('price_page>next_body', { name: c.name })}</p>
          <QuoteCta slug={slug} categoryName={c.name} />
        </Section>
      </Container>
      <StickyQuoteBar slug={slug} note={t('cta>free_note')} />
    </div>
  );
}
