/** The only reader of process.env: parsed and validated once at boot, with a clear message on bad config. */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_FEATURE_FLAGS, parseFeatureFlags, type FeatureFlags } from '@shared/config/feature-flags';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@shared/domain/social-sign-in';
import type { AppLinks } from '@shared/config/app-links';
import { CONTENT_LINK_KEYS, contentUrlEnvName, type ContentLinkKey, type ContentUrls } from '@shared/domain/site-pages';
import { PROJECT_ROOT } from './paths';

/** A development-only push secret: POST /api/google_reserve/push refuses it when NODE_ENV is production. */
export const DEFAULT_GOOGLE_RESERVE_PUSH_SECRET = 'greserve_local_development_only';
/** A development-only webhook secret of the sandbox gateway: a production start on DATABASE_URL refuses it. */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_local_development_only';
/**
 * The receipt issuer for development, tests and the embedded demo: obviously not a real company, so a receipt printed
 * with it cannot pass for a real one. A production start on DATABASE_URL refuses these (config/production-safety.ts).
 */
const DEMO_COMPANY_NAME = 'Sifu 示範公司 Sifu Demo Company';
const DEMO_COMPANY_ADDRESS = '示範地址，香港 Demo address, Hong Kong';
const DEMO_COMPANY_BR_NUMBER = 'DEMO-00000000';
export const DEMO_COMPANY = {
  SIFU_COMPANY_NAME: DEMO_COMPANY_NAME,
  SIFU_COMPANY_ADDRESS: DEMO_COMPANY_ADDRESS,
  SIFU_COMPANY_BR_NUMBER: DEMO_COMPANY_BR_NUMBER,
} as const;

/** An absolute http(s) URL (a link shown to visitors: never javascript: or data:). */
const webUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http:// or https:// URL' });

/**
 * SPEC §2 content pages (ADR 0023): CONTENT_URL_<KEY> sends the footer's link elsewhere (and the on-site page of that
 * key answers 301 there). One optional URL per key of shared/domain/site-pages.ts.
 */
const contentUrlSchema = z.object(
  Object.fromEntries(CONTENT_LINK_KEYS.map((k) => [contentUrlEnvName(k), webUrl.optional()])) as Record<
    ReturnType<typeof contentUrlEnvName>,
    z.ZodOptional<typeof webUrl>
  >,
);

