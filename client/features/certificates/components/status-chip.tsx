/** A certificate's or identity check's status: pending, approved with its date, rejected, withdrawn. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/ui/badge';
import type { VerificationState } from '@shared/schemas/certificates.schema';
import { STATE_ICON, STATE_TONE, hkDay } from './certificate-text';

export function StatusChip({ state, reviewedOn }: { state: VerificationState; reviewedOn?: string | null }) {
  const { t, i18n } = useTranslation('verify');
  const day = state === 'approved' ? hkDay(reviewedOn, i18n.language) : '';
  return (
    <Badge tone={STATE_TONE[state]} icon={STATE_ICON[state]}>
      {day ? t('state>approved_on', { date: day }) : t(`state>${state}`)}
    </Badge>
  );
}
