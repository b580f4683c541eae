import { codeForPath, FEEDBACK_FIELD_CODES, ITEM_FIELD_CODES } from '../domain/shop-rules';
import { shopFeedbackCommentSchema, shopFeedbackInputSchema, shopItemInputSchema, shopOrderInputSchema } from './shop.schema';

const ASTRAL = '𠮷';
const firstCode = (table: typeof ITEM_FIELD_CODES, r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  r.success ? null : codeForPath(table, r.error?.issues[0]?.path ?? []);

describe('the feedback schema (SPEC §5)', () => {
  const base = { shop_order_id: 3, shop_item_id: 9, score: 5 };

  it('when the text is 50 characters of any CJK, then it passes; 51 answers 852 whatever JavaScript counts', () => {
    expect(shopFeedbackInputSchema.safeParse({ ...base, feedback: ASTRAL.repeat(50) }).success).toBe(true);
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackInputSchema.safeParse({ ...base, feedback: ASTRAL.repeat(51) }))).toBe(852);
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackInputSchema.safeParse({ ...base, feedback: '好'.repeat(51) }))).toBe(852);
  });

  it('when a form sends the score and photos as strings, then they are read; a bad score is 851, four photos 853', () => {
    const parsed = shopFeedbackInputSchema.parse({ ...base, score: '4', attachments: '1,2,3' });
    expect(parsed).toEqual({ ...base, score: 4, feedback: '', attachments: [1, 2, 3] });
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackInputSchema.safeParse({ ...base, score: 6 }))).toBe(851);
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackInputSchema.safeParse({ ...base, attachments: [1, 2, 3, 4] }))).toBe(853);
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackInputSchema.safeParse({ ...base, attachments: [1, 1] }))).toBe(853);
  });

  it('when the pro comments, then the reply is required and at most 50 characters', () => {
    expect(shopFeedbackCommentSchema.safeParse({ nshop_order_feedback_id: 1, comment: '多謝' }).success).toBe(true);
    expect(firstCode(FEEDBACK_FIELD_CODES, shopFeedbackCommentSchema.safeParse({ nshop_order_feedback_id: 1, comment: ' ' }))).toBe(852);
  });
});

describe('the item schema', () => {
  const item = {
    name: '冷氣清洗',
    plans: [{ name: '一部', price: 580, service_type: 'per_unit' }],
    photos: [{ op: 'add', attachment_id: 5, position: 1 }],
    quantity: 10,
    remaining_quantity: 5,
    keywords: ['冷氣', '冷氣', 'ＡＣ'],
  };

  it('when a draft is sent, then defaults fill the rest and keywords are kept once, normalized', () => {
    const v = shopItemInputSchema.parse(item);
    expect(v.keywords).toEqual(['冷氣', 'AC']);
    expect(v.service_type).toBeNull();
    expect(v.is_service_professional_travels_to_me).toBe(true);
    expect(shopItemInputSchema.parse({ ...item, quantity: '', remaining_quantity: '' })).toMatchObject({
      quantity: null,
      remaining_quantity: null,
    });
  });

  it('when a field is refused, then the path of its first issue gives its SPEC code', () => {
    const code = (patch: object) => firstCode(ITEM_FIELD_CODES, shopItemInputSchema.safeParse({ ...item, ...patch }));
    expect(code({ name: '' })).toBe(803);
    expect(code({ plans: [{ name: '一部', price: 49, service_type: 'per_unit' }] })).toBe(812);
    expect(code({ plans: [{ name: '一部', price: 580, service_type: 'per_day' }] })).toBe(813);
    expect(code({ photos: [{ op: 'rotate', photo_id: 1 }] })).toBe(815);
    expect(code({ remaining_quantity: 11 })).toBe(824);
    expect(code({ quantity: 0 })).toBe(823);
    expect(code({ is_service_professional_travels_to_me: false })).toBe(805);
    expect(code({ accepts_reservation: 'maybe' })).toBe(826);
  });
});

describe('the order schema', () => {
  it('when an order names a slot, then it is a server time; the quantity defaults to 1 and stays within 1–99', () => {
    const order = { shop_item_id: 1, plan_id: 2, pay_type: 'card', idempotency_key: 'abcdefgh' };
    expect(shopOrderInputSchema.parse(order)).toMatchObject({ quantity: 1, note: '' });
    expect(shopOrderInputSchema.safeParse({ ...order, begin_time: '2026-03-01 02:00:00' }).success).toBe(true);
    expect(shopOrderInputSchema.safeParse({ ...order, begin_time: '2026-03-01T02:00' }).success).toBe(false);
    expect(shopOrderInputSchema.safeParse({ ...order, quantity: 100 }).success).toBe(false);
    expect(shopOrderInputSchema.safeParse({ ...order, extra: 1 }).success).toBe(false);
  });
});
