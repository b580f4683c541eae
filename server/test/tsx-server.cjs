/**
 * Tests only: runs a TypeScript entry (server/index.ts) from source as CommonJS, as the production build runs, so
 * lifecycle tests can spawn the real server process without a build. Usage: node server/test/tsx-server.cjs <entry>
 */
require('tsx/cjs/api').register();
require(require('node:path').resolve(process.argv[2]));
