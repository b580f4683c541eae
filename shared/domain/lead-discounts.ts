/**
 * Lead discounts (docs/decisions/0015-lead-discounts.md): an open request that few pros have
 * quoted after some hours is offered at a lower fee. The highest discount whose rule applies wins; a discount is
 * never lowered again, and a bid already quoted keeps the fee it was charged.
 */
export interface LeadDiscountRule {
  /** Hours since the request was posted. */
  afterHours: number;
  /** Applies while the request has fewer quotes than this. */
  fewerQuotesThan: number;
  /** Percent off the category's quote fee. */
  percent: number;
}

export const LEAD_DISCOUNT_RULES: readonly LeadDiscountRule[] = [
  { afterHours: 24, fewerQuotesThan: 2, percent: 30 },
  { afterHours: 48, fewerQuotesThan: 1, percent: 50 },
] as const;

/** The discount the rules give a request of this age (hours) and number of quotes; 0 when none applies. */
export function leadDiscountPercent(ageHours: number, quoteCount: number): number {
  return LEAD_DISCOUNT_RULES.filter((r) => ageHours >= r.afterHours && quoteCount < r.fewerQuotesThan).reduce(
    (best, r) => Math.max(best, r.percent),
    0,
  );
}

/** Job center "discount" chips: `discount_upper_bound` is the most a pro pays, in percent of the full fee (70 = 30 % off or more). */
export const JOB_CENTER_DISCOUNT_BOUNDS = [70, 50] as const;
