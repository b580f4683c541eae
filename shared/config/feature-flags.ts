/** SPEC §6 feature flags with their defaults; the server may override them from env. */
export const DEFAULT_FEATURE_FLAGS = {
  oauth: true,
  consumerPhoneVerification: true,
  calendar: true,
  appDownload: true,
  fraudCheck: true,
  safetyPayment: false,
  businessLoan: false,
  invoiceSettings: false,
  shop: false,
  homeBlogs: false,
  photo: false,
  googleReserve: false,
  nshop: false,
  life55688: false,
  fet: false,
  /** A partner (55688, a telecom partner) signs a user in with a short-lived signed token (docs/decisions/0044). */
  partnerSessions: false,
} as const;

export type FeatureFlags = { -readonly [K in keyof typeof DEFAULT_FEATURE_FLAGS]: boolean };
export type FeatureFlagName = keyof FeatureFlags;

/** SPEC §6: minimum pro count before the featured-pros block is shown. */
export const MIN_PRO_COUNT_TO_DISPLAY = 50;

/**
 * Flags the demo (a server that loads the demo data) turns on, so that everything built behind them can be tried
 * with the demo accounts; a real deployment keeps the defaults unless FEATURE_FLAGS says otherwise.
 */
export const DEMO_FEATURE_FLAGS: Partial<FeatureFlags> = {
  safetyPayment: true,
  shop: true,
  nshop: true,
  photo: true,
  homeBlogs: true,
  businessLoan: true,
  // The partner areas (docs/decisions/0043); the demo seeds both partners.
  fet: true,
  life55688: true,
};

/** Applies overrides such as "shop=on,photo=off" on top of the defaults (and of `base`, such as the demo's flags). */
export function parseFeatureFlags(overrides: string | undefined, base: Partial<FeatureFlags> = {}): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, ...base };
  for (const part of (overrides ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name && name in flags && value) flags[name as FeatureFlagName] = /^(1|on|true|yes)$/i.test(value);
  }
  return flags;
}
