/** The test client sends what the declaration says: method, path with params, query, and the body as given (the URLs are written out: they are what is checked). */
import type { Test } from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { api, endpointTitle } from './api';

function recorder() {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const test = (method: string, url: string) => {
    const call: (typeof calls)[number] = { method, url };
    calls.push(call);
    const t = { send: (body: unknown) => ((call.body = body), t) };
    return t as unknown as Test;
  };
  return { calls, requester: { get: (url: string) => test('GET', url), post: (url: string) => test('POST', url) } };
}

describe('api(agent).call', () => {
  it('when an endpoint has path params, a query and a body, then the declared method and URL are used and the body is sent as given', () => {
    const { calls, requester } = recorder();
    api(requester).call(bidsContract.sendQuote, { params: { id: 41 }, body: { rating_type: 'flat', price: 800 } });
    api(requester).call(catalogContract.category, { params: { slug: 'plumbing' }, query: { lng: 'en-HK' } });
    api(requester).call(accountsContract.me);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/quote_bids/change_status/rating/41', body: { rating_type: 'flat', price: 800 } },
      { method: 'GET', url: '/api/categories/plumbing?lng=en-HK' },
      { method: 'GET', url: '/api/user/me' },
    ]);
  });

  it('when a test names an endpoint, then the title is its method and full path', () => {
    expect(endpointTitle(bidsContract.sendQuote)).toBe('POST /api/quote_bids/change_status/rating/{id}');
  });
});
