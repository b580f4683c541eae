import {
  attachmentIdOfUrl,
  charCount,
  codeForPath,
  commentProblem,
  FEEDBACK_FIELD_CODES,
  feedbackProblem,
  ITEM_FIELD_CODES,
  itemProblem,
  keywordsProblem,
  labelKey,
  lineProblem,
  normalizeLabel,
  photoOpsProblem,
  planPriceProblem,
  quantityProblem,
  textProblem,
  uniqueKeywords,
  type ItemDraft,
  type PhotoOp,
} from './shop-rules';

const ASTRAL = '𠮷'; // one CJK character outside the BMP: two UTF-16 units

describe('counting characters', () => {
  it('when text is Chinese, then every character counts one, also outside the BMP, and a decomposed accent is one', () => {
    expect(charCount('冷氣清洗')).toBe(4);
    expect(ASTRAL.length).toBe(2);
    expect(charCount(ASTRAL.repeat(50))).toBe(50);
    expect(charCount('cafe\u0301')).toBe(4);
  });

  it('when a one-line text is checked, then 50 characters pass and 51, line breaks, NUL and separators do not', () => {
    expect(lineProblem('好'.repeat(50), 50)).toBeNull();
    expect(lineProblem(ASTRAL.repeat(50), 50)).toBeNull();
    expect(lineProblem('好'.repeat(51), 50)).toBe('too_long');
    expect(lineProblem(ASTRAL.repeat(51), 50)).toBe('too_long');
    expect(lineProblem('a\nb', 50)).toBe('format');
    expect(lineProblem('a\u0000', 50)).toBe('format');
    expect(lineProblem('a\u2028b', 50)).toBe('format');
    expect(lineProblem(42, 50)).toBe('format');
    expect(lineProblem('  ', 50)).toBeNull();
    expect(lineProblem('  ', 50, { required: true })).toBe('empty');
  });

  it('when a multi-line text is checked, then line breaks pass and control characters do not', () => {
    expect(textProblem('第一行\n第二行\ttab', 20, true)).toBe(false);
    expect(textProblem('a\u0007', 20, false)).toBe(true);
    expect(textProblem('', 20, true)).toBe(true);
    expect(textProblem('x'.repeat(21), 20, false)).toBe(true);
  });
});

describe('feedback (SPEC §5, §8 851–853)', () => {
  const ok = { score: 5, feedback: '師傅好準時', attachments: [1, 2, 3] };

  it('when score, text and photos are within the limits, then nothing is wrong; the text may be empty', () => {
    expect(feedbackProblem(ok)).toBeNull();
    expect(feedbackProblem({ ...ok, feedback: '', attachments: [] })).toBeNull();
    expect(feedbackProblem({ ...ok, feedback: ASTRAL.repeat(50) })).toBeNull();
    expect(feedbackProblem({ ...ok, score: 1 })).toBeNull();
  });

  it('when the score is not a whole 1–5, then 851', () => {
    for (const score of [0, 6, 4.5, '5', null]) expect(feedbackProblem({ ...ok, score })).toBe(851);
  });

  it('when the text is over 50 characters or not one line, then 852', () => {
    expect(feedbackProblem({ ...ok, feedback: '好'.repeat(51) })).toBe(852);
    expect(feedbackProblem({ ...ok, feedback: 'a\nb' })).toBe(852);
    expect(feedbackProblem({ ...ok, feedback: 7 })).toBe(852);
  });

  it('when there are more than three photos or one twice, then 853', () => {
    expect(feedbackProblem({ ...ok, attachments: [1, 2, 3, 4] })).toBe(853);
    expect(feedbackProblem({ ...ok, attachments: [1, 1] })).toBe(853);
  });

  it('when the pro comments, then 1–50 characters on one line, else 852', () => {
    expect(commentProblem('多謝支持')).toBeNull();
    expect(commentProblem('謝'.repeat(50))).toBeNull();
    expect(commentProblem('謝'.repeat(51))).toBe(852);
    expect(commentProblem(' ')).toBe(852);
    expect(commentProblem(undefined)).toBe(852);
  });
});

