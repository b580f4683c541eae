/**
 * Step 8 Area: the districts the pro takes jobs in, the 18 districts grouped by region (with "all of the region")
 * and each district's areas listed under it so the pro recognises the neighbourhoods.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '@shared/domain/catalog';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Checkbox } from '@client/ui/checkbox';
import { Alert } from '@client/ui/alert';
import { SkeletonText } from '@client/ui/skeleton';
import { errorStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { useAreaOptions, useServiceMutation } from '../api/service-editor.queries';
import { StepForm, fieldError, useStepForm } from './editor-form';

export function EditorAreas({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const { data: districts } = useAreaOptions();
  const step = useStepForm([...service.district_ids].sort((a, b) => a - b));
  const { draft, setDraft, reset, run, fields, setFields } = step;
  const save = useServiceMutation('areas');
  const set = (ids: number[]) => setDraft([...new Set(ids)].sort((a, b) => a - b));

  async function onSubmit() {
    if (draft.length === 0) {
      setFields({ district_ids: t('areas>required') });
      return;
    }
    const result = await run(() => save.mutateAsync({ params: { id: service.quote_service_id }, body: { district_ids: draft } }));
    if (result) reset([...result.district_ids].sort((a, b) => a - b));
  }

  const error = fieldError(fields, 'district_ids');
  return (
    <StepForm
      title={t('steps>Area>title')}
      intro={<p>{t('steps>Area>intro')}</p>}
      onSubmit={onSubmit}
      submitLabel={t('areas>save', { count: draft.length })}
      form={step}
    >
      {service.is_over_phone_or_internet ? <Alert tone="info">{t('areas>remote_note')}</Alert> : null}
      {error ? (
        <p role="alert" css={errorStyles}>
          {error}
        </p>
      ) : null}
      {!districts ? <SkeletonText lines={12} /> : null}
      {districts
        ? REGIONS.map((region) => {
            const inRegion = districts.filter((d) => d.region === region);
            const ids = inRegion.map((d) => d.id);
            const all = ids.length > 0 && ids.every((i) => draft.includes(i));
            return (
              <fieldset key={region} css={regionBox}>
                <legend css={legend}>{t(`regions>${region}`)}</legend>
                <Checkbox
                  label={t('areas>select_region', { region: t(`regions>${region}`) })}
                  checked={all}
                  onChange={(e) => set(e.target.checked ? [...draft, ...ids] : draft.filter((i) => !ids.includes(i)))}
                />
                <div css={grid}>
                  {inRegion.map((d) => (
                    <Checkbox
                      key={d.id}
                      variant="card"
                      label={d.name}
                      description={d.areas.map((a) => a.name).join(t('form>list_separator'))}
                      checked={draft.includes(d.id)}
                      onChange={(e) => set(e.target.checked ? [...draft, d.id] : draft.filter((i) => i !== d.id))}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })
        : null}
    </StepForm>
  );
}

const regionBox = css`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space[6]};
`;

const legend = css`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  margin-bottom: ${theme.space[2]};
`;

const grid = css`
  display: grid;
  gap: ${theme.space[2]};
  ${theme.breakpoint.md} {
    grid-template-columns: 1fr 1fr;
  }
  & > div {
    margin-bottom: 0;
  }
`;
