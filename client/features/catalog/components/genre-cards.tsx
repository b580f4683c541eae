/** Popular categories by genre: one card per genre with its busiest categories and a link to the rest. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Genre } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, pill, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { CategoryChips } from './category-chips';
import { CategoryIcon } from './category-icon';

export function GenreCards({ genres, perGenre = 5 }: { genres: Genre[]; perGenre?: number }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <ul css={gridStyles}>
      {genres.map((g) => {
        const top = [...g.categories].sort((a, b) => b.pro_count - a.pro_count).slice(0, perGenre);
        return (
          <li key={g.slug} css={cardStyles}>
            <div
              css={css`
                ${row(3)};
                margin-bottom: ${theme.space[3]};
              `}
            >
              <CategoryIcon name={g.icon} />
              <h3
                css={css`
                  margin: 0;
                  font-size: ${theme.font.size.lg};
                `}
              >
                <Link
                  to={href('genre', { genreName: g.slug })}
                  css={css`
                    color: ${theme.color.text};
                    text-decoration: none;
                    &:hover {
                      color: ${theme.color.brandDark};
                      text-decoration: underline;
                    }
                  `}
                >
                  {g.name}
                </Link>
              </h3>
            </div>
            <CategoryChips categories={top} chipStyles={chipStyles} />
            {g.categories.length > top.length ? (
              <Link
                to={href('genre', { genreName: g.slug })}
                css={css`
                  display: inline-block;
                  margin-top: ${theme.space[3]};
                  font-size: ${theme.font.size.sm};
                  font-weight: ${theme.font.weight.bold};
                `}
              >
                {t('genre>see_all', { count: g.categories.length, name: g.name })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const gridStyles = css`
  ${bareList};
  ${columnsFrom(3, 2, 'sm')};
  ${theme.breakpoint.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
`;
const chipStyles = css`
  ${pill('36px', 3)};
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  &:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brandDark};
  }
`;
