/**
 * Privacy before commitment: until the pro has quoted, everything the pro can read about a lead names
 * the customer by first name only, with the district; never last name, username, e-mail, address or phone.
 * The raw JSON is checked, so nothing hidden only by the page can leak.
 */
import { createTestContext, type TestContext } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest, type Catalog } from '../../test/fixtures';

let ctx: TestContext;
let cat: Catalog;
beforeAll(async () => {
  ctx = await createTestContext();
  cat = await createCatalog(ctx, { fee: 20 });
});
afterAll(() => ctx.close());

async function namedConsumer() {
  const c = await createConsumer(ctx);
  await ctx.deps.db.query(
    `UPDATE users SET first_name = 'Siu Ming', last_name = 'Chanlastname', address = '18 Secret Road, Flat 7B', phone = '+85291230000'
      WHERE id = $1`,
    [c.user.id],
  );
  const u = (await ctx.deps.db.one<{ username: string; email: string }>('SELECT username, email FROM users WHERE id = $1', [c.user.id]))!;
  return { ...c, ...u };
}

describe('lead privacy', () => {
  it('when the pro reads a lead before quoting, then only the first name and district are in the JSON; after the quote the full name', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await namedConsumer();
    const { bids } = await postRequest(ctx, consumer, cat);
    const bidId = bidFor(bids, pro.serviceId);
    const secrets = ['Chanlastname', '18 Secret Road', '91230000', consumer.username, consumer.email];

    const reads = [
      await pro.agent.get(`/api/quote_bid/${bidId}`),
      await pro.agent.get('/api/quote_bids/leads'),
      await pro.agent.get(`/api/messages/get_conversation/${bidId}`),
      await pro.agent.get('/api/notifications'),
    ];
    for (const res of reads) {
      expect(res.status).toBe(200);
      const raw = JSON.stringify(res.body);
      for (const s of secrets) expect(raw).not.toContain(s);
    }
    expect(reads[0].body.data.consumer.full_name).toBe('Siu Ming');
    expect(reads[0].body.data.request.district.slug).toBe('wan-chai');
    expect(reads[2].body.data.other_user.full_name).toBe('Siu Ming');

    expect((await pro.agent.post(`/api/quote_bids/change_status/rating/${bidId}`).send(flatQuote())).status).toBe(200);
    const after = await pro.agent.get(`/api/quote_bid/${bidId}`);
    expect(after.body.data.consumer.full_name).toBe('Chanlastname Siu Ming');
    expect(JSON.stringify(after.body)).not.toContain('18 Secret Road');
    expect((await pro.agent.get(`/api/messages/get_conversation/${bidId}`)).body.data.other_user.full_name).toBe('Chanlastname Siu Ming');
  });

  it('when the customer has no first name, then the pro sees no name at all before quoting (the page says "customer")', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    await ctx.deps.db.query(`UPDATE users SET first_name = '', last_name = 'Wong' WHERE id = $1`, [consumer.user.id]);
    const { bids } = await postRequest(ctx, consumer, cat);
    const res = await pro.agent.get(`/api/quote_bid/${bidFor(bids, pro.serviceId)}`);
    expect(res.body.data.consumer.full_name).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('Wong');
  });
});
