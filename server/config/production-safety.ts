/**
 * What a real deployment must not start with. A production process on an external database (NODE_ENV=production and
 * DATABASE_URL) refuses to start while the payment provider was not chosen, a secret still has its development default
 * or a value printed in .env.example, compose.yaml or the docs, the receipt issuer is the demo company, or demo data
 * with published passwords would be loaded without being asked for. The embedded-database demo (`npm start` without
 * DATABASE_URL), development and tests are left alone: they need no settings.
 */
import { DEFAULT_GOOGLE_RESERVE_PUSH_SECRET, DEFAULT_SANDBOX_WEBHOOK_SECRET, DEMO_COMPANY, partnerSessionSecrets, type Env } from './env';

export interface SafetyProblem {
  /** The environment variable at fault. */
  setting: string;
  /** What is wrong and how to fix it, in one sentence or two. */
  fix: string;
}

/**
 * Every secret value anyone can read: the development defaults, and the example values of .env.example, compose.yaml,
 * README.md and docs/operations.md (production-safety.test.ts scans those files, so a newly published value must be
 * added here). Kept even after a file stops printing one: a deployment may still carry a value copied from it.
 */
export const PUBLISHED_SECRET_VALUES: ReadonlySet<string> = new Set([
  DEFAULT_SANDBOX_WEBHOOK_SECRET,
  DEFAULT_GOOGLE_RESERVE_PUSH_SECRET,
  // compose.yaml's former defaults of POSTGRES_PASSWORD and MINIO_ROOT_PASSWORD.
  'change-me-postgres',
  'change-me-minio',
  // The passwords of the example connection strings (DATABASE_URL, SMTP_URL).
  'password',
  'pass',
  'secret',
  // Placeholders of the examples, in case one is pasted as it is.
  '…',
  'sk_live_…',
  'whsec_…',
  '-----BEGIN PRIVATE KEY-----\\n…\\n-----END PRIVATE KEY-----',
]);

/** The settings that hold a secret: each is refused when it is a published value. */
export const SECRET_SETTINGS = [
  'SANDBOX_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_SECRET',
  'APPLE_CLIENT_SECRET',
  'APPLE_PRIVATE_KEY',
  'FACEBOOK_APP_SECRET',
  'AI_API_KEY',
  'METRICS_TOKEN',
  'GOOGLE_RESERVE_PUSH_SECRET',
  'TURN_SECRET',
  'PARTNER_SESSION_SECRETS',
] as const satisfies ReadonlyArray<keyof Env>;

/** Connection strings whose password is a secret like the settings above. */
export const SECRET_URL_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const satisfies ReadonlyArray<keyof Env>;

/**
 * Settings whose names sound secret but whose values are public by design, so a published value is no risk: API_KEYS
 * names the client apps (the web's is in its JavaScript), S3_ACCESS_KEY_ID and APPLE_KEY_ID identify a key whose
 * secret is another setting.
 */
export const PUBLIC_KEY_SETTINGS = ['API_KEYS', 'S3_ACCESS_KEY_ID', 'APPLE_KEY_ID'] as const satisfies ReadonlyArray<keyof Env>;

/** The acknowledgement DEMO_DATA must carry for SEED_ON_START=true on a real deployment. */
export const DEMO_DATA_ACK = 'published-passwords';

/** A former default of SIFU_COMPANY_BR_NUMBER that receipts printed: made up, never a real registration. */
const FORMER_FAKE_BR_NUMBER = '76543210-000';

/** Production on an external database: the deployment the checks apply to. */
export function isRealDeployment(cfg: Pick<Env, 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  return cfg.NODE_ENV === 'production' && Boolean(cfg.DATABASE_URL);
}

const RANDOM_FIX = 'set one of your own (e.g. the output of `openssl rand -hex 32`)';

/** The password of a connection string, or undefined (none, or not a URL). */
function urlPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