const envSchema = contentUrlSchema.extend({
  /** `production` on servers and in the container (production React and Express); jest runs with `test`. */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  /** The port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address the server listens on. */
  HOST: z.string().default('0.0.0.0'),
  /**
   * The public origin: canonical URLs, sitemap, e-mail links, Origin check, `Secure` cookies when https. Unset: http://localhost:$PORT,
   * with a `public-url-missing` warning at start in production on a non-local HOST: set it in production.
   */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL to use; without it an embedded PostgreSQL runs under DATA_DIR/postgres. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Database connections per instance. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Whether repeated parameterised statements run as named prepared statements (each connection plans them once).
   * Set false behind a connection pooler in transaction mode that does not track prepared statements (PgBouncer
   * before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Shared rate limits, realtime fan-out and cache invalidation between instances (ADR 0026): needed with more than one. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Keeps uploads in this S3-compatible bucket instead of DATA_DIR/uploads; downloads still go through the app's access
   * checks (ADR 0026).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 characters: a-z, 0-9, dots, hyphens)')
    .optional(),
  /** The S3-compatible server (http://minio:9000, R2, Ceph …); unset: AWS. MinIO and most others need S3_FORCE_PATH_STYLE. */
  S3_ENDPOINT: webUrl.optional(),
  /** The bucket's region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * The key pair, with S3_SECRET_ACCESS_KEY (both or neither; neither: the AWS SDK's default chain, such as an instance role or
   * AWS_* variables).
   */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** The secret of S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for MinIO and most S3-compatible servers (endpoint/bucket/key URLs). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Embedded database, uploads (unless S3_BUCKET) and the mail/SMS outbox; must be writable (start names the path and the
   * `chown` fix otherwise).
   */
  DATA_DIR: z.string().default('./data'),
  /**
   * Rotating JSON log files (524,288 bytes × 5) when LOG_TO_FILE; a LOG_DIR that cannot be written logs `log-dir-unwritable`
   * and the app goes on with the console only.
   */
  LOG_DIR: z.string().default('./logs'),
  /** The least severe level logged. */
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'http', 'debug']).default('info'),
  /** Also write rotating files to LOG_DIR; the console (stdout, JSON in production) always logs. */
  LOG_TO_FILE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Set to 1 by `npm start` (scripts/start.ts): once ready, the server also prints one plain "open http://localhost:PORT"
   * line for the person at the terminal. Deployments leave it unset, so every line is JSON.
   */
  SIFU_OPEN_LINE: z
    .string()
    .optional()
    .transform((v) => v === '1'),
  /** Comma-separated `X-Api-Key` values allowed to use `X-Session-Token` (the apps). */
  API_KEYS: z.string().default('sifu-web,sifu-ios,sifu-android'),
  /** Overrides of the SPEC §6 flags (shared/config/feature-flags.ts), such as `shop=on,photo=on`. */
  FEATURE_FLAGS: z.string().optional(),
  /**
   * Demo data on an empty database: default true only for the embedded database, false with DATABASE_URL. The demo
   * accounts have published passwords: keep it false in production. In production on DATABASE_URL it also needs
   * DEMO_DATA=published-passwords, and start refuses it on a database that has accounts but not the demo ones.
   */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  /**
   * `published-passwords`: the acknowledgement that SEED_ON_START=true in production on DATABASE_URL loads accounts whose
   * passwords are in the README (a demo or test deployment, never a real one).
   */
  DEMO_DATA: z.enum(['published-passwords']).optional(),
  /**
   * The whole stop on SIGTERM/SIGINT: in-flight requests and WebSocket closes, then job workers, pool and the embedded
   * PostgreSQL. Keep it below the orchestrator's stop timeout (10 s for docker, podman and compose), or a slow request
   * ends in a SIGKILL.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8_000),
  /** How long start-up retries a database that does not answer yet (/readyz answers 503 meanwhile). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Who may read /metrics without a token: comma-separated CIDRs of the client address (req.ip, TRUST_PROXY-aware). */
  METRICS_ALLOW_CIDRS: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .refine((v) => parseCidrs(v) !== null, 'must be comma-separated CIDRs such as 10.0.0.0/8,::1/128'),
  /** A bearer token that also opens /metrics (Authorization: Bearer <token>) from any address. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Test-only routes (a slow request for the drain test); refused unless NODE_ENV=test. */
  TEST_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Express `trust proxy` for the load balancer in front (`1` for one hop; `uniquelocal` in compose), so client IPs and
   * https are right.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** Memory bound of the whole-page cache for visitors. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Outgoing mail (queued and retried, ADR 0027); without it mails are written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  /** The sender of outgoing mail. */
  MAIL_FROM: z.string().default('Sifu 師傅 <no-reply@sifu.hk>'),
  /**
   * The issuer printed on every receipt and invoice PDF (server/modules/wallet/charge-documents.service.ts). The default
   * is a demo name; production on DATABASE_URL refuses it: set the operating company's registered name.
   */
  SIFU_COMPANY_NAME: z.string().min(1).default(DEMO_COMPANY_NAME),
  /** The issuer's registered address on receipts and invoices (the demo default is refused like the name). */
  SIFU_COMPANY_ADDRESS: z.string().min(1).default(DEMO_COMPANY_ADDRESS),
  /** The issuer's Hong Kong business registration number on receipts and invoices (the demo default is refused like the name). */
  SIFU_COMPANY_BR_NUMBER: z.string().min(1).default(DEMO_COMPANY_BR_NUMBER),
  /**
   * The CJK font collection receipts and invoices embed (Debian's fonts-noto-cjk, as in the Dockerfile); without it
   * producing a document fails with an error naming this path.
   */
  RECEIPT_FONT_PATH: z.string().default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** The bold face of the same family, for headings and the total. */
  RECEIPT_BOLD_FONT_PATH: z.string().default('/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'),
  /**
   * Back-office alerts: the address of each staff role (a shared inbox or a list), e-mailed when one of its queues
   * gets a new item and when an item waits longer than its target. A role without an address gets no e-mail.
   */
  OPS_EMAIL_SUPPORT: z.string().email().optional(),
  OPS_EMAIL_TRUST_SAFETY: z.string().email().optional(),
  OPS_EMAIL_FINANCE: z.string().email().optional(),
  OPS_EMAIL_CONTENT: z.string().email().optional(),
  OPS_EMAIL_ADMIN: z.string().email().optional(),
  /** Login attempts per IP and account per 15 minutes (the first rule of the `login` rate class). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** A session unused for this many days ends (403, row deleted); SPEC §9's lifetime (365 days) stays the hard maximum. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The fraud check (SPEC §6 flag fraudCheck; FEATURE_FLAGS=fraudCheck=off turns it off): who assesses sign-ups and
   * log-ins, and the local rules' limits per hour (each multiplied by RATE_LIMIT_SCALE, like the API rate limits).
   */
  FRAUD_CHECK_PROVIDER: z.enum(['local']).default('local'),
  /** Accounts one IP may create per hour before sign-ups are refused (× RATE_LIMIT_SCALE). */
  FRAUD_SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
  /** Accounts one device may create per hour before sign-ups are refused (× RATE_LIMIT_SCALE). */
  FRAUD_SIGNUPS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(3),
  /** Accounts one IP may create per hour before further sign-ups are let in but held for review (× RATE_LIMIT_SCALE). */
  FRAUD_HOLD_SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).default(8),
  /** Accounts one device may create per hour before further sign-ups are let in but held for review (× RATE_LIMIT_SCALE). */
  FRAUD_HOLD_SIGNUPS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(2),
  /** Other accounts one IP may sign in to per hour before a login asks for a phone code (× RATE_LIMIT_SCALE). */
  FRAUD_LOGIN_ACCOUNTS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  /** Other accounts one device may sign in to per hour before a login asks for a phone code (× RATE_LIMIT_SCALE). */
  FRAUD_LOGIN_ACCOUNTS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(5),
  /** Multiplies every API rate limit of shared/api/rate-limits.ts (load tests); 0 turns them off. */
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1_000_000).default(1),
  /** AI profile text (SPEC §7 get_profile_ai): 'template' writes from the pro's own data; 'openai' calls a model. */
  AI_PROVIDER: z.enum(['template', 'openai']).default('template'),
  /** An OpenAI-compatible API root; POST {AI_BASE_URL}/chat/completions. */
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  /** The key sent as `Authorization: Bearer` to AI_BASE_URL. */
  AI_API_KEY: z.string().optional(),
  /** The model asked for profile text. */
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long a model call may take; a failure or timeout answers 503 `ai_unavailable`. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Who takes payments. 'sandbox' is a local gateway with test cards (no real money); 'stripe' is live. Production on
   * DATABASE_URL needs it set explicitly (sandbox there only on purpose, with its own SANDBOX_WEBHOOK_SECRET).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /**
   * The sandbox gateway's webhook signing secret (HMAC-SHA256 over timestamp + body). Production on DATABASE_URL refuses
   * the default and any published value: whoever knows it can sign a "paid" event.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_WEBHOOK_SECRET),
  /** Where the sandbox gateway delivers its webhooks; default: this instance's own /api/payments/webhook/sandbox. */
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  /** Required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Required with PAYMENT_PROVIDER=stripe; the webhook endpoint is {PUBLIC_URL}/api/payments/webhook/stripe (ADR 0009). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Sign-in with Google, Apple and Facebook. A provider is offered (buttons, API) only when its id and
   * secret are set. Issuers are OpenID Connect issuers ({issuer}/.well-known/openid-configuration).
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** The secret of GOOGLE_CLIENT_ID (a web OAuth client); both or neither. */
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's OpenID Connect issuer (another in tests). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Apple: the Services ID (web, Android) and, for codes from the iOS app, its bundle id. */
  APPLE_CLIENT_ID: z.string().optional(),
  /** The iOS app's bundle id (codes from the app). */
  APPLE_IOS_CLIENT_ID: z.string().optional(),
  /**
   * Apple's client secret is a JWT: either given here (made for APPLE_CLIENT_ID; Apple allows at most 6 months: renew it), or
   * signed here with the key below.
   */
  APPLE_CLIENT_SECRET: z.string().optional(),
  /** With APPLE_KEY_ID and APPLE_PRIVATE_KEY (all three or none): short client secrets are signed here. */
  APPLE_TEAM_ID: z.string().optional(),
  /** The id of APPLE_PRIVATE_KEY. */
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 key (PKCS #8 PEM); "\n" escapes are accepted for one-line env files. */
  APPLE_PRIVATE_KEY: z.string().optional(),
  /** Apple's OpenID Connect issuer. */
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  /** Facebook Login, with FACEBOOK_APP_SECRET (both or neither). */
  FACEBOOK_APP_ID: z.string().optional(),
  /** The secret of FACEBOOK_APP_ID. */
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Facebook's Graph API (pointed elsewhere in tests). */
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Facebook's login dialog (pointed elsewhere in tests). */
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/dialog/oauth'),
  /** How long a call to a sign-in provider may take (then 502 `social_provider_error`). */
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** App Store page of the customer app. The store pages are linked from /download (SPEC §2) and the footer; one not set is not shown. */
  APP_STORE_URL: webUrl.optional(),
  /** Google Play page of the customer app. */
  PLAY_STORE_URL: webUrl.optional(),
  /** App Store page of the pro app. */
  PRO_APP_STORE_URL: webUrl.optional(),
  /** Google Play page of the pro app. */
  PRO_PLAY_STORE_URL: webUrl.optional(),
  /**
   * Google-reserve (SPEC §6 flag googleReserve; ADR 0020): where entity/items feeds and booking notices go ('local'
   * records them in greserve_outbox, no network), and the secret Google's booking server sends in the
   * X-Google-Reserve-Secret header of POST /api/google_reserve/push (the default is refused in production).
   */
  GOOGLE_RESERVE_ADAPTER: z.enum(['local']).default('local'),
  /**
   * The X-Google-Reserve-Secret of POST /api/google_reserve/push (16+ characters). The default is refused in production, and
   * production on DATABASE_URL with googleReserve on does not start without a secret of its own.
   */
  GOOGLE_RESERVE_PUSH_SECRET: z.string().min(16).default(DEFAULT_GOOGLE_RESERVE_PUSH_SECRET),
  /**
   * Background jobs (ADR 0027): whether this web process runs the background job workers (it always queues
   * jobs). Set false on web instances when `npm run worker` processes run them.
   */
  JOBS_IN_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Web processes of `npm start` and `build/server/cluster.js` (server/cluster.ts): 0 = one per core when REDIS_URL is
   * set, else one; any other number is used as is (more than one needs REDIS_URL). `build/server/index.js` is always one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
  /**
   * TURN relays for voice calls (ADR 0039): comma-separated `turn:`/`turns:` URLs of a coturn run with use-auth-secret.
   * Unset: calls use STUN only, and browsers behind symmetric NAT (many mobile networks) cannot connect.
   */
  TURN_URLS: z
    .string()
    .refine((v) => urlList(v).every((u) => /^turns?:[^\s]+$/.test(u)), 'must be comma-separated turn: or turns: URLs')
    .optional(),
  /** coturn's static-auth-secret: the server signs time-limited TURN credentials with it (HMAC-SHA1). Needed with TURN_URLS. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)').optional(),
  /** How long issued TURN credentials stay valid, in seconds. */
  TURN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** STUN servers for voice calls (comma-separated `stun:`/`stuns:` URLs); `none` offers no STUN server. */
  STUN_URLS: z
    .string()
    .refine((v) => v === 'none' || urlList(v).every((u) => /^stuns?:[^\s]+$/.test(u)), 'must be comma-separated stun: URLs or none')
    .default('stun:stun.l.google.com:19302'),
  /**
   * Partner sessions (SPEC §6 flag partnerSessions; docs/decisions/0044): each partner's HMAC-SHA256 secret for the
   * tokens it signs, as `partner:secret` pairs separated by commas (partners life55688 and fet; secrets 32+ characters,
   * no commas or spaces). A partner without a secret cannot sign anyone in; with none at all the exchange stays off
   * even while the flag is on. There is no development default.
   */
  PARTNER_SESSION_SECRETS: z
    .string()
    .refine(
      (v) => v.trim() === '' || /^(life55688|fet):[^,\s]{32,}(\s*,\s*(life55688|fet):[^,\s]{32,})*$/.test(v.trim()),
      'must be partner:secret pairs separated by commas (partners life55688, fet; secrets of 32+ characters without commas or spaces)',
    )
    .optional(),
  /** Sifu's commission on released safety payments, a whole percentage fixed on each payment when it is agreed. */
  SAFETY_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(30).default(5),
  /** Days after the pro marks the work completed before held safety payments are released on their own. */
  SAFETY_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
});

