import { parseEnv, partnerSessionSecrets } from './env';
import { partnerSessionsOffWarning, productionSafetyProblems } from './production-safety';

const base = { NODE_ENV: 'test', LOG_TO_FILE: 'false' };
const SECRET = 'a'.repeat(16) + 'b'.repeat(16);

describe('PARTNER_SESSION_SECRETS', () => {
  it('when pairs are given, then each partner has its secret and there is no default for anyone', () => {
    const e = parseEnv({ ...base, PARTNER_SESSION_SECRETS: `life55688:${SECRET}, fet:${SECRET}x` });
    expect([...partnerSessionSecrets(e)]).toEqual([
      ['life55688', SECRET],
      ['fet', `${SECRET}x`],
    ]);
    expect(partnerSessionSecrets(parseEnv(base)).size).toBe(0);
  });

  it.each([`hkt:${SECRET}`, 'life55688:short', `life55688 ${SECRET}`, `fet:${SECRET},`])(
    'when the setting is malformed (%s), then start-up refuses it',
    (value) => {
      expect(() => parseEnv({ ...base, PARTNER_SESSION_SECRETS: value })).toThrow(/PARTNER_SESSION_SECRETS/);
    },
  );

  it('when the flag is on without any secret, then start-up warns that partner sessions stay off; with one it does not', () => {
    const off = parseEnv({ ...base, FEATURE_FLAGS: 'partnerSessions=on' });
    expect(partnerSessionsOffWarning(off)).toMatch(/partnerSessions is on but PARTNER_SESSION_SECRETS is not set/);
    expect(
      partnerSessionsOffWarning(parseEnv({ ...base, FEATURE_FLAGS: 'partnerSessions=on', PARTNER_SESSION_SECRETS: `fet:${SECRET}` })),
    ).toBeNull();
    expect(partnerSessionsOffWarning(parseEnv(base))).toBeNull();
  });

  it('when production runs with a secret of its own, then the partner secret is not among the refusals', () => {
    const e = parseEnv({
      ...base,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:x9@db/sifu',
      PARTNER_SESSION_SECRETS: `fet:${SECRET}`,
    });
    expect(productionSafetyProblems(e).map((p) => p.setting)).not.toContain('PARTNER_SESSION_SECRETS');
  });
});