const ready: ItemDraft = {
  name: '冷氣清洗（兩部）',
  description: '拆洗隔塵網、蒸發器及去水盤。',
  service_type: 'per_unit',
  service_info: '約 90 分鐘',
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
  district_ids: [1, 2],
  plans: [
    { name: '一部', description: '', price: 580, service_type: 'per_unit' },
    { name: '兩部', description: '同日清洗', price: 980, service_type: 'per_job' },
  ],
  photo_count: 2,
  quantity: 10,
  remaining_quantity: 10,
  keywords: ['冷氣', '清洗'],
  accepts_reservation: true,
};
const review = { forReview: true, hasBusinessHours: true };
const draft = { forReview: false, hasBusinessHours: true };
const codeOf = (patch: Partial<ItemDraft>, ctx = review) => itemProblem({ ...ready, ...patch }, ctx);

describe('items (SPEC §8 803–826)', () => {
  it('when everything a buyer needs is there, then the item may apply for review', () => {
    expect(codeOf({})).toBeNull();
  });

  it('when a draft is incomplete but well-formed, then it may be saved and not sent for review', () => {
    const bare = { description: '', service_type: null, district_ids: [], plans: [], photo_count: 0, keywords: [] };
    expect(codeOf(bare, draft)).toBeNull();
    expect(codeOf(bare)).toEqual({ code: 804, field: 'description' });
  });

  it('when each field is wrong in turn, then its own SPEC code answers, with the field', () => {
    const plan = ready.plans[0];
    const cases: Array<[Partial<ItemDraft>, number, string]> = [
      [{ name: '' }, 803, 'name'],
      [{ name: 'x'.repeat(61) }, 803, 'name'],
      [{ description: 'x'.repeat(2001) }, 804, 'description'],
      [{ is_service_professional_travels_to_me: false }, 805, 'is_service_professional_travels_to_me'],
      [{ district_ids: [] }, 806, 'district_ids'],
      [{ district_ids: Array.from({ length: 19 }, (_, i) => i + 1) }, 806, 'district_ids'],
      [{ district_ids: [3, 3] }, 806, 'district_ids'],
      [{ service_type: 'per_day' }, 807, 'service_type'],
      [{ service_type: null }, 807, 'service_type'],
      [{ service_info: 'x'.repeat(1001) }, 808, 'service_info'],
      [{ plans: [] }, 809, 'plans'],
      [{ plans: Array.from({ length: 6 }, () => plan) }, 809, 'plans'],
      [{ plans: [plan, { ...plan, name: '' }] }, 810, 'plans.1.name'],
      [{ plans: [{ ...plan, name: '名'.repeat(41) }] }, 810, 'plans.0.name'],
      [{ plans: [{ ...plan, description: 'x'.repeat(301) }] }, 811, 'plans.0.description'],
      [{ plans: [{ ...plan, price: 49 }] }, 812, 'plans.0.price'],
      [{ plans: [{ ...plan, service_type: null }] }, 813, 'plans.0.service_type'],
      [{ photo_count: 0 }, 814, 'photos'],
      [{ photo_count: 11 }, 814, 'photos'],
      [{ quantity: 0, remaining_quantity: 0 }, 823, 'quantity'],
      [{ remaining_quantity: 11 }, 824, 'remaining_quantity'],
      [{ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }, 825, 'keywords'],
    ];
    for (const [patch, code, field] of cases) expect({ patch, problem: codeOf(patch) }).toEqual({ patch, problem: { code, field } });
  });

  it('when the pro only answers online or at the shop, then no service area is needed', () => {
    expect(codeOf({ is_service_professional_travels_to_me: false, is_over_phone_or_internet: true, district_ids: [] })).toBeNull();
  });

  it('when slots are offered but the service has no business hours, then 826', () => {
    expect(itemProblem(ready, { forReview: true, hasBusinessHours: false })).toEqual({ code: 826, field: 'accepts_reservation' });
    expect(itemProblem({ ...ready, accepts_reservation: false }, { forReview: true, hasBusinessHours: false })).toBeNull();
  });

  it('when a plan is priced, then whole HKD from 50 to 200,000', () => {
    expect([49, 50, 200_000, 200_001, 50.5, -50, '580'].map(planPriceProblem)).toEqual([true, false, false, true, true, true, true]);
  });

  it('when the stock is set, then unlimited (null) or 1–9999 with 0 up to that left', () => {
    expect(quantityProblem(null, null)).toBeNull();
    expect(quantityProblem(5, 5)).toBeNull();
    expect(quantityProblem(5, 0)).toBeNull();
    expect(quantityProblem(9999, 1)).toBeNull();
    expect(quantityProblem(null, 3)?.code).toBe(824);
    expect(quantityProblem(5, null)?.code).toBe(824);
    expect(quantityProblem(5, 6)?.code).toBe(824);
    expect(quantityProblem(5, -1)?.code).toBe(824);
    expect(quantityProblem(5, 2.5)?.code).toBe(824);
    expect(quantityProblem(0, 0)?.code).toBe(823);
    expect(quantityProblem(10_000, 1)?.code).toBe(823);
    expect(quantityProblem(1.5, 1)?.code).toBe(823);
  });
});

