/** dashboard/templates (pro): the pro's quote templates, used by the quote composer (SPEC §3 quote template). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
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
    <PageShell
      title={t('templates>title')}
      intro={t('templates>intro')}
      css={css`
        grid-template-columns: minmax(0, 1fr);
      `}
    >
      {templates.isPending || mine.isPending ? (
        <Skeleton height={240} />
      ) : (
        <QuoteTemplateManager templates={templates.data ?? []} services={services} />
      )}
    </PageShell>
  );
}
