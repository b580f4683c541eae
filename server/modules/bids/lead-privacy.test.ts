/**
 * Privacy before commitment: until the pro has quoted, everything the pro can read about a lead names
 * the customer by first name only, with the district; never last name, username, e-mail, address or phone.
 * The raw JSON is checked, so nothing hidden only by the page can leak.
 */
import { bidsContract } from '@shared/api/bids.contract';
import { chatContract } from '@shared/api/chat.contract';
import { notificationsContract } from '@shared/api/notifications.contract';
import { bidFor, createConsumer, createPro, flatQuote, postRequest, setUpCatalog } from '../../test/fixtures';
import { setUpTestContext } from '../../test/test-app';
import { api } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx, { fee: 20 });

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
      await api(pro.agent).call(bidsContract.bid, { params: { id: bidId } }),
      await api(pro.agent).call(bidsContract.leads),
      await api(pro.agent).call(chatContract.conversation, { params: { bidId } }),
      await api(pro.agent).call(notificationsContract.list),
    ];
    for (const res of reads) {
      expect(res.status).toBe(200);
      const raw = JSON.stringify(res.body);
      for (const s of secrets) expect(raw).not.toContain(s);
    }
    expect(reads[0].body.data.consumer.full_name).toBe('Siu Ming');
    expect(reads[0].body.data.request.district.slug).toBe('wan-chai');
    expect(reads[2].body.data.other_user.full_name).toBe('Siu Ming');

    expect((await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() })).status).toBe(200);
    const after = await api(pro.agent).call(bidsContract.bid, { params: { id: bidId } });
    expect(after.body.data.consumer.full_name).toBe('Chanlastname Siu Ming');
    expect(JSON.stringify(after.body)).not.toContain('18 Secret Road');
    expect((await api(pro.agent).call(chatContract.conversation, { params: { bidId } })).body.data.other_user.full_name).toBe(
      'Chanlastname Siu Ming',
    );
  });

  it('when the customer has no first name, then the pro sees no name at all before quoting (the page says "customer")', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    await ctx.deps.db.query(`UPDATE users SET first_name = '', last_name = 'Wong' WHERE id = $1`, [consumer.user.id]);
    const { bids } = await postRequest(ctx, consumer, cat);
    const res = await api(pro.agent).call(bidsContract.bid, { params: { id: bidFor(bids, pro.serviceId) } });
    expect(res.body.data.consumer.full_name).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('Wong');
  });
});