/** Every setting the server reads. */
export const ENV_KEYS = Object.keys(envSchema.shape) as ReadonlyArray<keyof z.infer<typeof envSchema>>;

export type Env = Omit<z.infer<typeof envSchema>, 'FEATURE_FLAGS' | 'PUBLIC_URL' | 'SEED_ON_START'> & {
  PUBLIC_URL: string;
  /** True when PUBLIC_URL was not set and was derived from PORT. */
  publicUrlDerived: boolean;
  /** The settings given a value (not left to their defaults): a real deployment must choose some on purpose. */
  explicitlySet: ReadonlySet<string>;
  SEED_ON_START: boolean;
  /** METRICS_ALLOW_CIDRS parsed. */
  metricsAllow: net.BlockList;
  featureFlags: FeatureFlags;
  apiKeys: string[];
  dataDir: string;
  logDir: string;
  secureCookies: boolean;
};

/**
 * Parses an env-like object; throws an Error listing every bad key. An empty value counts as unset: compose passes
 * `${NAME:-}` as an empty string when NAME is not set, which must mean the default, not an invalid value.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `Invalid configuration:\n${lines.join('\n')}\nEvery setting is described in docs/reference/environment.md of the source repository.`,
    );
  }
  const { FEATURE_FLAGS, ...rest } = parsed.data;
  if (rest.PAYMENT_PROVIDER === 'stripe' && (!rest.STRIPE_SECRET_KEY || !rest.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET\nEvery setting is described in docs/reference/environment.md of the source repository.',
    );
  }
  if (Boolean(rest.S3_ACCESS_KEY_ID) !== Boolean(rest.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together\nEvery setting is described in docs/reference/environment.md of the source repository.',
    );
  }
  if (rest.TURN_URLS && !rest.TURN_SECRET) {
    throw new Error(
      'Invalid configuration:\n  TURN_URLS needs TURN_SECRET (the static-auth-secret of the TURN server)\nEvery setting is described in docs/reference/environment.md of the source repository.',
    );
  }
  const socialProblem = halfConfiguredSocialProvider(rest);
  if (socialProblem)
    throw new Error(
      `Invalid configuration:\n  ${socialProblem}\nEvery setting is described in docs/reference/environment.md of the source repository.`,
    );
  if (rest.TEST_ROUTES && rest.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration:\n  TEST_ROUTES=true is allowed only with NODE_ENV=test\nEvery setting is described in docs/reference/environment.md of the source repository.',
    );
  }
  const publicUrl = rest.PUBLIC_URL ?? `http://localhost:${rest.PORT}`;
  const seedOnStart = rest.SEED_ON_START ? rest.SEED_ON_START === 'true' : !rest.DATABASE_URL;
  // Tests choose their flags themselves; a server with the demo data shows what the demo flags switch on.
  const demo = seedOnStart && rest.NODE_ENV !== 'test';
  return {
    ...rest,
    PUBLIC_URL: publicUrl,
    publicUrlDerived: !rest.PUBLIC_URL,
    explicitlySet: new Set(Object.keys(given)),
    SEED_ON_START: seedOnStart,
    metricsAllow: parseCidrs(rest.METRICS_ALLOW_CIDRS) as net.BlockList,
    featureFlags: parseFeatureFlags(FEATURE_FLAGS, demo ? DEMO_FEATURE_FLAGS : {}),
    apiKeys: rest.API_KEYS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dataDir: path.resolve(PROJECT_ROOT, rest.DATA_DIR),
    logDir: path.resolve(PROJECT_ROOT, rest.LOG_DIR),
    secureCookies: publicUrl.startsWith('https://'),
  };
}

/** Each partner's token secret from PARTNER_SESSION_SECRETS (docs/decisions/0044); partners without one are absent. */
export function partnerSessionSecrets(e: Pick<Env, 'PARTNER_SESSION_SECRETS'>): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const pair of urlList(e.PARTNER_SESSION_SECRETS)) {
    const at = pair.indexOf(':');
    out.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return out;
}

