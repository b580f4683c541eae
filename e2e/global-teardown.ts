/**
 * Removes the e2e server's DATA_DIR (embedded PostgreSQL, uploads, outbox: ~80 MB in the temporary folder per run).
 * Playwright runs this before it stops the webServer, and the database inside must not be deleted under a running
 * PostgreSQL: the removal is scheduled for the runner's exit, after the servers have been stopped.
 */
import fs from 'node:fs';

export default function globalTeardown(): void {
  const dataDir = process.env.SIFU_E2E_DATA_DIR;
  if (!dataDir) return;
  if (process.env.SIFU_E2E_KEEP_DATA === '1') {
    console.log(`e2e data kept in ${dataDir} (SIFU_E2E_KEEP_DATA=1)`);
    return;
  }
  process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
