/** Categories on info pages: each links to its "before you hire" page with its licensing line and a licence label. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { InfoCategory } from '@shared/schemas/hiring-guide.schema';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, rowTop, secondarySmall } from '@client/styles/layout';
import { stretchedLinkStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { CategoryIcon } from './category-icon';

export function InfoCategoryList({ categories, headingLevel = 3 }: { categories: InfoCategory[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul css={gridStyles}>
      {categories.map((c) => (
        <li key={c.slug} css={cardStyles}>
          <CategoryIcon name={c.icon} size="sm" />
          <div
            css={css`
              min-width: 0;
            `}
          >
            <Heading
              css={css`
                font-size: ${theme.font.size.md};
                margin: 0 0 ${theme.space[1]};
              `}
            >
              <Link to={href('info', { slug: c.slug })} css={stretchedLinkStyles}>
                {c.name}
              </Link>
            </Heading>
            <p
              css={css`
                margin: 0 0 ${theme.space[2]};
                ${secondarySmall};
              `}
            >
              {c.summary}
            </p>
            <Badge tone={c.licensed ? 'warning' : 'neutral'} icon={c.licensed ? 'shield' : 'check'}>
              {c.licensed ? t('info>licence_needed') : t('info>licence_not_needed')}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

const gridStyles = css([bareList, columnsFrom(3, 2)]);
const cardStyles = css`
  position: relative;
  ${rowTop(3)};
  ${cardSurface};
  padding: ${theme.space[4]};
  &:hover,
  &:focus-within {
    border-color: ${theme.color.brand};
  }
`;
