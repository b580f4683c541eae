/** A part's history: each status it took, in order, with its Hong Kong date and time; the latest one stands out. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { Timeline } from '@client/ui/timeline';

export function StatusTimeline({ timeline }: { timeline: SafetyPart['timeline'] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Timeline
      label={t('safety_payments>part>timeline_title')}
      lng={i18n.language as Language}
      steps={timeline.map((step) => ({ title: t(`safety_payments>status>${step.status}`), at: step.at }))}
    />
  );
}