/** Every reason `cfg` must not run as a real deployment (empty when it may, and always empty outside one). */
export function productionSafetyProblems(cfg: Env): SafetyProblem[] {
  if (!isRealDeployment(cfg)) return [];
  const problems: SafetyProblem[] = [];

  const chosen = (name: string) => cfg.explicitlySet.has(name);
  if (!chosen('PAYMENT_PROVIDER')) {
    problems.push({
      setting: 'PAYMENT_PROVIDER',
      fix:
        'not set, so the sandbox gateway (test cards buy real credit) would take payments. Set PAYMENT_PROVIDER=stripe ' +
        'with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=sandbox on purpose for a test deployment ' +
        'with a SANDBOX_WEBHOOK_SECRET of its own.',
    });
  }

  for (const name of SECRET_SETTINGS) {
    // A secret nothing uses is no risk: the sandbox's when another provider takes payments, Google-reserve's while off.
    // (An unchosen provider is reported above, with the sandbox secret in its fix.)
    if (name === 'SANDBOX_WEBHOOK_SECRET' && !(cfg.PAYMENT_PROVIDER === 'sandbox' && chosen('PAYMENT_PROVIDER'))) continue;
    if (name === 'GOOGLE_RESERVE_PUSH_SECRET' && !cfg.featureFlags.googleReserve) continue;
    const value = cfg[name];
    if (!value || !PUBLISHED_SECRET_VALUES.has(value.trim())) continue;
    const what = chosen(name) ? 'a value published in .env.example, compose.yaml or the docs' : 'the development default';
    problems.push({ setting: name, fix: `is ${what}: anyone can read it; ${RANDOM_FIX} or the one your provider issued.` });
  }

  for (const [partner, secret] of partnerSessionSecrets(cfg)) {
    if (!PUBLISHED_SECRET_VALUES.has(secret)) continue;
    problems.push({ setting: 'PARTNER_SESSION_SECRETS', fix: `the secret of ${partner} is a published value: ${RANDOM_FIX}.` });
  }

  for (const name of SECRET_URL_SETTINGS) {
    const password = urlPassword(cfg[name]);
    if (password === undefined || !PUBLISHED_SECRET_VALUES.has(password)) continue;
    problems.push({
      setting: name,
      fix: `its password is a value published in .env.example, compose.yaml or the docs: change the password and ${name}.`,
    });
  }

  const company = (['SIFU_COMPANY_NAME', 'SIFU_COMPANY_ADDRESS', 'SIFU_COMPANY_BR_NUMBER'] as const).filter(
    (k) => cfg[k] === DEMO_COMPANY[k] || (k === 'SIFU_COMPANY_BR_NUMBER' && cfg[k] === FORMER_FAKE_BR_NUMBER),
  );
  for (const name of company) {
    problems.push({
      setting: name,
      fix: 'is the demo issuer that receipts and invoices would print: set the registered name, address and business registration number of the company that operates Sifu.',
    });
  }

  if (cfg.SEED_ON_START && cfg.DEMO_DATA !== DEMO_DATA_ACK) {
    problems.push({
      setting: 'SEED_ON_START',
      fix:
        'loads demo accounts whose passwords are published in the README. Set SEED_ON_START=false for a real deployment; ' +
        `for a demo deployment on an empty database add DEMO_DATA=${DEMO_DATA_ACK}.`,
    });
  }
  return problems;
}

/**
 * A warning, not a refusal: production without TURN relays (TURN_URLS) still calls over STUN, but callers behind
 * symmetric NAT (many mobile networks) cannot connect (ADR 0039, docs/ops/voice.md).
 */
export function turnMissingWarning(cfg: Pick<Env, 'NODE_ENV' | 'TURN_URLS'>): string | null {
  if (cfg.NODE_ENV !== 'production' || cfg.TURN_URLS) return null;
  return 'TURN_URLS is not set: voice calls use STUN only and fail for users behind symmetric NAT (many mobile networks). Run coturn beside the app (docs/ops/voice.md) and set TURN_URLS and TURN_SECRET.';
}

/**
 * A warning, not a refusal: the partnerSessions flag is on but no partner has a secret, so the exchange stays off
 * (POST /api/users/partner_session answers 404) rather than trusting tokens nobody can verify (docs/decisions/0044).
 */
export function partnerSessionsOffWarning(cfg: Pick<Env, 'featureFlags' | 'PARTNER_SESSION_SECRETS'>): string | null {
  if (!cfg.featureFlags.partnerSessions || partnerSessionSecrets(cfg).size > 0) return null;
  return 'partnerSessions is on but PARTNER_SESSION_SECRETS is not set: partner sessions stay off and POST /api/users/partner_session answers 404. Set partner:secret pairs (docs/decisions/0044-partner-sessions.md).';
}

/** The one-line message of a refusal: every problem, each naming its setting. */
export function refusalMessage(problems: SafetyProblem[]): string {
  return (
    'Refusing to start in production on DATABASE_URL: ' +
    problems.map((p) => `${p.setting} ${p.fix}`).join(' | ') +
    ' (README.md "Production").'
  );
}

/** What a refusal adds to the fatal JSON line: the settings at fault, and each with its fix. */
export function refusalDetails(problems: SafetyProblem[]): { settings: string[]; problems: SafetyProblem[] } {
  return { settings: problems.map((p) => p.setting), problems };
}

/** The part of a pg pool or client the seeding check needs. */
interface Queryable {
  query<R extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * Whether demo seeding may write into this database, asked before the migrations so a refusal writes nothing. Allowed
 * into a database without accounts (a fresh demo), and into one that already holds the demo accounts (a demo restarted,
 * or its second instance: the seeder then does nothing). A database with other people's accounts may be real: refused.
 */
export async function demoSeedProblem(db: Queryable, demoUsername: string): Promise<SafetyProblem | null> {
  const { rows } = await db.query<{ users: string | null }>("SELECT to_regclass('public.users')::text AS users");
  if (!rows[0]?.users) return null;
  const found = await db.query<{ any_user: boolean; demo_user: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users) AS any_user, EXISTS (SELECT 1 FROM users WHERE username = $1) AS demo_user',
    [demoUsername],
  );
  const { any_user, demo_user } = found.rows[0];
  if (!any_user || demo_user) return null;
  return {
    setting: 'SEED_ON_START',
    fix:
      'this database already has accounts and no demo data: demo accounts with published passwords would be added to it. ' +
      'Set SEED_ON_START=false, or point DATABASE_URL at an empty database for a demo.',
  };
}
