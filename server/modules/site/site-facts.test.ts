/** The site pages' figures come from the code's constants and the given data, in each language (ADR 0023). */
import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import { LEAD_DISCOUNT_RULES } from '@shared/domain/lead-discounts';
import { CONVENIENCE_STORE_PURCHASE } from '@shared/domain/limits';
import { formatHkd } from '@shared/utils/format';
import type { CreditPackage } from '@shared/schemas/payments.schema';
import { createServerI18n } from '../../lib/i18n';
import { buildFacts, type FactInputs } from './site-facts';

const pkg = (p: Partial<CreditPackage>): CreditPackage => ({
  id: 1,
  slug: 'basic',
  name: 'Basic',
  price: 300,
  credit: 300,
  bonus: 0,
  total_credit: 300,
  is_starter: false,
  is_available: true,
  ...p,
});

const inputs = (o: Partial<FactInputs> = {}): FactInputs => ({
  packages: [
    pkg({ slug: 'starter', name: 'Starter pack', price: 100, credit: 100, bonus: 50, total_credit: 150, is_starter: true }),
    pkg({}),
  ],
  payTypes: ['card', 'cvs', 'bank'],
  quoteFee: { min: 8, max: 60 },
  matchLimit: { min: 5, max: 5 },
  newPro: { days: 30, leads: 10 },
  categoryCount: 49,
  activeProCount: 119,
  ...o,
});

let stop: () => void;
let i18n: Awaited<ReturnType<typeof createServerI18n>>['i18n'];
beforeAll(async () => {
  const s = await createServerI18n();
  i18n = s.i18n;
  stop = s.stop;
});
afterAll(() => stop());

describe('buildFacts', () => {
  it('when built in English, then constants, ranges, packages and discount rules read as sentences', () => {
    const f = buildFacts(i18n.getFixedT('en-HK', 'site'), inputs());
    expect(f.starter_credit).toBe(formatHkd(STARTER_FREE_CREDIT));
    expect(f.quote_fee_range).toBe('HK$8 to HK$60');
    expect(f.match_limit).toBe('5');
    expect(f.credit_packages).toEqual([
      [
        {
          text: 'Starter pack: HK$100 for HK$150 of credit, once per pro; refunded in full within 14 days if paid by card and none of it was spent',
        },
      ],
      [{ text: 'Basic: HK$300 for HK$300 of credit' }],
    ]);
    expect(f.lead_discounts).toHaveLength(LEAD_DISCOUNT_RULES.length);
    expect(f.lead_discounts[0]).toEqual([{ text: 'After 24 hours with fewer than 2 quotes: the fee is 30% lower' }]);
    expect(f.lead_discounts[1]).toEqual([{ text: 'After 48 hours with no quote yet: the fee is 50% lower' }]);
    expect(f.pay_method_lines[1]).toEqual([
      {
        text: `Convenience store (7-Eleven, Circle K): ${formatHkd(CONVENIENCE_STORE_PURCHASE.min)} to ${formatHkd(CONVENIENCE_STORE_PURCHASE.max)}, paid in cash within 72 hours with a payment code`,
      },
    ]);
  });

  it('when the payment provider takes cards only, then no page is told that credit can be paid at a store', () => {
    const f = buildFacts(i18n.getFixedT('zh-HK', 'site'), inputs({ payTypes: ['card'] }));
    expect(f.pay_methods).toBe('信用卡');
    expect(JSON.stringify(f.pay_method_lines)).not.toMatch(/便利店|7-Eleven/);
  });

  it('when the fee range or match limit spans values, then Chinese shows both ends', () => {
    const f = buildFacts(i18n.getFixedT('zh-HK', 'site'), inputs({ matchLimit: { min: 3, max: 5 } }));
    expect(f.match_limit).toBe('3 至 5');
    expect(f.quote_fee_range).toBe('HK$8 至 HK$60');
  });
});
