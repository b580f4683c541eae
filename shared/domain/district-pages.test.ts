import {
  DISTRICT_MIN_PROS,
  DISTRICT_MIN_QUOTES,
  DISTRICT_MIN_REVIEWS,
  isDistrictPageIndexable,
  isNearMePageIndexable,
  NEAR_DUPLICATE_MAX,
  shingleJaccard,
  textTokens,
} from './district-pages';

describe('the district page threshold', () => {
  it.each([
    [{ pros: 3, quotes: 5, reviews: 0 }, true],
    [{ pros: 3, quotes: 0, reviews: 3 }, true],
    [{ pros: 12, quotes: 40, reviews: 9 }, true],
    [{ pros: 2, quotes: 50, reviews: 20 }, false],
    [{ pros: 3, quotes: 4, reviews: 2 }, false],
    [{ pros: 3, quotes: 0, reviews: 0 }, false],
    [{ pros: 0, quotes: 0, reviews: 0 }, false],
  ])('when a district page has %o, then indexable is %s', (counts, expected) => {
    expect(isDistrictPageIndexable(counts)).toBe(expected);
  });

  it('when the counts sit exactly on each limit, then the page is indexable; one below any required limit, it is not', () => {
    expect([DISTRICT_MIN_PROS, DISTRICT_MIN_QUOTES, DISTRICT_MIN_REVIEWS]).toEqual([3, 5, 3]);
    const edge = { pros: DISTRICT_MIN_PROS, quotes: DISTRICT_MIN_QUOTES, reviews: 0 };
    expect(isDistrictPageIndexable(edge)).toBe(true);
    expect(isDistrictPageIndexable({ ...edge, pros: DISTRICT_MIN_PROS - 1 })).toBe(false);
    expect(isDistrictPageIndexable({ ...edge, quotes: DISTRICT_MIN_QUOTES - 1 })).toBe(false);
    expect(isDistrictPageIndexable({ ...edge, quotes: 0, reviews: DISTRICT_MIN_REVIEWS })).toBe(true);
    expect(isDistrictPageIndexable({ ...edge, quotes: 0, reviews: DISTRICT_MIN_REVIEWS - 1 })).toBe(false);
  });

  it('when the page type is Hong Kong, then it is indexable; a region page follows its pros, a district page its counts', () => {
    expect(isNearMePageIndexable('hong-kong')).toBe(true);
    expect(isNearMePageIndexable('region', { pros: 2, quotes: 9, reviews: 9 })).toBe(false);
    expect(isNearMePageIndexable('region', { pros: 3, quotes: 0, reviews: 0 })).toBe(true);
    expect(isNearMePageIndexable('district')).toBe(false);
    expect(isNearMePageIndexable('district', { pros: 0, quotes: 0, reviews: 0 })).toBe(false);
    expect(isNearMePageIndexable('district', { pros: 4, quotes: 0, reviews: 5 })).toBe(true);
  });
});

describe('the near-duplicate measure', () => {
  it('when text mixes Chinese and English, then each Han character is a token and each Latin word or number is one', () => {
    expect(textTokens('觀塘水喉 HK$650 Kwun Tong')).toEqual(['觀', '塘', '水', '喉', 'hk', '650', 'kwun', 'tong']);
  });

  it('when two texts are the same, then the similarity is 1; with nothing in common, 0; a changed name lowers it', () => {
    const a = 'Plumbing pros serving Kwun Tong with local prices and reviews from jobs done there';
    expect(shingleJaccard(a, a)).toBe(1);
    expect(shingleJaccard(a, 'entirely different words share no five word run at all here')).toBe(0);
    const b = a.replace('Kwun Tong', 'Sham Shui Po');
    expect(shingleJaccard(a, b)).toBeGreaterThan(0);
    expect(shingleJaccard(a, b)).toBeLessThan(1);
    expect(NEAR_DUPLICATE_MAX).toBe(0.6);
  });
});
