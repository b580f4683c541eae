/**
 * The 18 districts grouped by region (with "all of the region"), each district's areas listed under it so the pro
 * recognises the neighbourhoods: the Area step's picker, also used by the shop item editor (composed by its page).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '@shared/domain/catalog';
import { Checkbox } from '@client/ui/checkbox';
import { SkeletonText } from '@client/ui/skeleton';
import { errorStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { useAreaOptions } from '../api/service-editor.queries';

export interface DistrictPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

export function DistrictPicker({ value, onChange, error }: DistrictPickerProps) {
  const { t } = useTranslation('workspace');
  const { data: districts } = useAreaOptions();
  const set = (ids: number[]) => onChange([...new Set(ids)].sort((a, b) => a - b));
  return (
    <>
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
            const all = ids.length > 0 && ids.every((i) => value.includes(i));
            return (
              <fieldset key={region} css={regionBox}>
                <legend css={legend}>{t(`regions>${region}`)}</legend>
                <Checkbox
                  label={t('areas>select_region', { region: t(`regions>${region}`) })}
                  checked={all}
                  onChange={(e) => set(e.target.checked ? [...value, ...ids] : value.filter((i) => !ids.includes(i)))}
                />
                <div css={grid}>
                  {inRegion.map((d) => (
                    <Checkbox
                      key={d.id}
                      variant="card"
                      label={d.name}
                      description={d.areas.map((a) => a.name).join(t('form>list_separator'))}
                      checked={value.includes(d.id)}
                      onChange={(e) => set(e.target.checked ? [...value, d.id] : value.filter((i) => i !== d.id))}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })
        : null}
    </>
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
