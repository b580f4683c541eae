/** Adding or editing a quote template in a sheet: name, service, category, price type, price and note, checked before saving. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteTemplate } from '@shared/schemas/bids.schema';
import { TextField } from '@client/ui/field';
import { RadioGroup } from '@client/ui/radio-group';
import { Select } from '@client/ui/select';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { useTemplateWrite } from '../api/quote-templates.queries';

/** A service the templates can belong to, with its categories (passed in by the page). */
export interface TemplateService {
  id: number;
  name: string;
  categories: Array<{ id: number; name: string }>;
}

type RatingType = 'flat' | 'hourly' | 'onsite';

interface Draft {
  display_name: string;
  quote_service_id: string;
  quote_category_id: string;
  rating_type: RatingType;
  price: string;
  price_note: string;
}

const draftOf = (tpl: QuoteTemplate | null, services: TemplateService[]): Draft => ({
  display_name: tpl?.display_name ?? '',
  quote_service_id: String(tpl?.quote_service_id ?? services[0]?.id ?? ''),
  quote_category_id: tpl?.quote_category_id ? String(tpl.quote_category_id) : '',
  rating_type: tpl?.rating_type ?? 'flat',
  price: String((tpl?.rating_type === 'hourly' ? tpl.hourly_rate_at : tpl?.flat_rate_at) ?? ''),
  price_note: tpl?.price_note ?? '',
});

export function TemplateSheet({
  template,
  services,
  onClose,
  onSaved,
}: {
  template: QuoteTemplate | null;
  services: TemplateService[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('quotes');
  const [draft, setDraft] = useState<Draft>(() => draftOf(template, services));
  // The price is one field here: the server's flat or hourly rate error shows at it.
  const form = useApiForm({
    network: t('templates>error_network'),
    map: ({ fields: f }) =>
      Object.keys(f).length
        ? { fields: { ...f, ...(f.flat_rate_at || f.hourly_rate_at ? { price: f.flat_rate_at ?? f.hourly_rate_at } : {}) }, form: null }
        : undefined,
  });
  const { fields: errors, formError, validate, run } = form;
  const write = useTemplateWrite();
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const service = services.find((s) => String(s.id) === draft.quote_service_id);

  async function submit() {
    const local: Record<string, string> = {};
    if (!draft.display_name.trim()) local.display_name = t('templates>error_name');
    const price = Number(draft.price);
    if (draft.rating_type !== 'onsite' && !(Number.isInteger(price) && price > 0)) local.price = t('templates>error_price');
    if (!validate(local)) return;
    const body = {
      display_name: draft.display_name.trim(),
      quote_service_id: Number(draft.quote_service_id),
      quote_category_id: draft.quote_category_id ? Number(draft.quote_category_id) : null,
      rating_type: draft.rating_type,
      flat_rate_at: draft.rating_type === 'flat' ? price : null,
      hourly_rate_at: draft.rating_type === 'hourly' ? price : null,
      on_site: draft.rating_type === 'onsite',
      price_note: draft.price_note,
      attachments: template?.attachments.map((a) => a.id) ?? [],
    };
    const written = await run(() => write.mutateAsync({ id: template?.id, body }));
    if (written.ok) onSaved(body.display_name);
  }

  return (
    <FormSheet
      open
      title={template ? t('templates>edit_title') : t('templates>add_title')}
      description={t('templates>form_intro')}
      closeLabel={t('templates>cancel')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('templates>save')}
      submitBlock
      pending={write.isPending}
      submitProps={{ 'data-testid': 'template-save' }}
      formError={formError}
    >
      <div css={formStyles}>
        <TextField
          label={t('templates>name')}
          hint={t('templates>name_hint')}
          value={draft.display_name}
          maxLength={80}
          error={errors.display_name}
          onChange={(e) => patch({ display_name: e.target.value })}
        />
        <Select
          label={t('templates>service')}
          value={draft.quote_service_id}
          options={services.map((s) => ({ value: String(s.id), label: s.name }))}
          error={errors.quote_service_id}
          onChange={(e) => patch({ quote_service_id: e.target.value, quote_category_id: '' })}
        />
        <Select
          label={t('templates>category')}
          value={draft.quote_category_id}
          options={[
            { value: '', label: t('templates>any_category') },
            ...(service?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          error={errors.quote_category_id}
          onChange={(e) => patch({ quote_category_id: e.target.value })}
        />
        <RadioGroup
          legend={t('templates>type')}
          name="rating_type"
          value={draft.rating_type}
          onChange={(v) => patch({ rating_type: v as RatingType })}
          options={(['flat', 'hourly', 'onsite'] as const).map((v) => ({ value: v, label: t(`quote>type_${v}`) }))}
        />
        {draft.rating_type !== 'onsite' ? (
          <TextField
            label={draft.rating_type === 'hourly' ? t('templates>price_hourly') : t('templates>price_flat')}
            inputMode="numeric"
            value={draft.price}
            error={errors.price}
            onChange={(e) => patch({ price: e.target.value.replace(/[^\d]/g, '') })}
          />
        ) : null}
        <TextArea
          label={t('templates>note')}
          hint={t('templates>note_hint')}
          rows={4}
          maxLength={2000}
          value={draft.price_note}
          error={errors.price_note}
          onChange={(e) => patch({ price_note: e.target.value })}
        />
      </div>
    </FormSheet>
  );
}

const formStyles = stack(4);
