/** The home hero: what Sifu does in one line, the service search, and the most requested categories. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import { Container } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { cluster, pill, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { ServiceSearch } from './service-search';

export function HomeHero({
  categories,
  avgRating,
  reviewCount,
}: {
  categories: CategorySummary[];
  avgRating: number | null;
  reviewCount: number;
}) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const popular = [...categories].sort((a, b) => b.pro_count - a.pro_count).slice(0, 6);
  return (
    <section css={heroStyles} aria-labelledby="home-title">
      <Container>
        <h1
          id="home-title"
          css={css`
            color: #fff;
            max-width: 18em;
            margin-bottom: ${theme.space[3]};
          `}
        >
          {t('home>hero_title')}
        </h1>
        <p
          css={css`
            color: #e6fffa;
            font-size: ${theme.font.size.lg};
            max-width: 36em;
            margin-bottom: ${theme.space[6]};
          `}
        >
          {t('home>hero_body')}
        </p>
        <ServiceSearch />
        <div
          css={css`
            ${cluster(2)};
            align-items: center;
            margin-top: ${theme.space[4]};
          `}
        >
          <span
            css={css`
              color: #e6fffa;
              font-size: ${theme.font.size.sm};
            `}
          >
            {t('home>popular')}
          </span>
          {popular.map((c) => (
            <Link key={c.slug} to={href('category', { slug: c.slug })} css={chipStyles}>
              {c.name}
            </Link>
          ))}
        </div>
        {avgRating ? (
          <p
            css={css`
              ${row(2)};
              margin: ${theme.space[6]} 0 0;
              color: #fff;
              font-size: ${theme.font.size.sm};
            `}
          >
            <span
              css={css`
                display: inline-flex;
                color: ${theme.color.star};
              `}
            >
              <Icon name="star" size={20} filled />
            </span>
            {t('home>rating_line', { rating: avgRating.toFixed(1), count: reviewCount, total: reviewCount.toLocaleString('en-US') })}
          </p>
        ) : null}
      </Container>
    </section>
  );
}

const heroStyles = css`
  background:
    radial-gradient(1200px 400px at 85% -10%, rgba(245, 158, 11, 0.25), transparent 60%),
    linear-gradient(135deg, ${theme.color.brand} 0%, #134e4a 100%);
  padding: ${theme.space[8]} 0 ${theme.space[12]};
  ${theme.breakpoint.md} {
    padding: ${theme.space[12]} 0 64px;
  }
`;
const chipStyles = css`
  ${pill('36px', 3)};
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  border: 1px solid rgba(255, 255, 255, 0.28);
  &:hover {
    background: rgba(255, 255, 255, 0.24);
    color: #fff;
  }
`;
