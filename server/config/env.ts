/** The only reader of process.env: parsed and validated once at boot, with a clear message on bad config. */
import path from 'node:path';
import { z } from 'zod';
import { parseFeatureFlags, type FeatureFlags } from '@shared/config/feature-flags';
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

let cached: Env | undefined;

/** The process env, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The whitelist of settings the browser may see (window.__ENV__). */
export function publicEnv(e: Env = env()) {
  return { PUBLIC_URL: e.PUBLIC_URL, featureFlags: e.featureFlags };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
