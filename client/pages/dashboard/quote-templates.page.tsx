/** dashboard/templates (pro): the pro's quote templates, used by the quote composer (SPEC §3 quote template). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useAllTemplates } from '@client/features/bids/api/quote-templates.queries';
import { QuoteTemplateManager, type TemplateService } from '@client/features/bids/components/quote-template-manager';
import { useMyServices } from '@client/features/service-editor/api/service-editor.queries';

export default function QuoteTemplatesPage() {
  const { t } = useTranslation('quotes');
  const templates = useAllTemplates();
  const mine = useMyServices();
  const services: TemplateService[] = (mine.data?.items ?? [])
    .filter((s) => !s.is_archived)
    .map((s) => ({ id: s.quote_service_id, name: s.business_name, categories: s.categories.map((c) => ({ id: c.id, name: c.name })) }));
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space[4]};
        max-width: 760px;
      `}
    >
      <div>
        <h1
          css={css`
            margin: 0;
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('templates>title')}
        </h1>
        <p
          css={css`
            margin: ${theme.space[2]} 0 0;
            color: ${theme.color.textSecondary};
          `}
        >
          {t('templates>intro')}
        </p>
      </div>
      {templates.isPending || mine.isPending ? (
        <Skeleton height={240} />
      ) : (
        <QuoteTemplateManager templates={templates.data ?? []} services={services} />
      )}
    </div>
  );
}
