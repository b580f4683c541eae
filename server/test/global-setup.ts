/**
 * Starts one PostgreSQL for the whole run (embedded by default, DATABASE_URL when set) and prepares two
 * template databases: `sifu_tpl_empty` (migrated) and `sifu_tpl_demo` (migrated + demo seed). Each test file
 * copies one of them into a fresh database (server/test/test-db.ts).
 */
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../lib/embedded-db';
import { migrate } from '../lib/migrate';
import { createDb } from '../lib/db';
import { seedDemoData } from '../db/seeds/seed-demo';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function recreateTemplate(adminUrl: string, name: string, fill: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = $1`, [name]);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  await fill(withDatabase(adminUrl, name));
  const admin2 = new pg.Client({ connectionString: adminUrl });
  await admin2.connect();
  await admin2.query(`UPDATE pg_database SET datistemplate = true WHERE datname = $1`, [name]);
  await admin2.end();
}

export default async function globalSetup(): Promise<void> {
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, { persistent: false });
    (globalThis as { __SIFU_PG__?: unknown }).__SIFU_PG__ = { embedded, dir };
    baseUrl = embedded.url;
  }
  const adminUrl = withDatabase(baseUrl, 'postgres');
  const suffix = `${process.pid}`;
  const emptyTpl = `sifu_tpl_empty_${suffix}`;
  const demoTpl = `sifu_tpl_demo_${suffix}`;
  await recreateTemplate(adminUrl, emptyTpl, async (url) => {
    const db = createDb(url, 2);
    await migrate(db.pool);
    await db.close();
  });
  await recreateTemplate(adminUrl, demoTpl, async (url) => {
    const db = createDb(url, 2);
    await migrate(db.pool);
    await seedDemoData(db);
    await db.close();
  });
  process.env.SIFU_TEST_ADMIN_URL = adminUrl;
  process.env.SIFU_TEST_RUN_ID = suffix;
  process.env.SIFU_TEST_TEMPLATES = JSON.stringify({ empty: emptyTpl, demo: demoTpl });
  (globalThis as { __SIFU_TEMPLATES__?: string[] }).__SIFU_TEMPLATES__ = [emptyTpl, demoTpl];
}
