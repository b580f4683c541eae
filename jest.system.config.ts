/** Jest, system tier: the slow suites listed in SYSTEM_SUITES (jest.config.ts), with the server project's settings, one file at a time. */
import type { Config } from 'jest';
import unitConfig, { SYSTEM_SUITES } from './jest.config.ts';

const serverProject = unitConfig.projects!.find((p) => typeof p === 'object' && p.displayName === 'server') as Exclude<
  NonNullable<Config['projects']>[number],
  string
>;

const config: Config = {
  ...unitConfig,
  // Each suite starts servers, clusters or databases of its own: side by side on a small machine they starve each other.
  maxWorkers: 1,
  projects: [
    {
      ...serverProject,
      displayName: 'system',
      testMatch: SYSTEM_SUITES.map((f) => `<rootDir>/${f}`),
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};

export default config;
