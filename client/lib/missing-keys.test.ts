/** The missing-key queue: one batch after a delay, each key once per page load, at most a report's worth. */
import { createMissingQueue } from './missing-keys';

function setUp(stillMissing?: (item: { key: string }) => boolean) {
  const sent: { lng: string; ns: string; key: string }[][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const queue = createMissingQueue({
    send: (items) => sent.push(items),
    stillMissing,
    schedule: (run, ms) => timers.push({ run, ms }),
  });
  const fire = () => timers.splice(0).forEach((t) => t.run());
  return { queue, sent, timers, fire };
}

describe('the missing-key queue', () => {
  it('when keys go missing, then nothing is sent until the delay passes, then one batch without repeats', () => {
    const { queue, sent, timers, fire } = setUp();
    expect(queue.add({ lng: 'en-HK', ns: 'site', key: 'a>b' })).toBe(true);
    expect(queue.add({ lng: 'en-HK', ns: 'site', key: 'a>b' })).toBe(false);
    expect(queue.add({ lng: 'en-HK', ns: 'common', key: 'a>b' })).toBe(true);
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(5000);
    fire();
    expect(sent).toEqual([
      [
        { lng: 'en-HK', ns: 'site', key: 'a>b' },
        { lng: 'en-HK', ns: 'common', key: 'a>b' },
      ],
    ]);
    // The same key later in the page load is not sent again; a new one starts a new batch.
    expect(queue.add({ lng: 'en-HK', ns: 'site', key: 'a>b' })).toBe(false);
    expect(timers).toHaveLength(0);
    expect(queue.add({ lng: 'zh-HK', ns: 'site', key: 'c' })).toBe(true);
    fire();
    expect(sent[1]).toEqual([{ lng: 'zh-HK', ns: 'site', key: 'c' }]);
  });

  it('when more than 20 distinct keys go missing, then only the first 20 are ever sent', () => {
    const { queue, sent, fire } = setUp();
    for (let i = 0; i < 30; i++) queue.add({ lng: 'zh-HK', ns: 'ops', key: `k${i}` });
    fire();
    queue.add({ lng: 'zh-HK', ns: 'ops', key: 'later' });
    fire();
    expect(sent).toHaveLength(1);
    expect(sent[0].map((i) => i.key)).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`));
  });

  it('when a key is one the server would refuse, then it is not queued', () => {
    const { queue, sent, fire } = setUp();
    expect(queue.add({ lng: 'fr-FR', ns: 'site', key: 'a' })).toBe(false);
    expect(queue.add({ lng: 'en-HK', ns: 'nope', key: 'a' })).toBe(false);
    expect(queue.add({ lng: 'en-HK', ns: 'site', key: 'x'.repeat(201) })).toBe(false);
    expect(queue.add({ lng: 'en-HK', ns: 'site', key: 'line\nbreak' })).toBe(false);
    fire();
    expect(sent).toEqual([]);
  });

  it('when a key resolved before sending (its namespace was loading), then it is dropped, and an empty batch is not sent', () => {
    const { queue, sent, fire } = setUp((item) => item.key !== 'loaded');
    queue.add({ lng: 'en-HK', ns: 'site', key: 'loaded' });
    fire();
    expect(sent).toEqual([]);
    queue.add({ lng: 'en-HK', ns: 'site', key: 'loaded2' });
    queue.add({ lng: 'en-HK', ns: 'site', key: 'loaded' });
    fire();
    expect(sent).toEqual([[{ lng: 'en-HK', ns: 'site', key: 'loaded2' }]]);
  });
});

describe('the browser i18next instance', () => {
  afterEach(() => jest.useRealTimers());

  it('reports a missing key in one batch after the delay, and never when built for the server render', async () => {
    const calls: { url: string; body?: string }[] = [];
    globalThis.fetch = jest.fn((url: string, init?: { body?: string }) => {
      calls.push({ url: String(url), body: init?.body });
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) });
    }) as never;
    jest.useFakeTimers();
    const { createI18n } = await import('./i18n');
    const server = createI18n('en-HK', { site: { here: 'Here' } });
    expect(server.options.saveMissing).toBeFalsy();
    server.t('site|absent>on_server');

    const browser = createI18n('en-HK', { site: { here: 'Here' } }, { http: true });
    expect(browser.t('site|here')).toBe('Here');
    browser.t('site|absent>key');
    browser.t('site|absent>key');
    await import('./missing-keys');
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const reports = () => calls.filter((c) => c.url === '/api/i18n/missing');
    expect(reports()).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(reports()).toHaveLength(1);
    expect(JSON.parse(reports()[0].body!)).toEqual({ items: [{ lng: 'en-HK', ns: 'site', key: 'absent>key' }], path: '/' });
  });
});
