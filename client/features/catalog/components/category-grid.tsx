/** Category cards (icon, name, number of pros) linking to the category pages. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { bareList, captionText, gridColumns, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { CategoryIcon } from './category-icon';

export function CategoryGrid({ categories, dense = false }: { categories: CategorySummary[]; dense?: boolean }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <ul css={gridStyles(dense)}>
      {categories.map((c) => (
        <li key={c.slug}>
          <Link to={href('category', { slug: c.slug })} css={cardStyles}>
            <CategoryIcon name={c.icon} size={dense ? 'sm' : 'md'} />
            <span
              css={css`
                min-width: 0;
              `}
            >
              <span
                css={css`
                  display: block;
                  font-weight: ${theme.font.weight.bold};
                  color: ${theme.color.text};
                `}
              >
                {c.name}
              </span>
              <span
                css={css`
                  display: block;
                  ${captionText};
                `}
              >
                {t('category>pro_count', { count: c.pro_count })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const gridStyles = (dense: boolean) => css([bareList, gridColumns(3, 2, dense ? 3 : 4)]);

const cardStyles = css`
  ${row(3)};
  height: 100%;
  min-height: 72px;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  text-decoration: none;
  box-shadow: ${theme.shadow.card};
  transition:
    border-color ${theme.motion.fast} ease,
    transform ${theme.motion.fast} ease;
  &:hover {
    border-color: ${theme.color.brand};
    transform: translateY(-1px);
  }
  ${theme.motion.reduce} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
