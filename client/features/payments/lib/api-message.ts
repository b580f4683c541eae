/** The API's translated message for a refused request (or the field's, when it names one); ours when it never answered. */
import type { TFunction } from 'i18next';
import { isServerError } from '@client/ui/server-error';

export function apiMessage(err: unknown, t: TFunction, field?: string): string {
  if (!isServerError(err)) return t('pricing|credit>error_network');
  if (err.status === 429) return t('pricing|buy>error_rate');
  return (field ? err.fields[field] : undefined) ?? err.message;
}
