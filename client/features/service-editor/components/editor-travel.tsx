/**
 * Step 1 Travel: the three SPEC §3 travel preference keys (at least one), how far the pro travels, and the base
 * district customers come to. Each choice says in plain words what it changes for the leads the pro gets.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Checkbox } from '@client/ui/checkbox';
import { Select } from '@client/ui/select';
import { TextField, errorStyles } from '@client/ui/field';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { useAreaOptions, useServiceMutation } from '../api/service-editor.queries';
import { StepForm, fieldError, useStepForm } from './editor-form';

const KEYS = ['is_service_professional_travels_to_me', 'is_customer_travel_to_me', 'is_over_phone_or_internet'] as const;

function valuesOf(s: EditableService) {
  return {
    is_service_professional_travels_to_me: s.is_service_professional_travels_to_me,
    is_customer_travel_to_me: s.is_customer_travel_to_me,
    is_over_phone_or_internet: s.is_over_phone_or_internet,
    travel_distance_km: String(s.travel_distance_km),
    base_district_id: s.base_district_id === null ? '' : String(s.base_district_id),
  };
}

export function EditorTravel({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const step = useStepForm(valuesOf(service));
  const { draft, patch, reset, run, fields, setFields } = step;
  const travel = useServiceMutation('travel');
  const { data: districts = [] } = useAreaOptions();

  async function onSubmit() {
    const errors: Record<string, string> = {};
    if (!KEYS.some((k) => draft[k])) errors.is_service_professional_travels_to_me = t('travel>choose_one');
    const km = Number(draft.travel_distance_km);
    if (draft.is_service_professional_travels_to_me && !(Number.isInteger(km) && km >= 1 && km <= 100))
      errors.travel_distance_km = t('travel>distance_invalid');
    if (draft.is_customer_travel_to_me && !draft.base_district_id) errors.base_district_id = t('travel>base_required');
    setFields(errors);
    if (Object.keys(errors).length) return;
    const result = await run(() =>
      travel.mutateAsync({
        params: { id: service.quote_service_id },
        body: { ...draft, travel_distance_km: draft.travel_distance_km || '20' },
      }),
    );
    if (result) reset(valuesOf(result));
  }

  return (
    <StepForm
      title={t('steps>Travel>title')}
      intro={<p>{t('steps>Travel>intro')}</p>}
      onSubmit={onSubmit}
      submitLabel={t('form>save')}
      form={step}
    >
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0 0 ${theme.space[4]};
        `}
        aria-describedby={fields.is_service_professional_travels_to_me ? 'travel-choose-error' : undefined}
      >
        <legend css={visuallyHiddenStyles}>{t('travel>legend')}</legend>
        {KEYS.map((k) => (
          <Checkbox
            key={k}
            variant="card"
            label={t(`travel>${k}`)}
            description={t(`travel>${k}_help`)}
            checked={draft[k]}
            onChange={(e) => patch({ [k]: e.target.checked })}
          />
        ))}
        {fields.is_service_professional_travels_to_me ? (
          <p id="travel-choose-error" role="alert" css={errorStyles}>
            {fields.is_service_professional_travels_to_me}
          </p>
        ) : null}
      </fieldset>
      {draft.is_service_professional_travels_to_me ? (
        <TextField
          label={t('travel>distance')}
          hint={t('travel>distance_hint')}
          inputMode="numeric"
          value={draft.travel_distance_km}
          onChange={(e) => patch({ travel_distance_km: e.target.value.replace(/\D/g, '').slice(0, 3) })}
          error={fields.travel_distance_km}
        />
      ) : null}
      <Select
        label={t('travel>base_district')}
        hint={draft.is_customer_travel_to_me ? t('travel>base_hint_required') : t('travel>base_hint')}
        placeholder={t('travel>base_placeholder')}
        options={districts.map((d) => ({ value: String(d.id), label: d.name }))}
        value={draft.base_district_id}
        onChange={(e) => patch({ base_district_id: e.target.value })}
        error={fieldError(fields, 'base_district_id')}
      />
    </StepForm>
  );
}
