/** Drops the template databases and stops the embedded PostgreSQL of the run. */
import fs from 'node:fs';
import pg from 'pg';
import type { EmbeddedDb } from '../lib/embedded-db';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as { __SIFU_PG__?: { embedded: EmbeddedDb; dir: string }; __SIFU_TEMPLATES__?: string[] };
  const adminUrl = process.env.SIFU_TEST_ADMIN_URL;
  if (adminUrl && !g.__SIFU_PG__) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of g.__SIFU_TEMPLATES__ ?? []) {
      await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = $1`, [name]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'sifu_t_${process.pid}_%'`);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.end();
  }
  if (g.__SIFU_PG__) {
    await g.__SIFU_PG__.embedded.stop();
    fs.rmSync(g.__SIFU_PG__.dir, { recursive: true, force: true });
  }
}
