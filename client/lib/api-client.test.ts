import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { ApiError, callApi, setInvalidSessionHandler } from './api-client';

function mockFetch(status: number, body: unknown): jest.Mock {
  const fn = jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      ({
        ok: status >= 200 && status < 300,
        status,
        statusText: '',
        json: async () => body,
      }) as Response,
  );
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('callApi', () => {
  it('when an endpoint with path params and a body is called, then the URL comes from its declaration and the body is JSON', async () => {
    const fetchMock = mockFetch(200, { status: 'Success', data: { quote_bid_id: 7 } });
    const data = await callApi(bidsContract.hire, { params: { id: 7 }, body: { date: '2030-01-20', time: '10:30' } });
    expect(data).toEqual({ quote_bid_id: 7 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(urlOf(bidsContract.hire, { params: { id: 7 } }));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ date: '2030-01-20', time: '10:30' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('when a GET endpoint has path params and a query, then they are encoded and no body is sent', async () => {
    const fetchMock = mockFetch(200, { status: 'Success', data: {} });
    await callApi(catalogContract.nearMe, { params: { slug: 'a/b c' }, query: { lng: 'en-HK', district: undefined, region: 'kowloon' } });
    const [url, init] = fetchMock.mock.calls[0];
    // The URL the client builds is what this checks, so it is written out in full.
    expect(url).toBe('/api/near_me/a%2Fb%20c?lng=en-HK&region=kowloon');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('when the server answers the error envelope, then an ApiError carries its status, code and field messages', async () => {
    mockFetch(422, {
      status: 'Error',
      error: { code: 'invalid_price', message: '請輸入大於 0 的價錢', details: { fields: { price: '請輸入大於 0 的價錢' } } },
    });
    const err = await callApi(bidsContract.sendQuote, {
      params: { id: 1 },
      body: { rating_type: 'flat', price: 0, attachments: [] },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'invalid_price',
      message: '請輸入大於 0 的價錢',
      fields: { price: '請輸入大於 0 的價錢' },
    });
  });

  it('when the session is invalid (403 invalid_token), then the invalid-session handler runs (SPEC §8); another 403 does not', async () => {
    const handler = jest.fn();
    setInvalidSessionHandler(handler);
    mockFetch(403, { status: 'Error', error: { code: 'wrong_role', message: 'x' } });
    await expect(callApi(accountsContract.me)).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    mockFetch(403, { status: 'Error', error: { code: 'invalid_token', message: 'x' } });
    await expect(callApi(accountsContract.me)).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
