/**
 * `npm start` (scripts/start.ts sets SIFU_OPEN_LINE=1): once ready, the server prints one plain line a person can open,
 * besides its JSON log lines; without the variable (deployments) every line stays JSON.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '../test/test-db';
import { until } from '../test/until';
import { freePort, startServer, stopAll } from '../test/server-process';
import { OPEN_LINE_ENV } from './process-start';

jest.setTimeout(180_000);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-open-line-'));
let testDb: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  testDb = await createTestDb('empty');
});

afterAll(async () => {
  await stopAll();
  await testDb.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function serve(extra: Record<string, string>) {
  const port = await freePort();
  const server = startServer({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: testDb.url,
    DATA_DIR: path.join(tmp, `data-${port}`),
    ...extra,
  });
  await server.waitForLog('server-listening');
  return { server, port };
}

const plainLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .filter((l) => !l.startsWith('{'));

describe('the ready line', () => {
  it('when started as npm start starts it, then one plain "open http://localhost:PORT" line follows the ready log line', async () => {
    const { server, port } = await serve({ [OPEN_LINE_ENV]: '1' });
    const line = `open http://localhost:${port}`;
    await until(
      async () => server.output(),
      (o) => o.includes(line),
    );
    server.child.kill('SIGTERM');
    await server.exited;
    const output = server.output();
    expect(plainLines(output)).toEqual([line]);
    expect(output.indexOf(line)).toBeGreaterThan(output.indexOf('"server-listening"'));
  });

  it('when started without it (a deployment), then every line it prints is JSON', async () => {
    const { server } = await serve({});
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.output()).toContain('"server-listening"');
    expect(plainLines(server.output())).toEqual([]);
  });
});
