/**
 * Step 8 Area: the districts the pro takes jobs in, the 18 districts grouped by region (with "all of the region")
 * and each district's areas listed under it so the pro recognises the neighbourhoods.
 */
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Alert } from '@client/ui/alert';
import { useServiceMutation } from '../api/service-editor.queries';
import { DistrictPicker } from './district-picker';
import { StepForm, fieldError, useStepForm } from './editor-form';

export function EditorAreas({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const step = useStepForm([...service.district_ids].sort((a, b) => a - b));
  const { draft, setDraft, reset, run, fields, setFields } = step;
  const save = useServiceMutation('areas');

  async function onSubmit() {
    if (draft.length === 0) {
      setFields({ district_ids: t('areas>required') });
      return;
    }
    const result = await run(() => save.mutateAsync({ params: { id: service.quote_service_id }, body: { district_ids: draft } }));
    if (result) reset([...result.district_ids].sort((a, b) => a - b));
  }

  return (
    <StepForm
      title={t('steps>Area>title')}
      intro={<p>{t('steps>Area>intro')}</p>}
      onSubmit={onSubmit}
      submitLabel={t('areas>save', { count: draft.length })}
      form={step}
    >
      {service.is_over_phone_or_internet ? <Alert tone="info">{t('areas>remote_note')}</Alert> : null}
      <DistrictPicker value={draft} onChange={setDraft} error={fieldError(fields, 'district_ids')} />
    </StepForm>
  );
}
