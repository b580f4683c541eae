/**
 * The product's own figures for the site pages (ADR 0023). A page body says {{starter_credit}} or, alone on a list
 * line, {{credit_packages}}; the value comes from the code's constants or the database here, never from the prose,
 * so a changed fee, package or rule changes every page that quotes it. Phrases are in locales/<lng>/site.json (facts>).
 */
import type { TFunction } from 'i18next';
import type { Inline } from '@shared/schemas/content.schema';
import { formatHkd } from '@shared/utils/format';
import { CONVENIENCE_STORE_PURCHASE, CREDIT_PURCHASE, ATM_PURCHASE_MAX, AUTO_QUOTE_BUDGET, MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import { CVS_VALID_HOURS, STARTER_REFUND_DAYS, type PayType } from '@shared/domain/payments';
import { STARTER_FREE_CREDIT, STARTER_FREE_CREDIT_DAYS, UNREAD_QUOTE_REFUND_HOURS } from '@shared/domain/wallet-ledger';
import { LEAD_DISCOUNT_RULES } from '@shared/domain/lead-discounts';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '@shared/domain/catalog';
import { MIN_PRO_COUNT_TO_DISPLAY } from '@shared/config/feature-flags';
import { REFERRAL_CREDIT_DAYS, REFERRAL_REWARD_HKD } from '@shared/domain/referrals';
import { NARROW_MATCH_TIMEOUT_HOURS } from '@shared/schemas/narrow-match.schema';
import { BOOKING_DAYS, CHANGE_CUTOFF_HOURS, LEAD_MINUTES } from '@shared/domain/reservation-slots';
import type { CreditPackage } from '@shared/schemas/payments.schema';

/** A scalar figure, or the lines of a list. */
export type Facts = Record<string, string | Inline[]>;

export interface FactInputs {
  packages: CreditPackage[];
  payTypes: readonly PayType[];
  quoteFee: { min: number; max: number };
  matchLimit: { min: number | null; max: number | null };
  newPro: { days: number; leads: number };
  categoryCount: number;
  activeProCount: number;
}

const num = (n: number) => n.toLocaleString('en-US');

function range(t: TFunction, min: number | null, max: number | null, fmt: (n: number) => string): string {
  if (min === null || max === null) return '';
  return min === max ? fmt(min) : t('facts>range', { min: fmt(min), max: fmt(max) });
}

/** Every figure a site page may quote, in one language. */
export function buildFacts(t: TFunction, f: FactInputs): Facts {
  const packages: Inline[] = f.packages.map((p) => [
    {
      text: t(p.is_starter ? 'facts>package_starter' : p.bonus > 0 ? 'facts>package_bonus' : 'facts>package_plain', {
        name: p.name,
        price: formatHkd(p.price),
        total: formatHkd(p.total_credit),
        days: STARTER_REFUND_DAYS,
      }),
    },
  ]);
  const discounts: Inline[] = LEAD_DISCOUNT_RULES.map((r) => [
    {
      text: t(r.fewerQuotesThan <= 1 ? 'facts>discount_rule_none' : 'facts>discount_rule', {
        hours: r.afterHours,
        count: r.fewerQuotesThan,
        percent: r.percent,
      }),
    },
  ]);
  const methods = f.payTypes.map((p) => t(`facts>pay_${p}`));
  const payLines: Inline[] = f.payTypes.map((p) => [
    {
      text: t(`facts>pay_line_${p}`, {
        min: formatHkd(p === 'cvs' ? CONVENIENCE_STORE_PURCHASE.min : CREDIT_PURCHASE.min),
        max: formatHkd(p === 'cvs' ? CONVENIENCE_STORE_PURCHASE.max : p === 'bank' ? ATM_PURCHASE_MAX : CREDIT_PURCHASE.max),
        hours: CVS_VALID_HOURS,
      }),
    },
  ]);
  return {
    starter_credit: formatHkd(STARTER_FREE_CREDIT),
    starter_credit_days: num(STARTER_FREE_CREDIT_DAYS),
    starter_refund_days: num(STARTER_REFUND_DAYS),
    unread_refund_hours: num(UNREAD_QUOTE_REFUND_HOURS),
    credit_packages: packages,
    lead_discounts: discounts,
    pay_methods: methods.join(t('facts>list_separator')),
    pay_method_lines: payLines,
    quote_fee_range: range(t, f.quoteFee.min, f.quoteFee.max, formatHkd),
    match_limit: range(t, f.matchLimit.min, f.matchLimit.max, num),
    new_pro_days: num(f.newPro.days),
    new_pro_leads: num(f.newPro.leads),
    narrow_match_hours: num(NARROW_MATCH_TIMEOUT_HOURS),
    auto_quote_budget_default: formatHkd(AUTO_QUOTE_BUDGET.default),
    auto_quote_budget_step: formatHkd(AUTO_QUOTE_BUDGET.step),
    featured_min_rating: FEATURED_MIN_RATING.toFixed(1),
    featured_min_reviews: num(FEATURED_MIN_REVIEWS),
    featured_min_count: num(MIN_PRO_COUNT_TO_DISPLAY),
    referral_reward: formatHkd(REFERRAL_REWARD_HKD),
    referral_days: num(REFERRAL_CREDIT_DAYS),
    booking_days: num(BOOKING_DAYS),
    booking_lead_hours: num(LEAD_MINUTES / 60),
    booking_cutoff_hours: num(CHANGE_CUTOFF_HOURS),
    max_upload_mb: num(Math.floor(MAX_UPLOAD_BYTES / 1_000_000)),
    category_count: num(f.categoryCount),
    active_pro_count: num(f.activeProCount),
  };
}
