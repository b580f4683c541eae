/** A fresh database per test file, copied from a template made by global-setup (migrated, optionally seeded). */
import crypto from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../lib/db';
import { migrate } from '../lib/migrate';

export type Template = 'empty' | 'demo';

export async function createTestDb(template: Template = 'empty'): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.SIFU_TEST_ADMIN_URL;
  const templates = JSON.parse(process.env.SIFU_TEST_TEMPLATES ?? '{}') as Record<Template, string>;
  if (!adminUrl || !templates[template]) throw new Error('test database not prepared: run tests through jest (global-setup)');
  const name = `sifu_t_${process.env.SIFU_TEST_RUN_ID}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates[template]}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = createDb(url, 20);
  return {
    db,
    url,
    async drop() {
      await db.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

// The jest global setup exposes its server as SIFU_TEST_ADMIN_URL; otherwise DATABASE_URL or a local server.
const SERVER_URL = process.env.SIFU_TEST_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database migrated here rather than copied from a template, for the seed tests, which fill a schema nothing has
 * touched; `drop` closes the pool and removes the database.
 */
export async function createMigratedDb(prefix: string): Promise<{ db: Db; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const db = createDb(withDatabase(SERVER_URL, name), 4);
  await migrate(db.pool);
  return {
    db,
    async drop() {
      await db.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
