/**
 * On the questionnaire when it came from a profile: where the request goes and what happens if the pro can't take it.
 * Its own module so the form page does not load the profile's quote button with it.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { NARROW_MATCH_TIMEOUT_HOURS } from '@shared/domain/narrow-match';

export function DirectRequestNote() {
  const { t } = useTranslation('requests');
  return (
    <Alert tone="info">
      <strong>{t('direct_request>note_title')}</strong> {t('direct_request>note_body', { hours: NARROW_MATCH_TIMEOUT_HOURS })}
    </Alert>
  );
}
