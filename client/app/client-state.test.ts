import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from '@shared/config/feature-flags';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { fromWireEnv, toWireEnv } from './client-state';

const env = (flags: string): ClientEnv =>
  ({ PUBLIC_URL: 'https://sifu.hk', featureFlags: parseFeatureFlags(flags) }) as unknown as ClientEnv;

describe('the env in a page state', () => {
  it('when flags are on and off, then the state lists the ones on and the browser gets every flag back', () => {
    const server = env('shop=on,oauth=off');
    const wire = toWireEnv(server);
    expect(wire.featureFlags).toContain('shop');
    expect(wire.featureFlags).not.toContain('oauth');
    expect(wire.featureFlags).toHaveLength(Object.values(server.featureFlags).filter(Boolean).length);
    expect(fromWireEnv(JSON.parse(JSON.stringify(wire)))).toEqual(server);
  });

  it('when a flag the browser knows is missing from the state, then it is off (never its default)', () => {
    const back = fromWireEnv({ PUBLIC_URL: 'https://sifu.hk', featureFlags: [] } as unknown as ReturnType<typeof toWireEnv>);
    expect(Object.keys(back.featureFlags)).toEqual(Object.keys(DEFAULT_FEATURE_FLAGS));
    expect(Object.values(back.featureFlags).every((on) => on === false)).toBe(true);
  });
});
