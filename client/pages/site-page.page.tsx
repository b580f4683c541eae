/**
 * The SPEC §2 content pages on Sifu's own domain (ADR 0023): about, help centre, customer centre, trust and safety,
 * pro centre and its topics, partners, press, careers and the terms: a CMS page (figures filled in by the server),
 * the other pages of its footer column, and the next step for customers or pros. The pro centre adds its topics,
 * the pro stories page real top-rated pros with a review each.
 */
import { css } from '@emotion/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { contentLinkOfPath, footerGroupOf } from '@shared/domain/site-pages';
import { formatHkMonth } from '@shared/utils/hk-dates';
import { Container } from '@client/ui/card';
import { ButtonLink } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { bareList, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { ArticleBody, ArticleToc } from '@client/features/content/components/article-body';
import { ArticleHeader } from '@client/features/content/components/article-header';
import { ProSignupButton } from '@client/features/pro-services/components/pro-landing-sections';
import { ProCard } from '@client/features/pro-services/components/pro-card';
import { ReviewCard } from '@client/features/reviews/components/review-card';
import { useProStories, useSitePage } from '@client/features/site/api/site.queries';
import { ProCentreTopicGrid, SiteSideNav } from '@client/features/site/components/site-nav';

export default function SitePage() {
  const { t } = useTranslation('site');
  const href = useHref();
  const link = contentLinkOfPath(splitLanguagePrefix(useLocation().pathname).rest)!;
  const { data: page } = useSitePage(link.slug!);
  const group = footerGroupOf(link.key);
  const crumbs = [
    { label: t('catalog|breadcrumb>home'), href: href('home') },
    ...(link.route === 'proCentreTopic' ? [{ label: t('nav>pro_centre'), href: href('proCentre') }] : []),
    { label: page.title },
  ];
  return (
    <Container css={pageStyles}>
      <Breadcrumbs items={crumbs} />
      <div css={gridStyles}>
        <div css={mainStyles}>
          <article>
            <ArticleHeader page={page} />
            <ArticleToc blocks={page.blocks} label={t('page>toc')} />
            <ArticleBody blocks={page.blocks} />
          </article>
          {link.key === 'pro_center' ? (
            <section aria-labelledby="pro-centre-topics" css={extraStyles}>
              <h2 id="pro-centre-topics">{t('topics>title')}</h2>
              <ProCentreTopicGrid />
            </section>
          ) : null}
          {link.key === 'pro_story' ? <ProStoriesSection /> : null}
        </div>
        <aside css={asideStyles}>
          {/* The pro centre lists its topics in the page itself. */}
          {link.key === 'pro_center' ? null : <SiteSideNav current={link.key} />}
          <div css={ctaStyles}>
            <p css={ctaTitleStyles}>{t(group === 'pros' ? 'cta>pro_title' : 'cta>consumer_title')}</p>
            {group === 'pros' ? (
              <ProSignupButton />
            ) : (
              <ButtonLink to={href('genreAll')} size="lg" block>
                {t('cta>consumer_button')}
              </ButtonLink>
            )}
          </div>
        </aside>
      </div>
    </Container>
  );
}

/** pro-center/stories: top-rated pros (the featured criteria) with their best recent written review. */
function ProStoriesSection() {
  const { t, i18n } = useTranslation('site');
  const { data } = useProStories();
  return (
    <section aria-labelledby="pro-stories" css={extraStyles}>
      <h2 id="pro-stories">{t('stories>title')}</h2>
      <p>{t('stories>intro', { rating: data.min_rating.toFixed(1), count: data.min_reviews })}</p>
      {data.items.length === 0 ? (
        <p>{t('stories>empty')}</p>
      ) : (
        <ol css={storyListStyles}>
          {data.items.map((s) => (
            <li key={s.pro.quote_service_id} css={storyStyles}>
              <ProCard pro={s.pro} />
              <p css={joinedStyles}>{t('stories>joined', { date: formatHkMonth(s.joined, i18n.language as Language) })}</p>
              {s.review ? <ReviewCard review={s.review} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const storyListStyles = css([bareList, stack(8)]);
const storyStyles = css`
  display: grid;
  gap: ${theme.space[2]};
  padding-left: ${theme.space[3]};
  border-left: 4px solid ${theme.color.brandSoft};
`;
const joinedStyles = css`
  margin: 0 0 0 ${theme.space[1]};
  ${secondarySmall};
`;
const pageStyles = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[12]};
`;
const gridStyles = css`
  display: grid;
  gap: ${theme.space[8]};
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;
const mainStyles = css`
  max-width: 760px;
  min-width: 0;
`;
const extraStyles = css`
  margin-top: ${theme.space[8]};
`;
const asideStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  ${theme.breakpoint.md} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
  }
`;
const ctaStyles = css`
  background: ${theme.color.brandSoft};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
`;
const ctaTitleStyles = css`
  margin: 0 0 ${theme.space[3]};
  font-weight: ${theme.font.weight.bold};
`;
