/**
 * One service category's auto-quote: the explicit opt-in, what is sent (a quote template of the service, or a flat
 * price and note), the chat message sent with it, the SPEC §9 time slots the pro does not take jobs in (a request
 * whose chosen slots are all excluded is left for the pro), and the preview of the expected weekly spend from the
 * last 4 weeks' matching requests.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeSlotOptions } from '@client/lib/request-when';
import type { AutoQuoteSettings } from '@shared/schemas/auto-quote.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Checkbox, CheckboxGroup } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useAutoQuoteWrite } from '../api/auto-quote.queries';

type Category = AutoQuoteSettings['categories'][number];
export interface AutoQuoteTemplateOption {
  id: number;
  name: string;
}

function draftOf(c: Category) {
  return {
    on: c.is_auto_quote_on,
    template: c.template_id ? String(c.template_id) : '',
    price: c.price ? String(c.price) : '',
    price_note: c.price_note,
    auto_message: c.auto_message,
    excluded: c.excluded_time_slots.map(String),
  };
}

export function AutoQuoteCategory({ category, templates }: { category: Category; templates: AutoQuoteTemplateOption[] }) {
  const { t, i18n } = useTranslation('workspace');
  const [draft, setDraft] = useState(() => draftOf(category));
  const { fields, formError, run } = useApiForm({ network: t('auto_quote>error_network'), withFields: null });
  const [saved, setSaved] = useState(false);
  const write = useAutoQuoteWrite();
  const name = i18n.language === 'en-HK' ? category.name_en || category.name_zh : category.name_zh || category.name_en;
  const patch = (p: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setSaved(false);
  };

  async function save() {
    const written = await run(() =>
      write.mutateAsync({
        kind: 'category',
        serviceId: category.quote_service_id,
        categoryId: category.quote_category_id,
        body: {
          is_auto_quote_on: draft.on,
          template_id: draft.template ? Number(draft.template) : null,
          price: draft.template || !draft.price.trim() ? null : draft.price.trim(),
          price_note: draft.price_note,
          auto_message: draft.auto_message,
          excluded_time_slots: draft.excluded.map(Number),
        },
      }),
    );
    if (!written.ok) return;
    const next = written.data.categories.find(
      (c) => c.quote_service_id === category.quote_service_id && c.quote_category_id === category.quote_category_id,
    );
    if (next) setDraft(draftOf(next));
    setSaved(true);
  }

  return (
    <Card>
      <h3 css={heading}>{name}</h3>
      <p css={muted}>
        {t('auto_quote>category>preview', {
          requests: category.expected_weekly_requests,
          fee: formatHkd(category.quote_fee),
          spend: formatHkd(category.expected_weekly_spend),
        })}
      </p>
      <Checkbox
        variant="card"
        label={t('auto_quote>category>opt_in', { name })}
        description={t('auto_quote>category>opt_in_help', { fee: formatHkd(category.quote_fee) })}
        checked={draft.on}
        onChange={(e) => patch({ on: e.target.checked })}
        error={fields.is_auto_quote_on}
      />
      <div css={grid}>
        <Select
          label={t('auto_quote>category>template')}
          placeholder={t('auto_quote>category>no_template')}
          options={templates.map((tp) => ({ value: String(tp.id), label: tp.name }))}
          value={draft.template}
          onChange={(e) => patch({ template: e.target.value })}
          error={fields.template_id}
        />
        {draft.template ? null : (
          <>
            <TextField
              label={t('auto_quote>category>price')}
              inputMode="numeric"
              value={draft.price}
              onChange={(e) => patch({ price: e.target.value })}
              error={fields.price}
            />
            <TextField
              label={t('auto_quote>category>price_note')}
              value={draft.price_note}
              maxLength={500}
              onChange={(e) => patch({ price_note: e.target.value })}
              error={fields.price_note}
            />
          </>
        )}
      </div>
      <CheckboxGroup
        legend={t('auto_quote>category>excluded')}
        hint={t('auto_quote>category>excluded_hint')}
        name={`excluded-${category.quote_service_id}-${category.quote_category_id}`}
        columns={1}
        options={timeSlotOptions(t)}
        value={draft.excluded}
        onChange={(v) => patch({ excluded: v })}
        error={fields.excluded_time_slots}
      />
      <TextArea
        label={t('auto_quote>category>message')}
        hint={t('auto_quote>category>message_hint')}
        value={draft.auto_message}
        maxLength={1000}
        rows={3}
        onChange={(e) => patch({ auto_message: e.target.value })}
        error={fields.auto_message}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {saved ? <p role="status">{t('auto_quote>category>saved')}</p> : null}
      <Button onClick={() => void save()} loading={write.isPending}>
        {t('auto_quote>category>save', { name })}
      </Button>
    </Card>
  );
}

const heading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.lg};
`;
const muted = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
const grid = css`
  ${stack(3)};
  margin: ${theme.space[4]} 0;
`;
