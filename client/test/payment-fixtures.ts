/** Tests only: payment records as the API returns them. */
import type { CreditPackage } from '@shared/schemas/payments.schema';

/** A credit package on sale, named after its slug ("basic" → "Basic"): credit equal to the price, plus `bonus`. */
export const creditPackage = (
  id: number,
  slug: string,
  price: number,
  bonus: number,
  extra: Partial<CreditPackage> = {},
): CreditPackage => ({
  id,
  slug,
  name: slug[0].toUpperCase() + slug.slice(1),
  price,
  credit: price,
  bonus,
  total_credit: price + bonus,
  is_starter: false,
  is_available: true,
  ...extra,
});
