import { idParam, wholeNumber } from './common.schema';
import { formBool } from './form-values';
import { sendQuoteSchema, reviewSchema } from './bids.schema';

describe('strict whole numbers', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [' 7 ', 7],
    ['-3', -3],
    [0, 0],
  ])('when %p is sent, then it is %p', (input, out) => {
    expect(wholeNumber().parse(input)).toBe(out);
  });

  it.each([true, false, '0x10', '1e3', '12.5', 12.5, '', ' ', '0b11', '1_000', null, [], {}, Number.NaN, Infinity, '９'])(
    'when %p is sent, then it is refused',
    (input) => {
      expect(wholeNumber().safeParse(input).success).toBe(false);
    },
  );

  it('when an id is 0, negative or beyond PostgreSQL integer, then it is refused', () => {
    for (const v of [0, -1, 2_147_483_648, '2147483648', '99999999999999999999']) expect(idParam.safeParse(v).success).toBe(false);
    expect(idParam.parse('2147483647')).toBe(2_147_483_647);
  });
});

describe('form booleans', () => {
  it('when true/false words or 1/0 are sent, then they are booleans; anything else is refused', () => {
    for (const v of [true, 1, '1', 'true', 'on', 'yes', 'TRUE']) expect(formBool.parse(v)).toBe(true);
    for (const v of [false, 0, '0', 'false', 'off', 'no']) expect(formBool.parse(v)).toBe(false);
    for (const v of [2, 'maybe', '', null, [], 'truex']) expect(formBool.safeParse(v).success).toBe(false);
  });
});

describe('SPEC §5 quote and review rules in the schemas', () => {
  it('when a flat or hourly quote has no price above 0, then invalid_price; on-site needs none', () => {
    for (const body of [
      { rating_type: 'flat' },
      { rating_type: 'flat', price: 0 },
      { rating_type: 'hourly', price: '0' },
      { rating_type: 'flat', price: true },
      { rating_type: 'flat', price: '0x10' },
    ]) {
      const r = sendQuoteSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues.some((i) => i.path[0] === 'price')).toBe(true);
    }
    expect(sendQuoteSchema.parse({ rating_type: 'flat', price: '800' }).price).toBe(800);
    expect(sendQuoteSchema.safeParse({ rating_type: 'onsite' }).success).toBe(true);
  });

  it('when a review score is true, 0, 6 or 4.5, then it is refused; 0 says rating_is_zero', () => {
    expect(reviewSchema.safeParse({ score: true }).success).toBe(false);
    expect(reviewSchema.safeParse({ score: 6 }).success).toBe(false);
    expect(reviewSchema.safeParse({ score: 4.5 }).success).toBe(false);
    expect(reviewSchema.safeParse({ score: 0 }).error?.issues[0].message).toBe('rating_is_zero');
    expect(reviewSchema.parse({ score: '5' }).score).toBe(5);
  });
});
