/**
 * A local OpenID Connect provider (server/test/oidc-fixture.ts) to try "Continue with Google" without Google. Its
 * sign-in page asks for any e-mail address (the account is made on first use). Playwright starts it for
 * e2e/accounts-social.spec.ts (e2e/playwright.config.ts); by hand:
 *   OIDC_DEV_REDIRECT_URIS=http://localhost:3000/api/auth/google/callback node scripts/oidc-dev-provider.ts
 * and start Sifu with GOOGLE_ISSUER=http://127.0.0.1:3101 GOOGLE_CLIENT_ID=sifu-dev GOOGLE_CLIENT_SECRET=sifu-dev-secret.
 * Never point a production server at it: it signs in whoever types an address.
 */
export {};

const started = Date.now();
const port = Number(process.env.OIDC_DEV_PORT ?? 3101);
const redirectUris = (process.env.OIDC_DEV_REDIRECT_URIS ?? 'http://localhost:3000/api/auth/google/callback')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

// Loaded after the first line of output, so a slow start (the e2e run waits for this server) shows where it is.
console.log(`local OpenID provider: starting on port ${port}`);
const { startOidcFixture } = await import('../server/test/oidc-fixture.ts');
const provider = await startOidcFixture({
  port,
  redirectUris,
  clientId: process.env.OIDC_DEV_CLIENT_ID ?? 'sifu-dev',
  clientSecret: process.env.OIDC_DEV_CLIENT_SECRET ?? 'sifu-dev-secret',
});
console.log(
  `local OpenID provider at ${provider.issuer} in ${Date.now() - started} ms (client ${provider.clientId}; redirects to ${redirectUris.join(', ')})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
