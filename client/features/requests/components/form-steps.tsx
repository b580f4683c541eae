/** One questionnaire step at a time: option cards, text, district and the description (the "when" step is when-step.tsx). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { District, Question } from '@shared/schemas/catalog.schema';
import { RadioGroup } from '@client/ui/radio-group';
import { CheckboxGroup } from '@client/ui/checkbox';
import { TextArea } from '@client/ui/textarea';
import { Select } from '@client/ui/select';
import { theme } from '@client/styles/theme';
import type { FormDraft } from '../hooks/form-draft';

export const stepHeadingStyles = css`
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.heading};
  margin: 0 0 ${theme.space[2]};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

const helpStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  margin: -${theme.space[2]} 0 ${theme.space[4]};
`;

export function StepHeading({ title, help, id }: { title: string; help?: string; id?: string }) {
  return (
    <>
      <h2 id={id} css={stepHeadingStyles}>
        {title}
      </h2>
      {help ? (
        <p
          css={[
            helpStyles,
            css`
              margin-top: 0;
            `,
          ]}
        >
          {help}
        </p>
      ) : null}
    </>
  );
}

interface QuestionStepProps {
  question: Question;
  value: FormDraft['answers'][string] | undefined;
  onChange: (v: FormDraft['answers'][string]) => void;
  error?: string;
}

export function QuestionStep({ question: q, value, onChange, error }: QuestionStepProps) {
  const { t } = useTranslation('requests');
  const choices = {
    legend: q.label,
    legendStyle: 'question',
    name: q.field_key,
    options: q.options.map((o) => ({ value: o.value, label: o.label })),
    variant: 'card',
    error,
  } as const;
  if (q.type === 'single' || q.type === 'budget') {
    return (
      <RadioGroup
        {...choices}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        required={q.is_required}
        hint={q.help || undefined}
      />
    );
  }
  if (q.type === 'multi') {
    return (
      <CheckboxGroup
        {...choices}
        value={Array.isArray(value) ? value.map(String) : []}
        onChange={onChange}
        hint={q.help || t('form>pick_any')}
      />
    );
  }
  return (
    <>
      <StepHeading title={q.label} help={q.help} />
      <TextArea
        label={q.is_required ? t('form>your_answer') : t('form>your_answer_optional')}
        name={q.field_key}
        rows={5}
        maxLength={2000}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        counter={(n, max) => t('form>chars', { count: n, max })}
      />
    </>
  );
}

export function DistrictStep({
  question,
  districts,
  value,
  onChange,
  error,
}: {
  question?: Question;
  districts: District[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('requests');
  const regions = ['hong-kong-island', 'kowloon', 'new-territories'] as const;
  return (
    <>
      <StepHeading title={question?.label ?? t('form>district_title')} help={question?.help || t('form>district_help')} />
      <Select
        label={t('form>district_label')}
        name="district"
        placeholder={t('form>district_placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        options={regions.flatMap((r) =>
          districts.filter((d) => d.region === r).map((d) => ({ value: d.slug, label: `${t(`form>region_${r}`)}・${d.name}` })),
        )}
      />
    </>
  );
}

export function DescriptionStep({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('requests');
  return (
    <>
      <StepHeading title={t('form>description_title')} help={t('form>description_help')} />
      <TextArea
        label={t('form>your_answer_optional')}
        name="description"
        rows={6}
        maxLength={5000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        counter={(n, max) => t('form>chars', { count: n, max })}
      />
    </>
  );
}

export function StepFrame({ children }: { children: ReactNode }) {
  return (
    <div
      css={css`
        min-height: 320px;
      `}
    >
      {children}
    </div>
  );
}
