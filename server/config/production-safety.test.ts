/**
 * The refusal rules of a real deployment (production on DATABASE_URL), over parsed settings, and the list of published
 * secrets kept in step with the files that publish them. The built server's refusal is production-refusal.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_GOOGLE_RESERVE_PUSH_SECRET, DEFAULT_SANDBOX_WEBHOOK_SECRET, ENV_KEYS, parseEnv } from './env';
import { PROJECT_ROOT } from './paths';
import {
  PUBLIC_KEY_SETTINGS,
  PUBLISHED_SECRET_VALUES,
  SECRET_SETTINGS,
  SECRET_URL_SETTINGS,
  demoSeedProblem,
  productionSafetyProblems,
  refusalMessage,
  turnMissingWarning,
} from './production-safety';
import { createTestDb } from '../test/test-db';
import { DEMO_CONSUMER } from '../db/seeds/demo-accounts';

/** A production deployment on DATABASE_URL with every setting the checks ask for. */
const SAFE: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://sifu:Xq7-unpublished-4Lr@db.internal:5432/sifu',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_9f8e7d6c5b4a39281706',
  STRIPE_WEBHOOK_SECRET: 'whsec_5b4a39281706f9e8d7c6',
  SIFU_COMPANY_NAME: 'Kowloon Trades Limited',
  SIFU_COMPANY_ADDRESS: '1 Hennessy Road, Wan Chai, Hong Kong',
  SIFU_COMPANY_BR_NUMBER: '31234567-000',
};

const problemsOf = (source: NodeJS.ProcessEnv) => productionSafetyProblems(parseEnv(source));
const settingsOf = (source: NodeJS.ProcessEnv) => problemsOf(source).map((p) => p.setting);
const without = (source: NodeJS.ProcessEnv, ...keys: string[]) =>
  Object.fromEntries(Object.entries(source).filter(([k]) => !keys.includes(k)));

describe('outside a real deployment', () => {
  it('when production runs on the embedded database, or development and tests on any, then nothing is asked for', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', DATABASE_URL: 'postgres://127.0.0.1/sifu' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1/sifu', SEED_ON_START: 'true' })).toEqual([]);
  });
});

