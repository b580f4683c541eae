/**
 * The pro's quote templates (dashboard/templates, SPEC §3 quote template): list, add and edit in a sheet, delete
 * after a confirmation. A template keeps a quote's type, price and note per service (and optionally category) so
 * the quote composer can fill them in one tap. Field errors come from the API and show at the field.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { QuoteTemplate } from '@shared/schemas/bids.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { bareList, clampLines, cluster, row, secondarySmall, stack } from '@client/styles/layout';
import { useTemplateDelete } from '../api/quote-templates.queries';
import { TemplateSheet, type TemplateService } from './quote-template-sheet';

export type { TemplateService };

export function QuoteTemplateManager({ templates, services }: { templates: QuoteTemplate[]; services: TemplateService[] }) {
  const { t } = useTranslation('quotes');
  const toast = useToast();
  const [editing, setEditing] = useState<QuoteTemplate | 'new' | null>(null);
  const deleting = useConfirm(confirmDelete);
  const remove = useTemplateDelete();
  const serviceName = (id: number) => services.find((s) => s.id === id)?.name ?? '';
  const categoryName = (tpl: QuoteTemplate) =>
    services.find((s) => s.id === tpl.quote_service_id)?.categories.find((c) => c.id === tpl.quote_category_id)?.name ?? null;

  async function confirmDelete(template: QuoteTemplate) {
    await remove.mutateAsync(template.id);
    toast.show(t('templates>deleted', { name: template.display_name }), { tone: 'success' });
  }

  return (
    <>
      {templates.length ? (
        <ul css={listStyles} data-testid="quote-templates">
          {templates.map((tpl) => {
            const category = categoryName(tpl);
            return (
              <li key={tpl.id}>
                <Card>
                  <div css={rowStyles}>
                    <div css={{ flex: 1, minWidth: 0 }}>
                      <h2 css={nameStyles}>{tpl.display_name}</h2>
                      <p css={metaStyles}>
                        {serviceName(tpl.quote_service_id)}
                        {category ? ` · ${category}` : ` · ${t('templates>any_category')}`}
                      </p>
                      <p css={priceStyles}>
                        <Badge tone="brand">{t(`quote>type_${tpl.rating_type}`)}</Badge> <strong>{priceOf(t, tpl)}</strong>
                      </p>
                      {tpl.price_note ? <p css={noteStyles}>{tpl.price_note}</p> : null}
                    </div>
                    <div css={actionStyles}>
                      <Button variant="secondary" size="sm" onClick={() => setEditing(tpl)}>
                        <Icon name="edit" size={16} />
                        {t('templates>edit')}
                      </Button>
                      <IconButton
                        icon="trash"
                        label={t('templates>delete_named', { name: tpl.display_name })}
                        iconSize={16}
                        onClick={() => deleting.ask(tpl)}
                      />
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : (
        <Card>
          <EmptyState title={t('templates>empty_title')} body={t('templates>empty_body')} />
        </Card>
      )}
      <div css={addRow}>
        <Button size="lg" block onClick={() => setEditing('new')} disabled={!services.length} data-testid="template-add">
          <Icon name="plus" size={18} />
          {t('templates>add')}
        </Button>
        {!services.length ? <p css={metaStyles}>{t('templates>need_service')}</p> : null}
      </div>
      {editing ? (
        <TemplateSheet
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          services={services}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            toast.show(t('templates>saved', { name }), { tone: 'success' });
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('templates>delete_title')}
        confirmLabel={t('templates>delete_confirm')}
        cancelLabel={t('templates>cancel')}
      >
        <p>{t('templates>delete_body', { name: deleting.subject?.display_name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

function priceOf(t: TFunction<'quotes'>, tpl: QuoteTemplate): string {
  if (tpl.rating_type === 'hourly' && tpl.hourly_rate_at) return t('quote>price_hourly', { price: formatHkd(tpl.hourly_rate_at) });
  if (tpl.rating_type === 'flat' && tpl.flat_rate_at) return formatHkd(tpl.flat_rate_at);
  return t('quote>price_onsite');
}

const listStyles = css([bareList, stack(3)]);
const rowStyles = css`
  ${cluster(3)};
  align-items: flex-start;
`;
const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
const metaStyles = css`
  ${secondarySmall};
  margin: ${theme.space[1]} 0 0;
`;
const priceStyles = css`
  ${row(2)};
  margin: ${theme.space[2]} 0 0;
`;
const noteStyles = css`
  margin: ${theme.space[2]} 0 0;
  ${secondarySmall};
  white-space: pre-line;
  ${clampLines(3)};
`;
const actionStyles = css`
  display: flex;
  gap: ${theme.space[2]};
`;
const addRow = css`
  ${stack(2)};
  margin-top: ${theme.space[4]};
`;
