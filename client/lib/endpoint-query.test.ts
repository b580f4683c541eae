import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoint } from '@shared/api/endpoint';
import { endpointKey, keyUnder, readQuery, refetchUnder } from './endpoint-query';

const bid = endpoint({
  method: 'GET',
  path: '/quote_bid/{id}',
  summary: 'a bid',
  access: 'user',
  rate: 'read',
  params: z.object({ id: z.number() }),
  response: z.object({}),
});
const leads = endpoint({
  method: 'GET',
  path: '/quote_bids/leads',
  summary: 'leads',
  access: 'pro',
  rate: 'read',
  query: z.object({ page: z.number().optional(), q: z.string().optional() }),
  response: z.object({}),
});

describe('endpointKey', () => {
  it('is the path template and the input, without empty parts', () => {
    expect(endpointKey(bid, { params: { id: 5 } })).toEqual(['/quote_bid/{id}', { params: { id: 5 } }]);
    expect(endpointKey(leads, { query: { page: 1, q: '' } })).toEqual(['/quote_bids/leads', { query: { page: 1 } }]);
    expect(endpointKey(leads, { query: { q: undefined } })).toEqual(endpointKey(leads, {}));
  });

  it('keeps another shape of the same read apart', () => {
    expect(endpointKey(leads, {}, 'names')).toEqual(['/quote_bids/leads', {}, 'names']);
  });
});

describe('refetchUnder', () => {
  it('marks stale the reads under the prefixes, except the one just written', async () => {
    const qc = new QueryClient();
    const one = endpointKey(bid, { params: { id: 1 } });
    const two = endpointKey(bid, { params: { id: 2 } });
    const list = endpointKey(leads, {});
    const other = ['/wallet/balance', {}];
    for (const key of [one, two, list, other]) qc.setQueryData(key, { ok: true });

    await refetchUnder(qc, ['/quote_bid'], one);

    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect([stale(one), stale(two), stale(list), stale(other)]).toEqual([false, true, true, false]);
  });

  it('uses the endpoint declaration when given an endpoint', async () => {
    const qc = new QueryClient();
    qc.setQueryData(endpointKey(leads, {}), 1);
    await refetchUnder(qc, { ...bid, method: 'POST', invalidates: ['/quote_bids/'] });
    expect(qc.getQueryState(endpointKey(leads, {}))?.isInvalidated).toBe(true);
    expect(keyUnder(['/quote_bids/'], endpointKey(bid, { params: { id: 1 } }))).toBe(false);
  });
});

describe('readQuery', () => {
  it("leaves the query client's default freshness alone unless told otherwise", () => {
    const data = { read: jest.fn() };
    expect('staleTime' in readQuery(data, bid, { params: { id: 1 } })).toBe(false);
    expect(readQuery(data, bid, { params: { id: 1 } }, { staleTime: 5 }).staleTime).toBe(5);
  });
});
