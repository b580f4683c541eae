/**
 * `npm run db:migrate`: applies server/db/migrations/*.sql that have not run yet.
 * Uses DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR (as `npm start` does).
 */
import type { EmbeddedDb } from '../server/lib/embedded-db';

// server/config/paths.ts reads the CommonJS __dirname, which tsx does not define in this ESM package;
// provide it before the server modules load (harmless once paths.ts no longer needs it).
(globalThis as { __dirname?: string }).__dirname ??= import.meta.dirname;

async function loadServer() {
  const [{ env }, { configureLogger }, { createDb }, { migrate }, { startEmbeddedPostgres }] = await Promise.all([
    import('../server/config/env'),
    import('../server/lib/logger'),
    import('../server/lib/db'),
    import('../server/lib/migrate'),
    import('../server/lib/embedded-db'),
  ]);
  return { env, configureLogger, createDb, migrate, startEmbeddedPostgres };
}

async function main(): Promise<void> {
  const { env, configureLogger, createDb, migrate, startEmbeddedPostgres } = await loadServer();
  const cfg = env();
  configureLogger({ level: 'warn', pretty: true });
  let embedded: EmbeddedDb | undefined;
  if (!cfg.DATABASE_URL) embedded = await startEmbeddedPostgres(cfg.dataDir);
  const db = createDb(cfg.DATABASE_URL ?? embedded?.url ?? '', 2);
  try {
    const applied = await migrate(db.pool);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
