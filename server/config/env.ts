/** The only reader of process.env: parsed and validated once at boot, with a clear message on bad config. */
import path from 'node:path';
import { z } from 'zod';
import { parseFeatureFlags, type FeatureFlags } from '@shared/config/feature-flags';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@shared/domain/social-sign-in';
import { PROJECT_ROOT } from './paths';

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_DIR: z.string().default('./logs'),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'http', 'debug']).default('info'),
  LOG_TO_FILE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  API_KEYS: z.string().default('sifu-web,sifu-ios,sifu-android'),
  FEATURE_FLAGS: z.string().optional(),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z.string().default('loopback'),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sifu 師傅 <no-reply@sifu.hk>'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Issue 11 item 11: a session unused for this many days ends (SPEC §9's lifetime stays the hard maximum). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Issue 11 item 10 (SPEC §6 flag fraudCheck; FEATURE_FLAGS=fraudCheck=off turns it off): who assesses sign-ups and
   * log-ins, and the local rules' limits per hour (each multiplied by RATE_LIMIT_SCALE, like the API rate limits).
   */
  FRAUD_CHECK_PROVIDER: z.enum(['local']).default('local'),
  FRAUD_SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
  FRAUD_SIGNUPS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(3),
  FRAUD_LOGIN_ACCOUNTS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  FRAUD_LOGIN_ACCOUNTS_PER_DEVICE_HOUR: z.coerce.number().int().min(1).default(5),
  /** Multiplies every API rate limit of shared/api/rate-limits.ts (load tests); 0 turns them off. */
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1_000_000).default(1),
  /** AI profile text (SPEC §7 get_profile_ai): 'template' writes from the pro's own data; 'openai' calls a model. */
  AI_PROVIDER: z.enum(['template', 'openai']).default('template'),
  /** An OpenAI-compatible API root; POST {AI_BASE_URL}/chat/completions. */
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Issue 10: who takes payments. 'sandbox' is a local gateway with test cards (no real money); 'stripe' is live. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** The sandbox gateway's webhook signing secret (HMAC-SHA256 over timestamp + body). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_local_development_only'),
  /** Where the sandbox gateway delivers its webhooks; default: this instance's own /api/payments/webhook/sandbox. */
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Issue 11 item 4: sign-in with Google, Apple and Facebook. A provider is offered (buttons, API) only when its id and
   * secret are set. Issuers are OpenID Connect issuers ({issuer}/.well-known/openid-configuration).
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Apple: the Services ID (web, Android) and, for codes from the iOS app, its bundle id. */
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_IOS_CLIENT_ID: z.string().optional(),
  /** Apple's client secret is a JWT: either given here (made for APPLE_CLIENT_ID), or signed here with the key below. */
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 key (PKCS #8 PEM); "\n" escapes are accepted for one-line env files. */
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/dialog/oauth'),
  /** How long a call to a sign-in provider may take. */
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Env = Omit<z.infer<typeof envSchema>, 'FEATURE_FLAGS'> & {
  featureFlags: FeatureFlags;
  apiKeys: string[];
  dataDir: string;
  logDir: string;
  secureCookies: boolean;
};

/** Parses an env-like object; throws an Error listing every bad key. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example and README.md.`);
  }
  const { FEATURE_FLAGS, ...rest } = parsed.data;
  if (rest.PAYMENT_PROVIDER === 'stripe' && (!rest.STRIPE_SECRET_KEY || !rest.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET\nSee .env.example and README.md.',
    );
  }
  const socialProblem = halfConfiguredSocialProvider(rest);
  if (socialProblem) throw new Error(`Invalid configuration:\n  ${socialProblem}\nSee .env.example and README.md.`);
  return {
    ...rest,
    featureFlags: parseFeatureFlags(FEATURE_FLAGS),
    apiKeys: rest.API_KEYS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dataDir: path.resolve(PROJECT_ROOT, rest.DATA_DIR),
    logDir: path.resolve(PROJECT_ROOT, rest.LOG_DIR),
    secureCookies: rest.PUBLIC_URL.startsWith('https://'),
  };
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

/** The sign-in providers offered (issue 11 item 4): configured by env, and only while the SPEC §6 `oauth` flag is on. */
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

/** The whitelist of settings the browser may see (window.__ENV__). */
export function publicEnv(e: Env = env()) {
  return { PUBLIC_URL: e.PUBLIC_URL, featureFlags: e.featureFlags, socialProviders: socialProviders(e) };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
