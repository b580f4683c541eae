/**
 * `npm run db:seed`: applies migrations, then loads the demo data into an empty database and prints a summary.
 * Uses DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR (as `npm start` does).
 */
import path from 'node:path';
import type { EmbeddedDb } from '../server/lib/embedded-db';

// server/config/paths.ts reads the CommonJS __dirname, which tsx does not define in this ESM package;
// provide it before the server modules load (harmless once paths.ts no longer needs it).
(globalThis as { __dirname?: string }).__dirname ??= import.meta.dirname;

async function loadServer() {
  const [{ env }, { configureLogger }, { createDb }, { migrate }, { startEmbeddedPostgres }, { seedDemoData }, { createFileStore }] =
    await Promise.all([
      import('../server/config/env'),
      import('../server/lib/logger'),
      import('../server/lib/db'),
      import('../server/lib/migrate'),
      import('../server/lib/embedded-db'),
      import('../server/db/seeds/seed-demo'),
      import('../server/lib/file-store'),
    ]);
  return { env, configureLogger, createDb, migrate, startEmbeddedPostgres, seedDemoData, createFileStore };
}

const SUMMARY_TABLES = [
  'genres',
  'quote_categories',
  'quote_form_fields',
  'districts',
  'areas',
  'users',
  'wallets',
  'wallet_transactions',
  'quote_services',
  'service_categories',
  'service_areas',
  'service_faqs',
  'service_certificates',
  'quote_requests',
  'quote_bids',
  'reviews',
] as const;

async function main(): Promise<void> {
  const { env, configureLogger, createDb, migrate, startEmbeddedPostgres, seedDemoData, createFileStore } = await loadServer();
  const cfg = env();
  configureLogger({ level: 'warn', pretty: true });
  const started = performance.now();
  let embedded: EmbeddedDb | undefined;
  if (!cfg.DATABASE_URL) embedded = await startEmbeddedPostgres(cfg.dataDir);
  const db = createDb(cfg.DATABASE_URL ?? embedded?.url ?? '', 2);
  try {
    const applied = await migrate(db.pool);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
    const seedStarted = performance.now();
    // Demo logos and photos go where the app serves uploads from (DATA_DIR/uploads).
    const files = createFileStore(path.join(cfg.dataDir, 'uploads'));
    const { seeded } = await seedDemoData(db, { log: (msg) => console.log(`  ${msg}`), files });
    const seedMs = Math.round(performance.now() - seedStarted);
    console.log(seeded ? `Demo data loaded in ${seedMs} ms.` : 'The catalogue already has rows: nothing was seeded.');
    const counts = await db.one<Record<string, number>>(
      `SELECT ${SUMMARY_TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`,
    );
    for (const t of SUMMARY_TABLES) console.log(`  ${t.padEnd(22)} ${String(counts?.[t] ?? 0).padStart(6)}`);
    console.log(`Done in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
