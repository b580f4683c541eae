/**
 * The results page's services: other services the words may mean, as chips; or, when nothing
 * matched, an honest "no match" with the most requested services to choose from.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '@shared/schemas/search.schema';
import { theme } from '@client/styles/theme';
import { pill } from '@client/styles/layout';
import { CategoryChips } from './category-chips';
import { CategoryGrid } from './category-grid';

export function SearchMatches({ result, q }: { result: SearchResult; q: string }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  if (!result.best) {
    return (
      <section aria-labelledby={headingId} css={boxStyles}>
        <h2 id={headingId}>{t('search>no_match_title', { q })}</h2>
        <p css={mutedStyles}>{t('search>no_match_body')}</p>
        <h3>{t('search>popular')}</h3>
        <CategoryGrid categories={result.popular} dense />
      </section>
    );
  }
  if (!result.categories.length) return null;
  return (
    <section aria-labelledby={headingId} css={boxStyles}>
      <h2 id={headingId} css={smallHeading}>
        {t('search>matching_categories', { q })}
      </h2>
      <CategoryChips categories={result.categories} chipStyles={chipStyles} />
    </section>
  );
}

const boxStyles = css`
  margin: ${theme.space[6]} 0;
`;
const mutedStyles = css`
  color: ${theme.color.textSecondary};
  margin-bottom: ${theme.space[4]};
`;
const smallHeading = css`
  font-size: ${theme.font.size.md};
  margin-bottom: ${theme.space[3]};
`;
const chipStyles = css`
  ${pill('40px', 4)};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
`;
