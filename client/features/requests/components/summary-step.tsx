/**
 * The questionnaire's summary step with what stands before Send, in a chunk of its own: its answer formatting
 * (dates, slots) and the submit panel load when the visitor nears the end, not with the form's first step.
 */
import { useTranslation } from 'react-i18next';
import type { District } from '@shared/schemas/catalog.schema';
import type { Language } from '@shared/i18n/i18n-config';
import type { FormDraft } from '../hooks/form-draft';
import type { PendingPhoto } from '../hooks/pending-photos';
import type { Step } from './form-model';
import { StepHeading } from './form-steps';
import { FormSummary, summaryRows } from './form-summary';
import { SubmitPanel, type SubmitPanelProps } from './form-submit-panel';

export interface SummaryStepProps {
  categoryName: string;
  steps: Step[];
  draft: FormDraft;
  photos: PendingPhoto[];
  districts: District[];
  errors: Record<string, string>;
  onEdit: (stepId: string) => void;
  submit: SubmitPanelProps;
}

export function SummaryStep({ categoryName, steps, draft, photos, districts, errors, onEdit, submit }: SummaryStepProps) {
  const { t, i18n } = useTranslation('requests');
  const rows = summaryRows(steps, draft, photos, districts, i18n.language as Language, t).map((r) => ({ ...r, error: errors[r.id] }));
  return (
    <>
      <StepHeading title={t('form>summary_title')} help={t('form>summary_help', { name: categoryName })} />
      <FormSummary rows={rows} onEdit={onEdit} />
      <SubmitPanel {...submit} />
    </>
  );
}
