/**
 * compose.yaml (ADR 0026) is kept consistent with what npm run test:scale proves: the app instances
 * nginx balances are the compose services that share the app settings, nginx reads the same ops/nginx.conf, and
 * those settings (with compose's defaults filled in) parse into a scaled-out configuration: PostgreSQL on
 * DATABASE_URL, Redis, S3 uploads, a trusted proxy and a public URL. Secrets and the choices a real deployment must make
 * have no default: compose refuses to start until they are set. No container runtime runs it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../server/config/env';
import { productionSafetyProblems } from '../server/config/production-safety';
import { s3ConfigOf } from '../server/lib/s3-file-store';

const root = path.resolve(__dirname, '..');
const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const nginx = fs.readFileSync(path.join(root, 'ops/nginx.conf'), 'utf8');

/** Every `${NAME…}` of compose.yaml: NAME, its `:-` default and whether `:?` makes it required. */
const VARIABLE = /\$\{([A-Z_]+)(?::-([^}]*)|:\?([^}]*))?\}/g;

/**
 * What compose substitutes given `vars`: the value, else the `:-` default, else '' — or, for a `:?` variable that is not
 * set, the name in `missing` (compose then refuses to start with its message).
 */
function substitute(v: string, vars: Record<string, string>, missing: string[]): string {
  return v.replace(VARIABLE, (_m, name: string, d: string | undefined, required: string | undefined) => {
    if (vars[name]) return vars[name];
    if (required !== undefined) missing.push(name);
    return d ?? '';
  });
}

/** What a deployment writes in its .env for compose (secrets of its own). */
const DEPLOYMENT_VARS = {
  POSTGRES_PASSWORD: 'pg-Xq7-unpublished-4Lr',
  MINIO_ROOT_USER: 'sifu-store',
  MINIO_ROOT_PASSWORD: 'minio-9f8e7d6c5b4a3928',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_9f8e7d6c5b4a39281706',
  STRIPE_WEBHOOK_SECRET: 'whsec_5b4a39281706f9e8d7c6',
  SIFU_COMPANY_NAME: 'Kowloon Trades Limited',
  SIFU_COMPANY_ADDRESS: '1 Hennessy Road, Wan Chai, Hong Kong',
  SIFU_COMPANY_BR_NUMBER: '31234567-000',
  TURN_SECRET: 'turn-5b4a39281706f9e8d7c6a1b2',
};

/** The `environment:` map of the `x-app` block, as compose would pass it with `vars` set. */
function appEnvironment(vars: Record<string, string> = DEPLOYMENT_VARS, missing: string[] = []): Record<string, string> {
  const lines = compose.split('\n');
  const start = lines.findIndex((l) => l.startsWith('x-app:'));
  const envAt = lines.findIndex((l, i) => i > start && l.trim() === 'environment:');
  const env: Record<string, string> = {};
  for (const line of lines.slice(envAt + 1)) {
    if (!line.startsWith('    ')) break;
    const m = /^ {4}([A-Z0-9_]+): (.*)$/.exec(line);
    if (m) env[m[1]] = substitute(m[2].replace(/^'(.*)'$/, '$1'), vars, missing);
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
  expect(productionSafetyProblems(env)).toEqual([]);
});

it('when nothing is set, then compose refuses to start until the secrets and the choices of a deployment are given', () => {
  const missing: string[] = [];
  substitute(compose, {}, missing);
  expect(new Set(missing)).toEqual(
    new Set([
      'POSTGRES_PASSWORD',
      'MINIO_ROOT_USER',
      'MINIO_ROOT_PASSWORD',
      'PAYMENT_PROVIDER',
      'SIFU_COMPANY_NAME',
      'SIFU_COMPANY_ADDRESS',
      'SIFU_COMPANY_BR_NUMBER',
      'TURN_SECRET',
    ]),
  );
});

it('when compose.yaml names a secret, then it has no default value', () => {
  const secret = /SECRET|KEY|PASSWORD|TOKEN|MINIO_ROOT_USER/;
  const defaulted = compose
    .split('\n')
    .flatMap((line) => {
      const key = /^\s*([A-Z0-9_]+):/.exec(line)?.[1] ?? '';
      return [...line.matchAll(VARIABLE)].map((m) => ({ key, name: m[1], value: m[2] ?? '' }));
    })
    .filter((v) => (secret.test(v.key) || secret.test(v.name)) && v.value !== '');
  expect(defaulted).toEqual([]);
  // The check above can fail: a default as compose.yaml once had is found.
  expect([...'    S3_SECRET_ACCESS_KEY: ${MINIO_ROOT_PASSWORD:-change-me-minio}'.matchAll(VARIABLE)][0][2]).toBe('change-me-minio');
});
