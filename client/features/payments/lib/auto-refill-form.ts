/**
 * The auto-refill form's rules (SPEC §3 auto-refill package_id): a regular package (never the starter
 * pack), one of the pro's saved cards, and a monthly limit in whole HKD of at least the package price.
 */
import type { TFunction } from 'i18next';
import { AUTO_REFILL_MAX_MONTHLY, type CreditPackage } from '@shared/schemas/payments.schema';
import { formatHkd } from '@shared/utils/format';
import { isServerError } from '@client/ui/server-error';

export interface AutoRefillValues {
  on: boolean;
  packageId: string;
  cardId: string;
  limit: string;
}

export type AutoRefillErrors = Partial<Record<'package' | 'card' | 'limit' | 'form', string>>;

/** Packages auto-refill may buy: the starter pack is a one-off. */
export function refillPackages(packages: CreditPackage[]): CreditPackage[] {
  return packages.filter((p) => !p.is_starter);
}

export function validateAutoRefill(v: AutoRefillValues, packages: CreditPackage[], t: TFunction): AutoRefillErrors {
  if (!v.on) return {};
  const errors: AutoRefillErrors = {};
  const pkg = packages.find((p) => String(p.id) === v.packageId);
  if (!pkg) errors.package = t('pricing|auto>package_required');
  if (!v.cardId) errors.card = t('pricing|auto>card_required');
  if (!/^\d+$/.test(v.limit)) errors.limit = t('pricing|auto>limit_required');
  else if (Number(v.limit) > AUTO_REFILL_MAX_MONTHLY)
    errors.limit = t('pricing|auto>limit_too_big', { max: formatHkd(AUTO_REFILL_MAX_MONTHLY) });
  else if (pkg && Number(v.limit) < pkg.price) errors.limit = t('pricing|auto>limit_below_price', { price: formatHkd(pkg.price) });
  return errors;
}

const FIELD_OF: Record<string, keyof AutoRefillErrors> = { package_id: 'package', card_id: 'card', monthly_limit: 'limit' };

/** A refusal from POST /api/payments/auto_refill as field errors (translated by the API) or one for the form. */
export function autoRefillApiErrors(err: unknown, t: TFunction): AutoRefillErrors {
  if (!isServerError(err)) return { form: t('pricing|credit>error_network') };
  if (err.status === 404) return { card: t('pricing|auto>card_gone') };
  const fields = Object.entries(err.fields).filter(([k]) => FIELD_OF[k]);
  if (fields.length) return Object.fromEntries(fields.map(([k, msg]) => [FIELD_OF[k], msg]));
  return { form: err.message };
}
