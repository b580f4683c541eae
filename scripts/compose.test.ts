/**
 * compose.yaml (ADR 0026) is kept consistent with what npm run test:scale proves: the app instances
 * nginx balances are the compose services that share the app settings, nginx reads the same ops/nginx.conf, and
 * those settings (with compose's defaults filled in) parse into a scaled-out configuration: PostgreSQL on
 * DATABASE_URL, Redis, S3 uploads, a trusted proxy and a public URL. No container runtime runs it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../server/config/env';
import { s3ConfigOf } from '../server/lib/s3-file-store';

const root = path.resolve(__dirname, '..');
const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const nginx = fs.readFileSync(path.join(root, 'ops/nginx.conf'), 'utf8');

/** `${NAME:-default}` → default, `${NAME}` → '' (what compose substitutes with nothing set). */
const substitute = (v: string) => v.replace(/\$\{[A-Z_]+(?::-([^}]*))?\}/g, (_m, d: string | undefined) => d ?? '');

/** The `environment:` map of the `x-app` block, as compose would pass it with no variables set. */
function appEnvironment(): Record<string, string> {
  const lines = compose.split('\n');
  const start = lines.findIndex((l) => l.startsWith('x-app:'));
  const envAt = lines.findIndex((l, i) => i > start && l.trim() === 'environment:');
  const env: Record<string, string> = {};
  for (const line of lines.slice(envAt + 1)) {
    if (!line.startsWith('    ')) break;
    const m = /^ {4}([A-Z0-9_]+): (.*)$/.exec(line);
    if (m) env[m[1]] = substitute(m[2].replace(/^'(.*)'$/, '$1'));
  }
  return env;
}

it('when nginx balances app instances, then each is a compose service with the shared app settings', () => {
  const upstream = [...nginx.matchAll(/^\s*server (app\d+):3000\b/gm)].map((m) => m[1]);
  expect(upstream.length).toBeGreaterThanOrEqual(2);
  for (const name of upstream) expect(compose).toMatch(new RegExp(`^  ${name}:\\n    <<: \\*app$`, 'm'));
  expect(compose).toContain('- ./ops/nginx.conf:/etc/nginx/nginx.conf:ro');
});

it("when compose's app settings are parsed as the server does, then they describe a scaled-out instance", () => {
  const env = parseEnv({ ...appEnvironment(), NODE_ENV: 'production' });
  expect(env.DATABASE_URL).toMatch(/^postgres:\/\/sifu:[^@]+@postgres:5432\/sifu$/);
  expect(env.REDIS_URL).toBe('redis://redis:6379');
  expect(s3ConfigOf(env)).toMatchObject({ bucket: 'sifu-uploads', endpoint: 'http://minio:9000', forcePathStyle: true });
  expect(env.PUBLIC_URL).toBe('http://localhost:8080');
  expect(appEnvironment().TRUST_PROXY).toBe('uniquelocal');
  expect(appEnvironment().SEED_ON_START).toBe('false');
});
