/** A CMS page in a list: kind, title, summary, date and reading time. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { ContentSummary } from '@shared/schemas/content.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { theme } from '@client/styles/theme';
import { bareList, captionText, cardSurface, columnsFrom, secondarySmall } from '@client/styles/layout';
import { stretchedLinkStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';

export function ArticleCard({ article, headingLevel = 3 }: { article: ContentSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('catalog');
  const href = useHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const to = article.kind === 'feature' ? href('feature', { slug: article.slug }) : href('blog', { slug: article.slug });
  return (
    <article css={cardStyles}>
      <p
        css={css`
          margin: 0 0 ${theme.space[1]};
          font-size: ${theme.font.size.xs};
          font-weight: ${theme.font.weight.bold};
          color: ${theme.color.brandDark};
          text-transform: uppercase;
        `}
      >
        {t(`content>kind_${article.kind}`)}
      </p>
      <Heading
        css={css`
          font-size: ${theme.font.size.lg};
          margin: 0 0 ${theme.space[2]};
        `}
      >
        <Link to={to} css={stretchedLinkStyles}>
          {article.title}
        </Link>
      </Heading>
      <p
        css={css`
          ${secondarySmall};
          margin: 0 0 ${theme.space[2]};
        `}
      >
        {article.summary}
      </p>
      <p
        css={css`
          margin: 0;
          ${captionText};
        `}
      >
        <time dateTime={isoDate(article.published_on)}>{formatHkDate(article.published_on, i18n.language as Language)}</time>
        {' · '}
        {t('content>reading_minutes', { count: article.reading_minutes })}
      </p>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel = 3 }: { articles: ContentSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul css={[bareList, columnsFrom(3, 3)]}>
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

const cardStyles = css`
  position: relative;
  height: 100%;
  ${cardSurface};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
  &:hover,
  &:focus-within {
    border-color: ${theme.color.brand};
  }
`;
