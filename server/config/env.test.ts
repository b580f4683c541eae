/** Safe production defaults and the lifecycle settings (ADR 0025). */
import { DEFAULT_SANDBOX_WEBHOOK_SECRET, DEMO_COMPANY, parseEnv, publicUrlMissing } from './env';

describe('parseEnv lifecycle settings', () => {
  it('when SEED_ON_START is not set, then demo data is seeded only on the embedded database', () => {
    expect(parseEnv({}).SEED_ON_START).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://db.internal/sifu' }).SEED_ON_START).toBe(false);
  });

  it('when SEED_ON_START is set, then it wins both ways', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://db.internal/sifu', SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(parseEnv({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });

  it('when the server loads the demo data, then the demo flags are on unless FEATURE_FLAGS turns them off; a real deployment keeps the defaults', () => {
    const demoFlags = { safetyPayment: true, shop: true, nshop: true };
    const defaults = { safetyPayment: false, shop: false, nshop: false };
    expect(parseEnv({}).featureFlags).toMatchObject(demoFlags);
    expect(parseEnv({ FEATURE_FLAGS: 'safetyPayment=off,shop=off' }).featureFlags).toMatchObject({
      ...demoFlags,
      safetyPayment: false,
      shop: false,
    });
    expect(parseEnv({ DATABASE_URL: 'postgres://db.internal/sifu', NODE_ENV: 'production' }).featureFlags).toMatchObject(defaults);
    expect(parseEnv({ SEED_ON_START: 'false' }).featureFlags).toMatchObject(defaults);
    expect(parseEnv({ NODE_ENV: 'test' }).featureFlags).toMatchObject(defaults);
  });

  it('when PUBLIC_URL is not set, then it is derived from PORT, and production on a public HOST is flagged', () => {
    const local = parseEnv({ PORT: '8080' });
    expect(local.PUBLIC_URL).toBe('http://localhost:8080');
    expect(local.publicUrlDerived).toBe(true);
    expect(publicUrlMissing(local)).toBe(false);
    expect(publicUrlMissing(parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' }))).toBe(true);
    expect(publicUrlMissing(parseEnv({ NODE_ENV: 'production', HOST: '127.0.0.1' }))).toBe(false);
    const set = parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://sifu.hk' });
    expect(set.PUBLIC_URL).toBe('https://sifu.hk');
    expect(publicUrlMissing(set)).toBe(false);
    expect(set.secureCookies).toBe(true);
  });

  it('when the lifecycle timeouts are not set, then the stop takes at most 8 s and start waits 60 s for the database', () => {
    const e = parseEnv({});
    expect(e.SHUTDOWN_TIMEOUT_MS).toBe(8_000);
    expect(e.DB_CONNECT_TIMEOUT_MS).toBe(60_000);
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('when METRICS_ALLOW_CIDRS is given, then it is parsed, and a malformed one is refused by name', () => {
    const e = parseEnv({ METRICS_ALLOW_CIDRS: '10.0.0.0/8, fd00::/8' });
    expect(e.metricsAllow.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(e.metricsAllow.check('11.1.2.3', 'ipv4')).toBe(false);
    expect(e.metricsAllow.check('fd00::1', 'ipv6')).toBe(true);
    expect(parseEnv({}).metricsAllow.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(() => parseEnv({ METRICS_ALLOW_CIDRS: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW_CIDRS: must be comma-separated CIDRs/);
    expect(() => parseEnv({ METRICS_ALLOW_CIDRS: 'everyone' })).toThrow(/METRICS_ALLOW_CIDRS/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('when TEST_ROUTES is on outside NODE_ENV=test, then the configuration is refused', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_ROUTES: 'true' })).toThrow(/TEST_ROUTES=true is allowed only with NODE_ENV=test/);
    expect(parseEnv({ NODE_ENV: 'test', TEST_ROUTES: 'true' }).TEST_ROUTES).toBe(true);
  });

  it('when compose passes an unset variable as an empty value, then the default applies instead of a validation error', () => {
    const e = parseEnv({ SANDBOX_WEBHOOK_SECRET: '', STRIPE_SECRET_KEY: '', DEMO_DATA: '', PORT: '' });
    expect(e.SANDBOX_WEBHOOK_SECRET).toBe(DEFAULT_SANDBOX_WEBHOOK_SECRET);
    expect(e.STRIPE_SECRET_KEY).toBeUndefined();
    expect(e.DEMO_DATA).toBeUndefined();
    expect(e.PORT).toBe(3000);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('when the receipt issuer is not set, then receipts name an obviously demo company', () => {
    const e = parseEnv({});
    expect(e.SIFU_COMPANY_NAME).toBe(DEMO_COMPANY.SIFU_COMPANY_NAME);
    expect(e.SIFU_COMPANY_NAME).toMatch(/Demo/);
    expect(e.SIFU_COMPANY_BR_NUMBER).toMatch(/^DEMO-/);
  });
});