/** The items of a comma-separated list, trimmed, empty ones dropped. */
export function urlList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Comma-separated CIDRs (IPv4 or IPv6) as a BlockList, or null when one is malformed. */
function parseCidrs(value: string): net.BlockList | null {
  const list = new net.BlockList();
  for (const item of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([^/]+)\/(\d{1,3})$/.exec(item);
    const type = m ? net.isIP(m[1]) : 0;
    if (!m || !type || Number(m[2]) > (type === 4 ? 32 : 128)) return null;
    list.addSubnet(m[1], Number(m[2]), type === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/**
 * Whether PUBLIC_URL should have been set: production, listening beyond this machine, and derived from PORT (every
 * canonical URL, sitemap entry and e-mail link would then name localhost).
 */
export function publicUrlMissing(e: Env): boolean {
  const local = ['127.0.0.1', '::1', 'localhost'].includes(e.HOST);
  return e.NODE_ENV === 'production' && e.publicUrlDerived && !local;
}

type SocialKeys = Pick<
  z.infer<typeof envSchema>,
  `${'GOOGLE' | 'APPLE'}_CLIENT_${'ID' | 'SECRET'}` | `APPLE_${'TEAM_ID' | 'KEY_ID' | 'PRIVATE_KEY'}` | `FACEBOOK_APP_${'ID' | 'SECRET'}`
>;

function halfConfiguredSocialProvider(e: SocialKeys): string | null {
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) return 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together';
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) return 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together';
  const appleKey = [e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY].filter(Boolean).length;
  if (appleKey !== 0 && appleKey !== 3) return 'APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY go together';
  if (e.APPLE_CLIENT_ID && !e.APPLE_CLIENT_SECRET && !appleKey)
    return 'APPLE_CLIENT_ID needs APPLE_CLIENT_SECRET or APPLE_TEAM_ID + APPLE_KEY_ID + APPLE_PRIVATE_KEY';
  return null;
}

/** The sign-in providers offered: configured by env, and only while the SPEC §6 `oauth` flag is on. */
export function socialProviders(e: Env): SocialProvider[] {
  if (!e.featureFlags.oauth) return [];
  return SOCIAL_PROVIDERS.filter((p) =>
    p === 'google' ? Boolean(e.GOOGLE_CLIENT_ID) : p === 'apple' ? Boolean(e.APPLE_CLIENT_ID) : Boolean(e.FACEBOOK_APP_ID),
  );
}

let cached: Env | undefined;

/** The process env, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The app-store links that are set (the download page shows only these). */
export function appLinks(e: Env): AppLinks {
  return {
    consumer: { ios: e.APP_STORE_URL, android: e.PLAY_STORE_URL },
    pro: { ios: e.PRO_APP_STORE_URL, android: e.PRO_PLAY_STORE_URL },
  };
}

/** The content links sent elsewhere by CONTENT_URL_* (ADR 0023): only the keys that are set. */
export function contentUrls(e: Env): ContentUrls {
  const out: ContentUrls = {};
  for (const k of CONTENT_LINK_KEYS) {
    const url = (e as unknown as Record<string, string | undefined>)[contentUrlEnvName(k)];
    if (url) out[k as ContentLinkKey] = url;
  }
  return out;
}

/** The whitelist of settings the browser may see (window.__ENV__). */
export function publicEnv(e: Env = env()) {
  return {
    PUBLIC_URL: e.PUBLIC_URL,
    featureFlags: e.featureFlags,
    socialProviders: socialProviders(e),
    appLinks: appLinks(e),
    contentUrls: contentUrls(e),
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
