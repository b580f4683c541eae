/** Sign in with Apple's client secret: given directly, or an ES256 JWT signed here with the team's key. */
import { exportPKCS8, generateKeyPair, jwtVerify, decodeProtectedHeader } from 'jose';
import { appleClientSecrets } from './social-apple';

describe('Apple client secret', () => {
  it('when APPLE_CLIENT_SECRET is given, then it is used for APPLE_CLIENT_ID and no other client id', async () => {
    const secretFor = appleClientSecrets({ clientId: 'hk.sifu.web', issuer: 'https://appleid.apple.com', clientSecret: 'given.jwt.value' });
    expect(await secretFor('hk.sifu.web')).toBe('given.jwt.value');
    expect(await secretFor('hk.sifu.ios')).toBeUndefined();
  });

  it('when the team key is configured (one-line PEM with \\n escapes), then a short ES256 JWT is signed for each client id and reused', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = (await exportPKCS8(privateKey)).replace(/\n/g, '\\n');
    const secretFor = appleClientSecrets({
      clientId: 'hk.sifu.web',
      issuer: 'https://appleid.apple.com/',
      teamId: 'TEAM123456',
      keyId: 'KEY987',
      privateKey: pem,
    });
    const web = (await secretFor('hk.sifu.web'))!;
    const ios = (await secretFor('hk.sifu.ios'))!;
    expect(decodeProtectedHeader(web)).toEqual({ alg: 'ES256', kid: 'KEY987' });
    const { payload } = await jwtVerify(web, publicKey, {
      issuer: 'TEAM123456',
      audience: 'https://appleid.apple.com',
      subject: 'hk.sifu.web',
    });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(600);
    expect((await jwtVerify(ios, publicKey)).payload.sub).toBe('hk.sifu.ios');
    expect(await secretFor('hk.sifu.web')).toBe(web);
  });
});
