/** Playwright against a production build, in Debian's Chromium (no browser download here: STACK pitfall 10). */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Exported so specs (in worker processes) can read the server's outbox, e.g. OTP codes in outbox/sms.log.
const dataDir = (process.env.SIFU_E2E_DATA_DIR ??= path.join(os.tmpdir(), `sifu-e2e-${process.pid}`));
// A local OpenID provider stands in for Google (scripts/oidc-dev-provider.ts; e2e/accounts-social.spec.ts).
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1);
const OIDC = { issuer: `http://127.0.0.1:${OIDC_PORT}`, clientId: 'sifu-e2e', clientSecret: 'sifu-e2e-local-provider-secret' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(import.meta.dirname, '../test-results'),
  // Deletes the server's DATA_DIR once the run is over (SIFU_E2E_KEEP_DATA=1 keeps it for a look afterwards).
  globalTeardown: path.join(import.meta.dirname, 'global-teardown.ts'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // A Hong Kong visitor: Chromium sends Accept-Language zh-HK unless a test asks otherwise.
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The project's own Node (the `node` package, v24) runs TypeScript directly, whatever `node` is first on PATH.
      command: `${path.join(import.meta.dirname, '../node_modules/.bin/node')} ${path.join(import.meta.dirname, '../scripts/oidc-dev-provider.ts')}`,
      url: `${OIDC.issuer}/.well-known/openid-configuration`,
      // On a fresh machine (CI, just after apt-get installed Chromium) a start once took over 120 s: both servers get
      // 300 s and print their progress, so a slow start says where it is.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        OIDC_DEV_PORT: String(OIDC_PORT),
        OIDC_DEV_REDIRECT_URIS: `http://127.0.0.1:${PORT}/api/auth/google/callback`,
        OIDC_DEV_CLIENT_ID: OIDC.clientId,
        OIDC_DEV_CLIENT_SECRET: OIDC.clientSecret,
      },
    },
    {
      command: `node ${path.join(import.meta.dirname, '../build/server/index.js')}`,
      url: `http://127.0.0.1:${PORT}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      // SIGTERM: the server stops its embedded PostgreSQL before the global teardown's removal of DATA_DIR runs.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      // LOG_LEVEL warn: a start slower than 20 s logs where it is (server/index.ts), failures log their cause.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        LOG_TO_FILE: 'false',
        LOG_LEVEL: 'warn',
        // The journeys use the demo accounts; SEED_ON_START defaults to false on DATABASE_URL (ADR 0025).
        SEED_ON_START: 'true',
        LOGIN_RATE_LIMIT: '1000',
        // Every journey comes from 127.0.0.1, so per-IP limits (signups, contact form) would trip between specs.
        RATE_LIMIT_SCALE: '10',
        GOOGLE_ISSUER: OIDC.issuer,
        GOOGLE_CLIENT_ID: OIDC.clientId,
        GOOGLE_CLIENT_SECRET: OIDC.clientSecret,
        // The receipt issuer of a deployment (the default is an obviously demo company): the receipt journey reads it.
        SIFU_COMPANY_NAME: 'Sifu 師傅有限公司 Sifu Limited',
      },
    },
  ],
});
