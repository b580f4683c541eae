/**
 * How the item's service is given (SPEC §3 travel preference keys, at least one) and, when the pro travels, the
 * districts they go to. The district picker is the service editor's, passed in by the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '@client/ui/checkbox';
import { note, subheading } from './item-editor.styles';
import { TRAVEL_KEYS, type ItemFieldsProps, type TravelKey } from './item-form';

export interface AreaPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

export type RenderAreas = (p: AreaPickerProps) => ReactNode;

export function ItemTravelFields({ values, patch, errors, renderAreas }: ItemFieldsProps & { renderAreas: RenderAreas }) {
  const { t } = useTranslation('shop');
  const on = TRAVEL_KEYS.filter((k) => values[k]);
  return (
    <>
      <CheckboxGroup
        legend={t('editor>travel')}
        name="travel"
        variant="card"
        options={TRAVEL_KEYS.map((k) => ({ value: k, label: t(`editor>travel_${k}`) }))}
        value={on}
        error={errors.travel ?? (values.is_service_professional_travels_to_me ? undefined : errors.district_ids)}
        onChange={(keys) => patch(Object.fromEntries(TRAVEL_KEYS.map((k) => [k, keys.includes(k)])) as Record<TravelKey, boolean>)}
      />
      {values.is_service_professional_travels_to_me ? (
        <section aria-labelledby="item-areas-title">
          <h3 id="item-areas-title" css={subheading}>
            {t('editor>areas')}
          </h3>
          <p css={note}>{t('editor>areas_hint')}</p>
          {renderAreas({ value: values.district_ids, onChange: (ids) => patch({ district_ids: ids }), error: errors.district_ids })}
        </section>
      ) : null}
    </>
  );
}