describe('production on DATABASE_URL', () => {
  it('when every setting is chosen and no secret is published, then it may start', () => {
    expect(problemsOf(SAFE)).toEqual([]);
  });

  it('when PAYMENT_PROVIDER is left unset, then it is refused even though sandbox would be the default', () => {
    expect(settingsOf(without(SAFE, 'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual(['PAYMENT_PROVIDER']);
  });

  it('when sandbox is chosen on purpose, then only its own secret lets it start', () => {
    const sandbox = { ...without(SAFE, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'), PAYMENT_PROVIDER: 'sandbox' };
    expect(settingsOf(sandbox)).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    expect(problemsOf(sandbox)[0].fix).toContain('the development default');
    expect(settingsOf({ ...sandbox, SANDBOX_WEBHOOK_SECRET: DEFAULT_SANDBOX_WEBHOOK_SECRET })).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    expect(settingsOf({ ...sandbox, SANDBOX_WEBHOOK_SECRET: 'change-me-postgres' })).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    expect(settingsOf({ ...sandbox, SANDBOX_WEBHOOK_SECRET: 'whsec_a_secret_of_its_own_0042' })).toEqual([]);
  });

  it("when Stripe takes payments, then the sandbox's unused default is no problem but a published Stripe value is", () => {
    expect(settingsOf({ ...SAFE, STRIPE_WEBHOOK_SECRET: 'whsec_…' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
  });

  it('when Google-reserve is on, then its push secret must not be the default; while it is off the secret is unused', () => {
    const on = { ...SAFE, FEATURE_FLAGS: 'googleReserve=on' };
    expect(settingsOf(on)).toEqual(['GOOGLE_RESERVE_PUSH_SECRET']);
    expect(settingsOf({ ...on, GOOGLE_RESERVE_PUSH_SECRET: DEFAULT_GOOGLE_RESERVE_PUSH_SECRET })).toEqual(['GOOGLE_RESERVE_PUSH_SECRET']);
    expect(settingsOf({ ...on, GOOGLE_RESERVE_PUSH_SECRET: 'greserve-of-our-own-0042' })).toEqual([]);
  });

  it.each([
    ['S3 keys of compose.yaml', { S3_ACCESS_KEY_ID: 'sifu', S3_SECRET_ACCESS_KEY: 'change-me-minio' }, 'S3_SECRET_ACCESS_KEY'],
    ['an OIDC client secret', { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: '…' }, 'GOOGLE_CLIENT_SECRET'],
    ['a metrics token', { METRICS_TOKEN: DEFAULT_SANDBOX_WEBHOOK_SECRET }, 'METRICS_TOKEN'],
    ['the database password of compose.yaml', { DATABASE_URL: 'postgres://sifu:change-me-postgres@postgres:5432/sifu' }, 'DATABASE_URL'],
    ['the SMTP password of the example', { SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }, 'SMTP_URL'],
  ])('when %s is a published value, then it is refused', (_what, settings, setting) => {
    const problems = problemsOf({ ...SAFE, ...settings });
    expect(problems.map((p) => p.setting)).toEqual([setting]);
    expect(problems[0].fix).toMatch(/published/);
  });

  it('when TURN_SECRET is a published value, then it is refused; production without TURN only warns', () => {
    const turn = { ...SAFE, TURN_URLS: 'turn:turn.example.hk:3478' };
    expect(settingsOf({ ...turn, TURN_SECRET: 'change-me-postgres' })).toEqual(['TURN_SECRET']);
    expect(settingsOf({ ...turn, TURN_SECRET: 'turn-of-our-own-5b4a39281706f9e8' })).toEqual([]);
    expect(turnMissingWarning(parseEnv(SAFE))).toMatch(/TURN_URLS is not set/);
    expect(turnMissingWarning(parseEnv({ ...turn, TURN_SECRET: 'turn-of-our-own-5b4a39281706f9e8' }))).toBeNull();
    expect(turnMissingWarning(parseEnv({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('when the receipt issuer is the demo company, then each of its three settings is refused', () => {
    expect(settingsOf(without(SAFE, 'SIFU_COMPANY_NAME', 'SIFU_COMPANY_ADDRESS', 'SIFU_COMPANY_BR_NUMBER'))).toEqual([
      'SIFU_COMPANY_NAME',
      'SIFU_COMPANY_ADDRESS',
      'SIFU_COMPANY_BR_NUMBER',
    ]);
    expect(settingsOf({ ...SAFE, SIFU_COMPANY_BR_NUMBER: '76543210-000' })).toEqual(['SIFU_COMPANY_BR_NUMBER']);
  });

  it('when demo data is asked for, then only the explicit acknowledgement of its published passwords lets it start', () => {
    expect(settingsOf({ ...SAFE, SEED_ON_START: 'true' })).toEqual(['SEED_ON_START']);
    expect(settingsOf({ ...SAFE, SEED_ON_START: 'true', DEMO_DATA: 'published-passwords' })).toEqual([]);
  });

  it('when several settings are unsafe, then every one is named at once with its fix', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/sifu', SEED_ON_START: 'true' });
    expect(problems.map((p) => p.setting)).toEqual([
      'PAYMENT_PROVIDER',
      'SIFU_COMPANY_NAME',
      'SIFU_COMPANY_ADDRESS',
      'SIFU_COMPANY_BR_NUMBER',
      'SEED_ON_START',
    ]);
    const message = refusalMessage(problems);
    for (const p of problems) expect(message).toContain(`${p.setting} ${p.fix}`);
  });
});

describe('the list of published secrets', () => {
  const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN/;
  const FILES = ['.env.example', 'compose.yaml', 'README.md', 'docs/operations.md'];

  /** NAME=value, NAME: value and `-e NAME=value` of the files, with compose's `${X:-default}` read as its default. */
  function publishedAssignments(text: string): Array<{ name: string; value: string }> {
    const out: Array<{ name: string; value: string }> = [];
    for (const m of text.matchAll(/\b([A-Z][A-Z0-9_]*)(?:=|: )([^\s'"]+|'[^']*'|"[^"]*")/g)) {
      const value = m[2]
        .replace(/^['"]|['"]$/g, '')
        .replace(/\$\{[A-Z_]+(?::-([^}]*)|:\?[^}]*)?\}/g, (_all, d: string | undefined) => d ?? '');
      if (value && !value.startsWith('$')) out.push({ name: m[1], value });
    }
    return out;
  }

  /** The passwords of every connection string in the files (postgres://user:password@…). */
  const urlPasswords = (text: string) => [...text.matchAll(/\b[a-z]+:\/\/[^\s:/@]+:([^\s@/]+)@/g)].map((m) => m[1]);

  it.each(FILES)('when %s publishes a value for a secret, then production refuses that value', (file) => {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    const secrets = publishedAssignments(text)
      .filter((a) => SECRET_NAME.test(a.name) && !(PUBLIC_KEY_SETTINGS as readonly string[]).includes(a.name))
      .map((a) => a.value);
    const unlisted = [...secrets, ...urlPasswords(text).filter((p) => !p.startsWith('$'))].filter((v) => !PUBLISHED_SECRET_VALUES.has(v));
    expect(unlisted).toEqual([]);
  });

  it('when a value is published in the files, then the scan sees it (the scan is not blind)', () => {
    expect(publishedAssignments('  S3_SECRET_ACCESS_KEY: ${MINIO_ROOT_PASSWORD:-change-me-minio}\n')).toEqual([
      { name: 'S3_SECRET_ACCESS_KEY', value: 'change-me-minio' },
    ]);
    expect(publishedAssignments('# SANDBOX_WEBHOOK_SECRET=whsec_x\n -e STRIPE_SECRET_KEY=sk_y')).toEqual([
      { name: 'SANDBOX_WEBHOOK_SECRET', value: 'whsec_x' },
      { name: 'STRIPE_SECRET_KEY', value: 'sk_y' },
    ]);
    expect(publishedAssignments('  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it}')).toEqual([]);
    expect(urlPasswords('DATABASE_URL=postgres://sifu:hunter2@db:5432/sifu')).toEqual(['hunter2']);
  });

  it('when the server reads a setting named like a secret, then the checks cover it or it is public by design', () => {
    const covered = new Set<string>([...SECRET_SETTINGS, ...SECRET_URL_SETTINGS, ...PUBLIC_KEY_SETTINGS]);
    expect(ENV_KEYS.filter((k) => /SECRET|KEY|PASSWORD|TOKEN/.test(k) && !covered.has(k))).toEqual([]);
  });
});

describe('demo seeding into a database', () => {
  it('when the database is new, holds only the demo or has other accounts, then only the last is refused', async () => {
    const empty = await createTestDb('empty');
    const demo = await createTestDb('demo');
    try {
      const fresh = await empty.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(fresh.rows[0].n).toBe(0);
      expect(await demoSeedProblem(empty.db.pool, DEMO_CONSUMER.username)).toBeNull();
      expect(await demoSeedProblem(demo.db.pool, DEMO_CONSUMER.username)).toBeNull();
      await empty.db.pool.query("INSERT INTO users (username, email, passwd_hash) VALUES ('mei', 'mei@example.hk', 'x')");
      const refused = await demoSeedProblem(empty.db.pool, DEMO_CONSUMER.username);
      expect(refused).toMatchObject({ setting: 'SEED_ON_START' });
      expect(refused!.fix).toContain('already has accounts');
    } finally {
      await empty.drop();
      await demo.drop();
    }
  });

  it('when the database has no users table yet, then seeding may go on (the migrations create it)', async () => {
    const bare = await createTestDb('empty');
    try {
      await bare.db.pool.query('DROP TABLE users CASCADE');
      expect(await demoSeedProblem(bare.db.pool, DEMO_CONSUMER.username)).toBeNull();
    } finally {
      await bare.drop();
    }
  });
});
