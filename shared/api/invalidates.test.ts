/** Every `invalidates` prefix of an endpoint names reads that exist, so a renamed path cannot leave a list stale. */
import { API_CONTRACTS } from './contracts';
import type { EndpointDef } from './endpoint';

const endpoints = Object.entries(API_CONTRACTS).flatMap(([domain, contract]) =>
  Object.entries(contract as Record<string, EndpointDef>).map(([name, e]) => ({ id: `${domain}.${name}`, e })),
);
const reads = endpoints.filter(({ e }) => e.method === 'GET').map(({ e }) => e.path);

describe('endpoint invalidations', () => {
  const declared = endpoints.filter(({ e }) => e.invalidates?.length);

  it('are declared by the endpoints that change what others read', () => {
    expect(declared.length).toBeGreaterThan(20);
  });

  it.each(declared.map(({ id, e }) => [id, e.invalidates!] as const))('%s names existing reads', (_id, prefixes) => {
    for (const prefix of prefixes) {
      expect(prefix).toMatch(/^\//);
      expect(reads.filter((path) => path.startsWith(prefix))).not.toEqual([]);
    }
  });

  it('are declared only on calls that change something', () => {
    const onReads = declared.filter(({ e }) => e.method === 'GET').map(({ id }) => id);
    expect(onReads).toEqual([]);
  });
});