describe('keywords and labels', () => {
  it('when labels are typed in full width, mixed case or twice, then they are kept once in plain form', () => {
    expect(normalizeLabel('  ＡＣ　清洗  ')).toBe('AC 清洗');
    expect(labelKey('Aircon  Cleaning')).toBe('aircon cleaning');
    expect(uniqueKeywords(['Aircon', 'aircon', ' ', '冷氣', 'ＡＩＲＣＯＮ'])).toEqual(['Aircon', '冷氣']);
  });

  it('when there are more than 10 labels or one is over 20 characters, then 825', () => {
    expect(keywordsProblem(Array.from({ length: 10 }, (_, i) => `k${i}`))).toBe(false);
    expect(keywordsProblem(Array.from({ length: 11 }, (_, i) => `k${i}`))).toBe(true);
    expect(keywordsProblem(['冷'.repeat(20)])).toBe(false);
    expect(keywordsProblem(['冷'.repeat(21)])).toBe(true);
    expect(keywordsProblem([''])).toBe(true);
  });
});

describe('photo edits (SPEC §8 814–817)', () => {
  const existing = [11, 12];
  const keepBoth: PhotoOp[] = [
    { op: 'keep', photo_id: 12, position: 1 },
    { op: 'keep', photo_id: 11, position: 2 },
  ];

  it('when photos are kept, reordered, removed and added, then the edit is accepted', () => {
    expect(photoOpsProblem(keepBoth, existing)).toBeNull();
    expect(
      photoOpsProblem(
        [
          { op: 'remove', photo_id: 11 },
          { op: 'add', attachment_id: 7, position: 2 },
          { op: 'add', url: '/api/attachments/8?size=display&format=jpeg', position: 3 },
          { op: 'keep', photo_id: 12, position: 1 },
        ],
        existing,
      ),
    ).toBeNull();
    expect(photoOpsProblem([], [])).toBeNull();
  });

  it('when an operation is unknown or names the wrong photo, then 815', () => {
    const cases: PhotoOp[][] = [
      [{ op: 'rotate', photo_id: 11, position: 1 }, keepBoth[0]],
      [{ op: 'keep', photo_id: 99, position: 1 }, keepBoth[1]],
      [{ op: 'keep', photo_id: 11, position: 1 }, { op: 'remove', photo_id: 11 }, keepBoth[0]],
      [keepBoth[0]],
      [...keepBoth, { op: 'add', position: 3 }],
      [...keepBoth, { op: 'add', attachment_id: 7, url: '/api/attachments/7', position: 3 }],
      [{ op: 'remove' }, ...keepBoth],
    ];
    for (const ops of cases) expect(photoOpsProblem(ops, existing)).toBe(815);
  });

  it('when an image URL is not one of ours, then 817', () => {
    expect(photoOpsProblem([{ op: 'add', url: 'https://evil.example/x.jpg', position: 1 }], [])).toBe(817);
    expect(photoOpsProblem([{ op: 'add', url: '/api/attachments/0', position: 1 }], [])).toBe(817);
  });

  it('when positions are not 1 to n, then 816', () => {
    expect(
      photoOpsProblem(
        [
          { ...keepBoth[0], position: 1 },
          { ...keepBoth[1], position: 3 },
        ],
        existing,
      ),
    ).toBe(816);
    expect(
      photoOpsProblem(
        [
          { ...keepBoth[0], position: 1 },
          { ...keepBoth[1], position: 1 },
        ],
        existing,
      ),
    ).toBe(816);
    expect(photoOpsProblem([{ op: 'add', attachment_id: 1 }], [])).toBe(816);
  });

  it('when more than 10 photos would remain, then 814', () => {
    const adds = (n: number): PhotoOp[] => Array.from({ length: n }, (_, i) => ({ op: 'add', attachment_id: i + 1, position: i + 1 }));
    expect(photoOpsProblem(adds(10), [])).toBeNull();
    expect(photoOpsProblem(adds(11), [])).toBe(814);
  });

  it('when a URL names an attachment of ours, with or without host and size, then its id is read', () => {
    expect(attachmentIdOfUrl('/api/attachments/42')).toBe(42);
    expect(attachmentIdOfUrl('https://sifu.hk/api/attachments/42?size=thumb&format=webp')).toBe(42);
    expect(attachmentIdOfUrl('/api/attachments/42/../../etc')).toBeNull();
    expect(attachmentIdOfUrl('/api/attachments/9999999999')).toBeNull();
    expect(attachmentIdOfUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('the code of a refused field', () => {
  it('when the wire schema refuses a field, then its SPEC code answers through the longest known path', () => {
    expect(codeForPath(ITEM_FIELD_CODES, ['plans', 1, 'price'])).toBe(812);
    expect(codeForPath(ITEM_FIELD_CODES, ['plans'])).toBe(809);
    expect(codeForPath(ITEM_FIELD_CODES, ['photos', 0, 'url'])).toBe(817);
    expect(codeForPath(ITEM_FIELD_CODES, ['photos', 3, 'position'])).toBe(816);
    expect(codeForPath(ITEM_FIELD_CODES, ['is_over_phone_or_internet'])).toBe(805);
    expect(codeForPath(ITEM_FIELD_CODES, ['accepts_reservation'])).toBe(826);
    expect(codeForPath(ITEM_FIELD_CODES, ['color'])).toBeNull();
    expect(codeForPath(FEEDBACK_FIELD_CODES, ['attachments', 3])).toBe(853);
    expect(codeForPath(FEEDBACK_FIELD_CODES, ['shop_item_id'])).toBe(854);
    expect(codeForPath(FEEDBACK_FIELD_CODES, ['shop_order_id'])).toBe(840);
  });

  it('when every SPEC item code but 801 and 802 (not about a field) is listed, then each has a field', () => {
    const codes = new Set(Object.values(ITEM_FIELD_CODES));
    for (const c of [803, 804, 805, 806, 807, 808, 809, 810, 811, 812, 813, 814, 815, 816, 817, 823, 824, 825, 826]) {
      expect({ c, listed: codes.has(c as never) }).toEqual({ c, listed: true });
    }
    expect(new Set(Object.values(FEEDBACK_FIELD_CODES))).toEqual(new Set([840, 851, 852, 853, 854]));
  });
});
