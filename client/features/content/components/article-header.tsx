/** An article's h1, summary and "updated" line (with the reading time where the page shows it). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ContentPage } from '@shared/schemas/content.schema';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';

export function ArticleHeader({ page, readingTime = false }: { page: ContentPage; readingTime?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <>
      <h1>{page.title}</h1>
      <p css={summaryStyles}>{page.summary}</p>
      <p css={updatedStyles}>
        {t('content>updated')} <time dateTime={isoDate(page.modified)}>{formatHkDate(page.modified, i18n.language as Language)}</time>
        {readingTime ? (
          <>
            {' · '}
            {t('content>reading_minutes', { count: page.reading_minutes })}
          </>
        ) : null}
      </p>
    </>
  );
}

const summaryStyles = css`
  font-size: ${theme.font.size.lg};
  color: ${theme.color.textSecondary};
`;
const updatedStyles = css`
  ${secondarySmall};
  border-bottom: 1px solid ${theme.color.border};
  padding-bottom: ${theme.space[4]};
`;
