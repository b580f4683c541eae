/**
 * The HK$200 starter free credit is given once per person for ever (docs/decisions/0035): not again after role
 * switches (seeded pros included), nor to a new account with an e-mail address or phone number that had it, even
 * after the first account was deleted. The money invariants are checked after every test.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { privacyContract } from '@shared/api/privacy.contract';
import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import { setUpTestContext, TEST_PASSWORD, withTestContext, type TestContext } from '../../test/test-app';
import { checkMoneyAfterEach, expectMoneyInvariants } from '../../test/money-invariants';
import { api } from '../../test/api';
import { switchRole } from './accounts.service';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

let n = 0;
async function register(c: TestContext, role: 'consumer' | 'pro', email?: string) {
  n += 1;
  const username = `once_${process.pid}_${n}`;
  const agent = c.agent();
  const res = await api(agent).call(accountsContract.register, {
    body: { username, email: email ?? `${username}@example.com`, passwd: TEST_PASSWORD, first_name: 'Tai Man', last_name: 'Chan', role },
  });
  expect(res.status).toBe(200);
  return { agent, id: res.body.data.user.id as number };
}

const starterGrants = async (c: TestContext, userId: number) =>
  (await c.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM credit_grants WHERE user_id = $1 AND source = 'starter'`, [userId]))!
    .n;
const balanceOf = async (c: TestContext, userId: number) =>
  (await c.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))?.balance ?? 0;

async function deleteAccount(agent: ReturnType<TestContext['agent']>) {
  const res = await api(agent).call(privacyContract.deleteAccount, { body: { method: 'password', password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
}

describe('the starter credit is given once per person', () => {
  it('when a seeded pro switches to consumer and back, then no starter credit is added', async () => {
    await withTestContext({ template: 'demo' }, async (demo) => {
      const pro = (await demo.deps.db.one<{ id: number }>(`SELECT id FROM users WHERE role = 'pro' ORDER BY id LIMIT 1`))!;
      const before = await balanceOf(demo, pro.id);
      await switchRole(demo.deps.db, pro.id, 'consumer');
      await switchRole(demo.deps.db, pro.id, 'pro');
      expect(await starterGrants(demo, pro.id)).toBe(0);
      expect(await balanceOf(demo, pro.id)).toBe(before);
    });
  });

  it('when a pro switches to consumer and back, then the credit stays the one given at sign-up', async () => {
    const pro = await register(ctx, 'pro');
    await api(pro.agent).call(accountsContract.switchRole, { body: { role: 'consumer' } });
    await api(pro.agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    expect(await starterGrants(ctx, pro.id)).toBe(1);
    expect(await balanceOf(ctx, pro.id)).toBe(STARTER_FREE_CREDIT);
  });

  it('when a pro deletes the account and signs up again with the same e-mail (any case, any +tag), then no credit is given', async () => {
    const first = await register(ctx, 'pro', 'kwok.plumbing@example.com');
    expect(await balanceOf(ctx, first.id)).toBe(STARTER_FREE_CREDIT);
    await deleteAccount(first.agent);

    const again = await register(ctx, 'pro', 'Kwok.Plumbing+second@Example.com');
    expect(await starterGrants(ctx, again.id)).toBe(0);
    expect(await balanceOf(ctx, again.id)).toBe(0);
    // Another person still gets it.
    const other = await register(ctx, 'pro', 'lee.electric@example.com');
    expect(await balanceOf(ctx, other.id)).toBe(STARTER_FREE_CREDIT);
  });

  it('when a pro adds a phone, deletes the account, and a new consumer with that phone becomes a pro, then no credit is given', async () => {
    const first = await register(ctx, 'pro');
    await ctx.deps.db.query(`UPDATE users SET phone = '+85261234567', is_phone_confirmed = true WHERE id = $1`, [first.id]);
    await deleteAccount(first.agent);

    const later = await register(ctx, 'consumer');
    await ctx.deps.db.query(`UPDATE users SET phone = '6123 4567', is_phone_confirmed = true WHERE id = $1`, [later.id]);
    await api(later.agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    expect(await starterGrants(ctx, later.id)).toBe(0);
    expect(await balanceOf(ctx, later.id)).toBe(0);
  });

  it('when two consumers with one phone number become pros at the same moment, then one of them gets the credit', async () => {
    const a = await register(ctx, 'consumer');
    const b = await register(ctx, 'consumer');
    await ctx.deps.db.query(`UPDATE users SET phone = '+85269876543' WHERE id = ANY($1::int[])`, [[a.id, b.id]]);
    await Promise.all([
      api(a.agent).call(accountsContract.switchRole, { body: { role: 'pro' } }),
      api(b.agent).call(accountsContract.switchRole, { body: { role: 'pro' } }),
    ]);
    expect((await starterGrants(ctx, a.id)) + (await starterGrants(ctx, b.id))).toBe(1);
    expect((await balanceOf(ctx, a.id)) + (await balanceOf(ctx, b.id))).toBe(STARTER_FREE_CREDIT);
    const roles = await ctx.deps.db.many('SELECT role FROM users WHERE id = ANY($1::int[])', [[a.id, b.id]]);
    expect(roles).toEqual([{ role: 'pro' }, { role: 'pro' }]);
  });

  it('when the claims are read, then they hold digests only, no address and no user', async () => {
    await register(ctx, 'pro', 'chan.painting@example.com');
    const columns = await ctx.deps.db.many<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'starter_credit_claims' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['kind', 'digest', 'created']);
    const leaked = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM starter_credit_claims WHERE position(convert_to('chan.painting', 'UTF8') IN digest) > 0`,
    );
    expect(leaked!.n).toBe(0);
    await expectMoneyInvariants(ctx.deps.db);
  });
});
