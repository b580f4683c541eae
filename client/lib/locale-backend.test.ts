import type { ReadCallback, Services } from 'i18next';
import { createI18n } from './i18n';
import { LocaleBackend, loadLocaleBundles } from './locale-backend';

type Reply = { status: number; body?: string } | Error;

function reply(r: Reply): Promise<Response> {
  if (r instanceof Error) return Promise.reject(r);
  return Promise.resolve({
    ok: r.status >= 200 && r.status < 300,
    status: r.status,
    statusText: '',
    text: async () => r.body ?? '',
  } as Response);
}

/** Replaces fetch with a mock answering each call with the next reply (the last one repeats). */
function mockFetch(...replies: Reply[]): jest.Mock {
  let call = 0;
  const fn = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => reply(replies[Math.min(call++, replies.length - 1)]));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Calls backend.read and resolves with what it passed to the callback. */
function read(backend: LocaleBackend, lng: string, ns: string): Promise<Parameters<ReadCallback>> {
  return new Promise((resolve) => backend.read(lng, ns, (err, data) => resolve([err, data])));
}

function backend(loadPath = '/locales/{{ns}}.{{lng}}.json'): LocaleBackend {
  const b = new LocaleBackend();
  b.init({} as Services, { loadPath });
  return b;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('LocaleBackend.read', () => {
  it('when the namespace file loads, then the callback gets (null, its JSON) from the path with ns and lng filled in', async () => {
    const fetchMock = mockFetch({ status: 200, body: '{"title":"價錢"}' });
    expect(await read(backend(), 'zh-HK', 'pricing')).toEqual([null, { title: '價錢' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/locales/pricing.zh-HK.json');
  });

  it('when the server fails with a 5xx, then the callback gets an error and true, so i18next retries', async () => {
    mockFetch({ status: 503 });
    const [err, retry] = await read(backend(), 'en-HK', 'quotes');
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain('/locales/quotes.en-HK.json; status code: 503');
    expect(retry).toBe(true);
  });

  it('when the file is not there (4xx), then the callback gets an error and false: no retry', async () => {
    mockFetch({ status: 404 });
    const [err, retry] = await read(backend(), 'en-HK', 'quotes');
    expect(err).toBeInstanceOf(Error);
    expect(retry).toBe(false);
  });

  it('when the network fails, then the callback gets an error and true', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const [err, retry] = await read(backend(), 'en-HK', 'quotes');
    expect(String((err as Error).message)).toContain('Failed to fetch');
    expect(retry).toBe(true);
  });

  it('when the body is not JSON, then the callback gets an error and false', async () => {
    mockFetch({ status: 200, body: '<html>' });
    const [err, retry] = await read(backend(), 'en-HK', 'quotes');
    expect(String((err as Error).message)).toContain('failed parsing /locales/quotes.en-HK.json');
    expect(retry).toBe(false);
  });

  it('when a language or namespace could change the URL, then nothing is fetched and the error is final', async () => {
    const fetchMock = mockFetch({ status: 200, body: '{}' });
    expect((await read(backend(), '../en-HK', 'quotes'))[1]).toBe(false);
    expect((await read(backend(), 'en-HK', 'quotes?x=1'))[1]).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// zh-HK is the fallback language: an en-HK page would fetch each namespace in zh-HK as well.
describe('createI18n with http (the browser)', () => {
  it('when a namespace the page did not bring is needed, then it is fetched and its keys translate', async () => {
    const fetchMock = mockFetch({ status: 200, body: '{"title":"Prices"}' });
    const i18n = createI18n('zh-HK', { common: { ok: 'OK' } }, { http: true });
    await i18n.loadNamespaces('pricing');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/locales/pricing.zh-HK.json']);
    expect(i18n.t('pricing|title')).toBe('Prices');
    expect(i18n.t('common|ok')).toBe('OK');
  });

  it('when the first try fails with a 5xx, then i18next retries and the namespace loads', async () => {
    const fetchMock = mockFetch({ status: 502 }, { status: 200, body: '{"title":"Prices"}' });
    const i18n = createI18n('zh-HK', {}, { http: true });
    await i18n.loadNamespaces('pricing');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(i18n.t('pricing|title')).toBe('Prices');
  });

  it('when the file is missing (404), then i18next does not retry and reports the failure', async () => {
    const fetchMock = mockFetch({ status: 404 });
    const i18n = createI18n('zh-HK', {}, { http: true });
    const failed = jest.fn();
    i18n.on('failedLoading', failed);
    await i18n.loadNamespaces('pricing');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith('zh-HK', 'pricing', expect.any(Error));
    expect(i18n.hasResourceBundle('zh-HK', 'pricing')).toBe(false);
  });
});

describe('loadLocaleBundles (before hydration)', () => {
  it('when the page names versions, then each bundle is fetched by version and a 5xx is retried', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const fetchMock = mockFetch({ status: 503 }, { status: 200, body: '{"a":"A"}' });
      const done = loadLocaleBundles('en-HK', ['common'], { common: 'abc123' });
      await jest.advanceTimersByTimeAsync(1000);
      await expect(done).resolves.toEqual({ common: { a: 'A' } });
      expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
        '/locales/common.en-HK.json?v=abc123',
        '/locales/common.en-HK.json?v=abc123',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when a bundle is refused (4xx), then it rejects at once instead of hydrating without text', async () => {
    const fetchMock = mockFetch({ status: 404 });
    await expect(loadLocaleBundles('en-HK', ['common'], {})).rejects.toThrow(/404/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/locales/common.en-HK.json');
  });
});
