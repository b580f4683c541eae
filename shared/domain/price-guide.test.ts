import { mentionsPrice, quarterOf, sharePercent } from './price-guide';

describe('price words (the reviews a cost guide shows)', () => {
  it.each([
    ['價錢合理，冇額外收費', true],
    ['好抵，會再搵', true],
    ['比其他師傅平', true],
    ['報價清楚', true],
    ['只收 HK$300', true],
    ['Fair price and good work', true],
    ['Great value for money', true],
    ['Clear quote, no surprises', true],
    ['The call-out fee was waived', true],
    ['平日都肯上嚟，準時抵達', false],
    ['師傅好準時，做嘢好有心機', false],
    ['I feel the feedback was heard', false],
    ['Valued their patience', false],
  ])('when a review says "%s", then it mentions price: %s', (text, expected) => {
    expect(mentionsPrice(text)).toBe(expected);
  });
});

describe('trend periods and shares', () => {
  it('when a quarter starts on a date, then its year and quarter number follow', () => {
    expect(quarterOf('2026-01-01')).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf('2025-10-01')).toEqual({ year: 2025, quarter: 4 });
  });

  it('when a share is computed, then it is a whole percentage and 0 without a total', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
