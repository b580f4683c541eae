/**
 * Back-office benchmark: the console's reads with BENCH_OPS_ITEMS items in every queue (10,000 by default): the
 * home counts, the first and a deep page of a queue, a text search, "assigned to me", and one ticket, each p50/p99
 * over BENCH_OPS_REQUESTS requests at BENCH_OPS_CONNECTIONS connections, against the production build on PostgreSQL
 * (DATABASE_URL when set, else an embedded one). Exits non-zero on any non-200 answer.
 *   tsx scripts/bench-ops.ts            (run `npm run build` first; also run by npm run bench)
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../server/lib/migrate';
import { QUEUES } from '../shared/schemas/back-office.schema';
import { BENCH_API_KEY as API_KEY, latenciesOf, num, withBenchDatabase } from './bench-support';

const ITEMS = num('BENCH_OPS_ITEMS', 10_000);
const REQUESTS = num('BENCH_OPS_REQUESTS', 500);
const CONNECTIONS = num('BENCH_OPS_CONNECTIONS', 10);

async function seed(url: string): Promise<{ token: string; ticketId: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await migrate(pool);
  const q = (sql: string, params: unknown[] = []) => pool.query(sql, params);
  const admin = (
    await q(`INSERT INTO users (username, email, passwd_hash, role, is_operator, first_name, last_name)
             VALUES ('bench_admin', 'admin@bench.local', 'x', 'consumer', true, '管理', '陳') RETURNING id`)
  ).rows[0].id as number;
  await q(`INSERT INTO staff_roles (user_id, role) VALUES ($1, 'admin')`, [admin]);
  // Users who wrote in: one per 10 items, so searches by name and e-mail find a handful.
  await q(
    `INSERT INTO users (username, email, passwd_hash, role, first_name, last_name)
     SELECT 'bench_user_' || g, 'user' || g || '@bench.local', 'x', 'consumer', '小明', '陳' FROM generate_series(1, $1) g`,
    [Math.ceil(ITEMS / 10)],
  );
  for (const queue of QUEUES) {
    await q(
      `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, status, assignee_id, created)
       SELECT $1, 'bench_' || $1, g, (SELECT id FROM users WHERE username = 'bench_user_' || (1 + g % $3)),
              'Item ' || g || CASE WHEN g % 97 = 0 THEN ' 漏水 leaking tap' ELSE ' 一般查詢 general question' END,
              CASE WHEN g % 3 = 0 THEN 'closed' ELSE 'open' END, CASE WHEN g % 5 = 0 THEN $4::int END,
              now() - make_interval(mins => g * 7)
         FROM generate_series(1, $2) g`,
      [queue, ITEMS, Math.ceil(ITEMS / 10), admin],
    );
  }
  const ticketId = Number((await q(`SELECT id FROM ops_tickets WHERE queue = 'contact' ORDER BY id LIMIT 1`)).rows[0].id);
  await q(
    `INSERT INTO ops_ticket_messages (ticket_id, from_staff, body) SELECT $1, g % 2 = 0, 'Message ' || g FROM generate_series(1, 10) g`,
    [ticketId],
  );
  await q(`VACUUM ANALYZE`);
  const token = `bench-admin-${Math.random().toString(36).slice(2)}`;
  await q(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, now() + interval '1 day')`,
    [token, admin],
  );
  await pool.end();
  return { token, ticketId };
}

async function main(): Promise<void> {
  await withBenchDatabase({ name: 'ops', database: 'sifu_bench_ops' }, async ({ dbUrl, startServer }) => {
    const started = Date.now();
    const { token, ticketId } = await seed(dbUrl);
    console.log(`  seeded ${ITEMS} items in each of ${QUEUES.length} queues in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { base } = await startServer({ RATE_LIMIT_SCALE: '0' });
    const deepPage = Math.floor((ITEMS * 2) / 3 / 25 / 2);
    const cases: Array<[string, string]> = [
      ['home (counts of 7 queues)', '/api/ops/home'],
      ['queue, first page (open)', '/api/ops/queues/contact'],
      [`queue, page ${deepPage} (open)`, `/api/ops/queues/contact?page=${deepPage}`],
      ['queue, all statuses', '/api/ops/queues/reports?status=all'],
      ['queue, search "leaking"', '/api/ops/queues/contact?q=leaking'],
      ['queue, search by e-mail', '/api/ops/queues/refunds?q=user42%40bench.local'],
      ['queue, assigned to me', '/api/ops/queues/receipts?assignee=me'],
      ['one ticket with thread and history', `/api/ops/tickets/${ticketId}`],
    ];
    let failed = false;
    console.log(`  ${'read'.padEnd(36)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}   req/s`);
    for (const [name, path] of cases) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections: CONNECTIONS,
        amount: REQUESTS,
        headers: { 'x-api-key': API_KEY, 'x-session-token': token },
      });
      const l = latenciesOf(result);
      const bad = result.non2xx + result.errors;
      if (bad) failed = true;
      console.log(
        `  ${name.padEnd(36)} ${`${l.p50} ms`.padStart(7)} ${`${l.p99} ms`.padStart(7)}   ${Math.round(result.requests.average)}${bad ? `  (${bad} failed)` : ''}`,
      );
    }
    if (failed) process.exitCode = 1;
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
