/**
 * The personal data map stays complete: a new table (or column) that points at a user must say how "download my
 * data" exports it and what deleting the account does to it, or this suite fails.
 */
import { setUpTestContext } from '../../test/test-app';
import { cleanValue } from './privacy-export.service';
import { PERSONAL_DATA, SECRET_COLUMN, USER_COLUMNS_SQL, tableAndColumn } from './personal-data-map';

const ctx = setUpTestContext();

async function userColumns(): Promise<string[]> {
  return (await ctx.deps.db.many<{ key: string }>(USER_COLUMNS_SQL)).map((r) => r.key);
}

describe('the personal data map', () => {
  it('when the schema is read, then every column pointing at a user is exported or excluded with a reason, and erased or kept', async () => {
    const columns = await userColumns();
    expect(columns).toEqual(expect.arrayContaining(['sessions.user_id', 'messages.sender_id', 'wallet_transactions.user_id']));
    const missing = columns.filter((c) => !(c in PERSONAL_DATA));
    // Add each missing `table.column` to server/modules/privacy/personal-data-map.ts (export + erase + why).
    expect(missing).toEqual([]);
  });

  it('when an entry is not optional, then its table and column exist (no stale entries)', async () => {
    const columns = new Set(await userColumns());
    const stale = Object.entries(PERSONAL_DATA)
      .filter(([key, plan]) => !plan.optional && !columns.has(key))
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('when an entry is read, then it names a safe identifier, a reason, and a section when exported', () => {
    for (const [key, plan] of Object.entries(PERSONAL_DATA)) {
      expect(() => tableAndColumn(key)).not.toThrow();
      expect(plan.why.length).toBeGreaterThan(10);
      if (plan.export) expect(plan.export.section).toMatch(/^[a-z_]+$/);
    }
    expect(() => tableAndColumn('users; DROP TABLE users.id')).toThrow();
  });

  it('when the columns of every mapped table are read, then each secret-looking column is one the export drops', async () => {
    const tables = [...new Set(Object.keys(PERSONAL_DATA).map((k) => tableAndColumn(k).table)), 'users'];
    const rows = await ctx.deps.db.many<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY($1)`,
      [tables],
    );
    const secrets = rows.filter((r) => SECRET_COLUMN.test(r.column_name)).map((r) => `${r.table_name}.${r.column_name}`);
    expect(secrets).toEqual(
      expect.arrayContaining(['users.passwd_hash', 'sessions.token_hash', 'saved_cards.token', 'phone_verifications.otp_hash']),
    );
    for (const r of rows) {
      const cleaned = cleanValue({ [r.column_name]: 'x' }) as Record<string, unknown>;
      expect({ column: `${r.table_name}.${r.column_name}`, exported: r.column_name in cleaned }).toEqual({
        column: `${r.table_name}.${r.column_name}`,
        exported: !SECRET_COLUMN.test(r.column_name),
      });
    }
  });
});

describe('cleanValue', () => {
  it('when a row holds secrets and timestamps at any depth, then the secrets are dropped and times become UTC strings', () => {
    const out = cleanValue({
      token_hash: 'a',
      nested: [{ otp_hash: 'b', created: '2026-03-01T10:00:00.5+08:00', note: 'kept' }],
      at: new Date('2026-03-01T02:00:00Z'),
      passwd_hash: 'c',
    });
    expect(out).toEqual({ nested: [{ created: '2026-03-01 02:00:00', note: 'kept' }], at: '2026-03-01 02:00:00' });
  });
});
