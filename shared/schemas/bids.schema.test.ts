import { editQuoteByBodySchema, sendQuoteSchema } from './bids.schema';

const issueAt = (body: object) => {
  const r = sendQuoteSchema.safeParse(body);
  return r.success ? null : r.error.issues.find((i) => i.path.join('.') === 'inspection_fee')?.message;
};

describe('the inspection fee of a quote', () => {
  it.each([100, 300, 3000, '450'])('when an on-site quote has a fee of %p, then it is accepted as a number', (fee) => {
    expect(sendQuoteSchema.parse({ rating_type: 'onsite', inspection_fee: fee }).inspection_fee).toBe(Number(fee));
  });

  it.each([
    [50, 'safety_inspection_out_of_range'],
    [0, 'safety_inspection_out_of_range'],
    [3001, 'safety_inspection_out_of_range'],
    [-100, 'safety_inspection_not_whole'],
    [300.5, 'safety_inspection_not_whole'],
    ['1e3', 'safety_inspection_not_whole'],
  ])('when an on-site quote has a fee of %p, then it is refused at inspection_fee with %s', (fee, message) => {
    expect(issueAt({ rating_type: 'onsite', inspection_fee: fee })).toBe(message);
  });

  it('when a flat or hourly quote carries a fee, then its range is not checked (the server ignores it)', () => {
    expect(sendQuoteSchema.safeParse({ rating_type: 'flat', price: 800, inspection_fee: 50 }).success).toBe(true);
    expect(sendQuoteSchema.safeParse({ rating_type: 'hourly', price: 300, inspection_fee: 5000 }).success).toBe(true);
  });

  it('when an on-site quote has no fee, then it is valid without one; the edit-by-body form checks the fee too', () => {
    expect(sendQuoteSchema.parse({ rating_type: 'onsite' }).inspection_fee).toBeUndefined();
    const r = editQuoteByBodySchema.safeParse({ quote_bid_id: 1, rating_type: 'onsite', inspection_fee: 99 });
    expect(r.success ? null : r.error.issues[0].path).toEqual(['inspection_fee']);
  });
});
