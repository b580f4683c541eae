/** Jest projects: server and shared run in node against a real PostgreSQL; client runs in jsdom. */
import type { Config } from 'jest';

const moduleNameMapper = {
  '^@shared/(.*)$': '<rootDir>/shared/$1',
  '^@server/(.*)$': '<rootDir>/server/$1',
  '^@client/(.*)$': '<rootDir>/client/$1',
  // Imported assets (the icon sprite) are URLs from webpack's asset/resource; tests get a fixed one.
  '\\.svg$': '<rootDir>/client/test/asset-stub.ts',
};
const transform = { '^.+\\.[cm]?[jt]sx?$': ['babel-jest', { caller: { name: 'jest', target: 'node' } }] as [string, object] };
// lucide-react ships its per-icon modules as ESM only; the icon sprite test reads them (scripts/build-icon-sprite.ts).
// pg-boss (server/lib/jobs.ts) and two of its dependencies are ESM only too, and so are jose (ID tokens) and
// oidc-provider (the local OpenID provider of the social sign-in tests).
const transformIgnorePatterns = [
  '/node_modules/(?!(react-router|@remix-run|lucide-react|pg-boss|serialize-error|non-error|jose|oidc-provider)/)',
  '<rootDir>/build/',
];

/**
 * The system tier (jest.system.config.ts, run after every other test by `npm test`): suites that start whole server
 * processes, restart or kill PostgreSQL, run a cluster or several instances, or put load on the app. They take minutes
 * on a small machine, so the unit/API tier (this config) leaves them out and gives a verdict first.
 */
export const SYSTEM_SUITES = [
  'server/cluster.test.ts',
  'server/workers.test.ts',
  'server/production-refusal.test.ts',
  'server/lib/lifecycle.test.ts',
  'server/lib/open-line.test.ts',
  'server/lib/db-restart.test.ts',
  'server/lib/embedded-db.test.ts',
  'server/lib/process-info.test.ts',
  'server/lib/cache-fanout.test.ts',
  'server/modules/auto-quote/auto-quote.jobs.test.ts',
  'scripts/compose.test.ts',
];

const config: Config = {
  testTimeout: 30_000,
  // A worker whose heap stays above this after a test file is replaced by a fresh one: ~140 suites each load
  // their own app (pg-boss, oidc-provider, sharp), and a long-lived worker once ran out of heap (4 GB) in CI.
  workerIdleMemoryLimit: '1GB',
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      globals: { __SERVER__: true },
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...SYSTEM_SUITES.map((f) => `<rootDir>/${f.replace(/\./g, '\\.')}$`)],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
    },
    {
      displayName: 'shared',
      testEnvironment: 'node',
      globals: { __SERVER__: true },
      roots: ['<rootDir>/shared'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      globals: { __SERVER__: false },
      roots: ['<rootDir>/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper,
      transform: { '^.+\\.[cm]?[jt]sx?$': ['babel-jest', { caller: { name: 'jest', target: 'web-test' } }] as [string, object] },
      transformIgnorePatterns,
    },
  ],
};

export default config;
