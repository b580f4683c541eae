/** Add or change a bookable item: names (zh, optional en), length (30 minutes to 4 hours), optional whole-HKD price. */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRESERVE_DURATIONS, MAX_GRESERVE_ITEM_NAME, type GreserveItem } from '@shared/schemas/google-reserve.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { Select } from '@client/ui/select';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { durationLabel } from '../lib/item-labels';

export interface ItemFormValues {
  name_zh: string;
  name_en: string;
  duration_minutes: number;
  price: string | null;
  is_price_from: boolean;
  is_active: boolean;
}

const draftOf = (item?: GreserveItem) => ({
  name_zh: item?.name_zh ?? '',
  name_en: item?.name_en ?? '',
  duration: String(item?.duration_minutes ?? 60),
  price: item?.price === null || item?.price === undefined ? '' : String(item.price),
  is_price_from: item?.is_price_from ?? false,
  is_active: item?.is_active ?? true,
});

export function ItemForm({
  item,
  onSave,
  onCancel,
}: {
  /** The item being changed; a new item when absent. */
  item?: GreserveItem;
  /** Saves; an ApiError thrown here is shown at its fields. */
  onSave: (values: ItemFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('workspace');
  const [draft, setDraft] = useState(() => draftOf(item));
  // Field errors show at their fields alone; any other failure shows above the buttons.
  const { fields, formError, pending, run } = useApiForm({ network: t('common|errors>network'), withFields: null });
  const patch = (p: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...p }));
  const bind = (k: 'name_zh' | 'name_en' | 'price') => bindField(k, draft[k], (text) => patch({ [k]: text }), fields);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(() =>
      onSave({
        name_zh: draft.name_zh,
        name_en: draft.name_en,
        duration_minutes: Number(draft.duration),
        price: draft.price.trim() ? draft.price.trim() : null,
        is_price_from: draft.is_price_from,
        is_active: draft.is_active,
      }),
    );
  }

  return (
    <form css={form} onSubmit={(e) => void submit(e)} noValidate>
      <div css={grid}>
        <TextField label={t('google_reserve>item_name_zh')} maxLength={MAX_GRESERVE_ITEM_NAME} {...bind('name_zh')} required />
        <TextField label={t('google_reserve>item_name_en')} maxLength={MAX_GRESERVE_ITEM_NAME} {...bind('name_en')} />
        <Select
          label={t('google_reserve>item_duration')}
          options={GRESERVE_DURATIONS.map((m) => ({ value: String(m), label: durationLabel(t, m) }))}
          value={draft.duration}
          onChange={(e) => patch({ duration: e.target.value })}
          error={fields.duration_minutes}
        />
        <TextField
          label={t('google_reserve>item_price')}
          hint={t('google_reserve>item_price_hint')}
          inputMode="numeric"
          {...bind('price')}
        />
      </div>
      <Checkbox
        label={t('google_reserve>item_price_from')}
        checked={draft.is_price_from}
        onChange={(e) => patch({ is_price_from: e.target.checked })}
        error={fields.is_price_from}
      />
      <Checkbox
        label={t('google_reserve>item_active')}
        checked={draft.is_active}
        onChange={(e) => patch({ is_active: e.target.checked })}
        error={fields.is_active}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div css={buttons}>
        <Button type="submit" loading={pending}>
          {item ? t('google_reserve>save_item') : t('google_reserve>add_item')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('google_reserve>cancel_edit')}
        </Button>
      </div>
    </form>
  );
}

const form = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  margin-top: ${theme.space[3]};
`;
const grid = css`
  display: grid;
  gap: 0 ${theme.space[3]};
  ${theme.breakpoint.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const buttons = css`
  ${cluster(2)};
  margin-top: ${theme.space[3]};
`;
