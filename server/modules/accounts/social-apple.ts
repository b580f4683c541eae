/**
 * Sign in with Apple's client secret. Apple wants a JWT signed with the team's key (ES256, iss =
 * team id, sub = client id, aud = Apple's issuer, at most six months). It is either given as APPLE_CLIENT_SECRET
 * (made elsewhere for APPLE_CLIENT_ID, renewed before it expires) or signed here from APPLE_TEAM_ID, APPLE_KEY_ID and
 * APPLE_PRIVATE_KEY (the .p8 file), a fresh short one per client id every few minutes.
 */
import { importPKCS8, SignJWT } from 'jose';

export interface AppleSecretConfig {
  clientId: string;
  issuer: string;
  clientSecret?: string;
  teamId?: string;
  keyId?: string;
  privateKey?: string;
}

const SECRET_TTL_S = 10 * 60;

/** Answers the client secret for a client id (undefined: none can be made for it). */
export function appleClientSecrets(cfg: AppleSecretConfig): (clientId: string) => Promise<string | undefined> {
  const { teamId, keyId, privateKey } = cfg;
  if (!teamId || !keyId || !privateKey) {
    return async (clientId) => (clientId === cfg.clientId ? cfg.clientSecret : undefined);
  }
  let key: ReturnType<typeof importPKCS8> | undefined;
  const made = new Map<string, { secret: string; until: number }>();
  return async (clientId) => {
    const now = Math.floor(Date.now() / 1000);
    const hit = made.get(clientId);
    if (hit && hit.until > now + 60) return hit.secret;
    const secret = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keyId })
      .setIssuer(teamId)
      .setSubject(clientId)
      .setAudience(cfg.issuer.replace(/\/+$/, ''))
      .setIssuedAt(now)
      .setExpirationTime(now + SECRET_TTL_S)
      .sign(await (key ??= importPKCS8(privateKey.replace(/\\n/g, '\n'), 'ES256')));
    made.set(clientId, { secret, until: now + SECRET_TTL_S });
    return secret;
  };
}
