/**
 * A pro's sign-up and its starter credit are one transaction. A fault in the credit step (a
 * trigger on this test's own database refuses the credit grant) leaves no user, no wallet and no ledger row.
 */
import request from 'supertest';
import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, TEST_PASSWORD } from '../../test/test-app';
import { api } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

const registration = (name: string, role: 'consumer' | 'pro') => ({
  username: name,
  email: `${name}@example.com`,
  passwd: TEST_PASSWORD,
  first_name: 'Tai Man',
  last_name: 'Chan',
  role,
});

async function refuseCreditGrants(on: boolean): Promise<void> {
  if (on) {
    await ctx.deps.db.query(`CREATE OR REPLACE FUNCTION test_refuse_grant() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'credit step failed (test fault)'; END $$`);
    await ctx.deps.db.query(
      'CREATE TRIGGER test_refuse_grant BEFORE INSERT ON credit_grants FOR EACH ROW EXECUTE FUNCTION test_refuse_grant()',
    );
  } else {
    await ctx.deps.db.query('DROP TRIGGER IF EXISTS test_refuse_grant ON credit_grants');
  }
}

describe('pro sign-up with the starter credit', () => {
  afterEach(() => refuseCreditGrants(false));

  it('when the credit step fails, then no user, wallet or ledger row is left and the sign-up can be retried', async () => {
    await refuseCreditGrants(true);
    const res = await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('atomic_pro1', 'pro') });
    expect(res.status).toBe(500);
    expect(res.body.status).toBe('Error');
    const users = await ctx.deps.db.many('SELECT id FROM users WHERE username = $1', ['atomic_pro1']);
    expect(users).toEqual([]);
    const orphans = await ctx.deps.db.one<{ wallets: number; ledger: number }>(
      `SELECT (SELECT count(*) FROM wallets w WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = w.user_id)) AS wallets,
              (SELECT count(*) FROM wallet_transactions) AS ledger`,
    );
    expect(orphans).toEqual({ wallets: 0, ledger: 0 });

    await refuseCreditGrants(false);
    const retry = await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('atomic_pro1', 'pro') });
    expect(retry.status).toBe(200);
    const row = await ctx.deps.db.one<{ balance: number; grants: number; ledger: number }>(
      `SELECT w.balance,
              (SELECT count(*) FROM credit_grants g WHERE g.user_id = u.id) AS grants,
              (SELECT count(*) FROM wallet_transactions t WHERE t.user_id = u.id) AS ledger
         FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.username = $1`,
      ['atomic_pro1'],
    );
    expect(row).toEqual({ balance: STARTER_FREE_CREDIT, grants: 1, ledger: 1 });
  });

  it('when the credit step fails for a consumer switching to pro, then the role stays consumer', async () => {
    const agent = request.agent(ctx.sifu.handler);
    const signed = await api(agent).call(accountsContract.register, { body: registration('atomic_switch1', 'consumer') });
    expect(signed.status).toBe(200);
    await refuseCreditGrants(true);
    const id = signed.body.data.user.id as number;
    const before = await ctx.deps.db.one<{ role: string }>('SELECT role FROM users WHERE id = $1', [id]);
    expect(before?.role).toBe('consumer');
    const { switchRole } = await import('./accounts.service');
    await expect(switchRole(ctx.deps.db, id, 'pro')).rejects.toThrow(/credit step failed/);
    const after = await ctx.deps.db.one<{ role: string; balance: number }>(
      'SELECT u.role, w.balance FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.id = $1',
      [id],
    );
    expect(after).toEqual({ role: 'consumer', balance: 0 });
  });
});
