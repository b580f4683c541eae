/** dashboard/auto-quote (pro): weekly budget and stop-all, each category's auto-quote, recent runs. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { pageTitleStyles } from '@client/styles/page-styles';
import { useAllTemplates } from '@client/features/bids/api/quote-templates.queries';
import { useAutoQuoteSettings } from '@client/features/auto-quote/api/auto-quote.queries';
import { AutoQuoteBudget } from '@client/features/auto-quote/components/auto-quote-budget';
import { AutoQuoteCategory } from '@client/features/auto-quote/components/auto-quote-category';
import { AutoQuoteRuns } from '@client/features/auto-quote/components/auto-quote-runs';

export default function AutoQuotePage() {
  const { t } = useTranslation('workspace');
  const settings = useAutoQuoteSettings();
  const templates = useAllTemplates();
  const data = settings.data;
  return (
    <div css={page}>
      <div>
        <h1 css={pageTitleStyles}>{t('auto_quote>title')}</h1>
        <p css={intro}>{t('auto_quote>intro')}</p>
      </div>
      {!data || templates.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <AutoQuoteBudget settings={data} />
          {data.categories.length === 0 ? <p css={intro}>{t('auto_quote>no_categories')}</p> : null}
          {data.categories.map((c) => (
            <AutoQuoteCategory
              key={`${c.quote_service_id}-${c.quote_category_id}`}
              category={c}
              templates={(templates.data ?? [])
                .filter(
                  (tp) =>
                    tp.quote_service_id === c.quote_service_id && (!tp.quote_category_id || tp.quote_category_id === c.quote_category_id),
                )
                .map((tp) => ({ id: tp.id, name: tp.display_name }))}
            />
          ))}
          <AutoQuoteRuns runs={data.runs} />
        </>
      )}
    </div>
  );
}

const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  max-width: 760px;
`;
const intro = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textSecondary};
`;
