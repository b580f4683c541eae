/**
 * The last onboarding screen (part of Description 3): the districts the pro serves, then "Publish"
 * (POST areas, then profile_ready). Requests are matched by category and district, so a service without
 * districts would never get a lead. A 422 profile_incomplete lists what is missing, with links.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '@shared/domain/catalog';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Choice } from '@client/ui/choice';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { fieldOrMessageOf, isServerError } from '@client/ui/server-error';
import { useServiceMutation } from '../api/service-editor.queries';
import { OnboardingShell } from './onboarding-shell';
import { OnboardingMissing, missingOf } from './onboarding-missing';

export interface AreaOption {
  id: number;
  name: string;
  region: (typeof REGIONS)[number];
  areas: { slug: string; name: string }[];
}

export interface OnboardingAreasFormProps {
  service: EditableService;
  districts: AreaOption[];
  onBack: () => void;
  onPublished: () => void;
  /** Where a missing item is fixed. */
  hrefForMissing: (key: string) => string | null;
}

export function OnboardingAreasForm({ service, districts, onBack, onPublished, hrefForMissing }: OnboardingAreasFormProps) {
  const { t } = useTranslation('onboarding');
  const areas = useServiceMutation('areas');
  const publish = useServiceMutation('profileReady');
  const [ids, setIds] = useState<number[]>(service.district_ids);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const id = service.quote_service_id;
  const errorRef = useRef<HTMLDivElement>(null);
  // The action bar is at the bottom of a long list: bring the message into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error, missing]);
  const toggle = (d: number, on: boolean) => setIds((v) => (on ? [...v.filter((x) => x !== d), d] : v.filter((x) => x !== d)));

  async function save(): Promise<EditableService | null> {
    if (!ids.length) {
      setError(t('areas>error_none'));
      return null;
    }
    setError(null);
    return areas.mutateAsync({ params: { id }, body: { district_ids: ids } });
  }

  async function onPublish() {
    setMissing(null);
    try {
      const saved = await save();
      if (!saved) return;
      await publish.mutateAsync({ params: { id } });
      onPublished();
    } catch (err) {
      if (isServerError(err) && err.status === 422) {
        setMissing(missingOf(err.details) ?? []);
        setError(err.message);
      } else setError(fieldOrMessageOf(err, t('common|errors>network')));
    }
  }

  return (
    <OnboardingShell
      screen="areas"
      title={t('areas>title')}
      intro={t('areas>intro')}
      actions={
        <>
          <Button
            variant="ghost"
            size="lg"
            disabled={areas.isPending}
            onClick={() => void (ids.length ? save().catch(() => null) : Promise.resolve()).then(onBack)}
          >
            <Icon name="arrow-left" size={20} />
            {t('back')}
          </Button>
          <Button
            size="lg"
            loading={areas.isPending || publish.isPending}
            onClick={() => void onPublish()}
            data-testid="onboarding-publish"
          >
            {t('areas>publish')}
          </Button>
        </>
      }
    >
      <div ref={errorRef}>
        {error ? (
          <Alert tone="error">
            {error}
            {missing?.length ? (
              <div
                css={css`
                  margin-top: ${theme.space[2]};
                `}
              >
                <OnboardingMissing missing={missing} hrefFor={hrefForMissing} />
              </div>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <p css={count} aria-live="polite">
        {t('areas>chosen', { count: ids.length })}
      </p>
      {REGIONS.map((region) => {
        const list = districts.filter((d) => d.region === region);
        const allOn = list.every((d) => ids.includes(d.id));
        return (
          <fieldset key={region} css={fieldset}>
            <legend css={legend}>
              <span>{t(`areas>region_${region}`)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  setIds((v) => (allOn ? v.filter((x) => !list.some((d) => d.id === x)) : [...new Set([...v, ...list.map((d) => d.id)])]))
                }
              >
                {allOn
                  ? t('areas>region_none', { region: t(`areas>region_${region}`) })
                  : t('areas>region_all', { region: t(`areas>region_${region}`) })}
              </Button>
            </legend>
            <div css={grid}>
              {list.map((d) => (
                <Choice
                  key={d.id}
                  type="checkbox"
                  variant="card"
                  name="district_ids"
                  value={String(d.id)}
                  label={d.name}
                  checked={ids.includes(d.id)}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </OnboardingShell>
  );
}

const count = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const fieldset = css`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space[4]};
`;

const legend = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weight.bold};
  margin-bottom: ${theme.space[2]};
`;

const grid = css`
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
