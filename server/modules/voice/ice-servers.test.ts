/** TURN credentials in coturn's use-auth-secret scheme, and the ICE servers given to a browser. */
import { parseEnv } from '../../config/env';
import { iceServersFor, turnCredential } from './ice-servers';

describe('TURN credentials', () => {
  it('when signed for a user, then the username is <expiry>:<user id> and the credential base64(HMAC-SHA1(secret, username)) as coturn computes it', () => {
    // The vector: printf '1700003600:42' | openssl dgst -sha1 -hmac coturn-static-secret-0042 -binary | base64
    expect(turnCredential('coturn-static-secret-0042', 42, 1_700_000_000, 3600)).toEqual({
      username: '1700003600:42',
      credential: 'whWkqtLu++/ZOMzwnHVos2Tphh8=',
    });
  });

  it('when STUN is turned off and TURN has no secret, then no server is offered; TURN_URLS without TURN_SECRET does not parse', () => {
    expect(iceServersFor(parseEnv({ NODE_ENV: 'test', STUN_URLS: 'none' }), 1)).toEqual([]);
    expect(() => parseEnv({ NODE_ENV: 'test', TURN_URLS: 'turn:turn.example.hk:3478' })).toThrow(/TURN_URLS needs TURN_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'test', TURN_URLS: 'https://turn.example.hk', TURN_SECRET: 'x'.repeat(32) })).toThrow(/turn:/);
  });
});
