/** What a refused checkout means for the form: an error at the amount field, or one for the whole form. */
import type { TFunction } from 'i18next';
import { isServerError } from '@client/ui/server-error';

export function checkoutError(err: unknown, t: TFunction): { amount?: string; form?: string } {
  if (!isServerError(err)) return { form: t('pricing|buy>error_network') };
  if (err.code === 'invalid_amount') return { amount: err.message };
  if (err.status === 429) return { form: t('pricing|buy>error_rate') };
  if (err.status === 404) return { form: t('pricing|buy>error_not_found') };
  return { form: err.message };
}
