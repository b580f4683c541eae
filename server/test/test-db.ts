/** A fresh database per test file, copied from a template made by global-setup (migrated, optionally seeded). */
import crypto from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../lib/db';

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
