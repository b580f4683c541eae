/** Which package to mark "best value" and which to offer first, from the packages the server lists. */
import { PAY_TYPES, purchaseAmountProblem } from '@shared/domain/payments';
import type { CreditPackage } from '@shared/schemas/payments.schema';

/** The most credit per dollar among the regular packages (the starter pack is a one-off); ties go to the larger. */
export function bestValueSlug(packages: CreditPackage[]): string | null {
  let best: CreditPackage | null = null;
  for (const p of packages) {
    if (p.is_starter || !p.is_available) continue;
    const ratio = p.total_credit / p.price;
    const bestRatio = best ? best.total_credit / best.price : -1;
    if (ratio > bestRatio || (ratio === bestRatio && best && p.price > best.price)) best = p;
  }
  return best?.slug ?? null;
}

/** The first package that can be bought (server order: smallest first), so nothing dearer is pushed. */
export function firstAvailableSlug(packages: CreditPackage[]): string | null {
  return packages.find((p) => p.is_available)?.slug ?? null;
}

/** product/custom/{amount}: a whole HKD amount some way to pay accepts (SPEC §5: HK$50 up to HK$30,000), else null. */
export function customProductAmount(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return PAY_TYPES.some((p) => !purchaseAmountProblem(p, n)) ? n : null;
}
