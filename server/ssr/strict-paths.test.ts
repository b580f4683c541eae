/**
 * One spelling per URL: the API matches its paths in one letter case (another case is the API's JSON 404), a page
 * whose route words are in another case moves (301) to the declared spelling, and hashed assets are served exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { urlOf } from '@shared/api/endpoint';
import { BUILD_DIR } from '../config/paths';
import { setUpTestContext } from '../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest } from '../test/fixtures';

jest.setTimeout(120_000);

const ctx = setUpTestContext();
const get = (p: string) => request(ctx.sifu.handler).get(p);

describe('API paths', () => {
  it('when the API is called in another letter case, then it answers the JSON 404 of the API; the declared spelling answers 200', async () => {
    expect(urlOf(catalogContract.genres)).toBe('/api/genres');
    expect((await get('/api/genres')).status).toBe(200);
    for (const spelling of ['/API/GENRES', '/api/GENRES', '/Api/genres', '/API/genres', '/api/Genres']) {
      const res = await get(spelling);
      expect({ spelling, status: res.status, type: res.headers['content-type'] }).toEqual({
        spelling,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
      expect(res.body).toMatchObject({ status: 'Error' });
    }
  });

  it('when a pro sends a quote through another spelling of its path, then 404 and the bid is not quoted', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const bidId = bidFor(bids, pro.serviceId);
    const declared = urlOf(bidsContract.sendQuote, { params: { id: bidId } });
    expect(declared).toBe(`/api/quote_bids/change_status/rating/${bidId}`);
    for (const spelling of [
      `/api/quote_bids/change_status/RATING/${bidId}`,
      `/api/QUOTE_BIDS/change_status/rating/${bidId}`,
      `/API/quote_bids/change_status/rating/${bidId}`,
    ]) {
      const res = await pro.agent.post(spelling).send(flatQuote());
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 404 });
    }
    const quoted = await ctx.deps.db.one<{ sent: Date | null }>('SELECT quote_sent_on AS sent FROM quote_bids WHERE quote_bid_id = $1', [
      bidId,
    ]);
    expect(quoted!.sent).toBeNull();
    expect((await pro.agent.post(declared).send(flatQuote())).status).toBe(200);
  });
});

describe('page paths', () => {
  it('when a page is asked with its route words in another case, then 301 to the declared spelling with the query kept', async () => {
    expect((await get('/zh-HK/genre/all')).status).toBe(200);
    expect((await get('/zh-HK/contact')).status).toBe(200);
    const cases: [string, string][] = [
      ['/zh-HK/Genre/All', '/zh-HK/genre/all'],
      ['/en-HK/GENRE/ALL?utm_source=x&b=1', '/en-HK/genre/all?utm_source=x&b=1'],
      ['/zh-HK/Contact?from=footer', '/zh-HK/contact?from=footer'],
      // Without a prefix the language is settled first (ADR 0045), then the spelling.
      ['/Contact?from=footer', '/zh-HK/Contact?from=footer'],
      ['/zh-hk/contact', '/zh-HK/contact'],
    ];
    for (const [asked, canonical] of cases) {
      const res = await get(asked);
      expect({ asked, status: res.status, location: res.headers.location }).toEqual({ asked, status: 301, location: canonical });
    }
  });

  it('when a path is no page in any case, or only its parameter differs in case, then it is not redirected', async () => {
    expect((await get('/zh-HK/No-Such-Page')).status).toBe(404);
    // Not a page in the declared spelling either: the 404 it would be, not a redirect to a 404.
    const missing = await get('/zh-HK/Category/no-such-category');
    expect([missing.status, missing.headers.location]).toEqual([404, undefined]);
    // A slug is data: the page decides whether it exists; its spelling is never rewritten.
    const slugInUpperCase = await get('/zh-HK/category/SOME-CATEGORY');
    expect(slugInUpperCase.status).not.toBe(301);
    expect(slugInUpperCase.headers.location).toBeUndefined();
  });
});

describe('static assets', () => {
  it('when a hashed asset is asked in another letter case, then 404; its exact name answers 200', async () => {
    const dir = path.join(BUILD_DIR, 'public/static');
    const file = fs.readdirSync(dir).find((f) => /^[0-9a-f]+\.js$/.test(f) && /[a-f]/.test(f));
    expect(file).toBeDefined();
    expect((await get(`/static/${file}`)).status).toBe(200);
    expect((await get(`/static/${file!.toUpperCase()}`)).status).toBe(404);
    expect((await get(`/STATIC/${file}`)).status).toBe(404);
    expect((await get(`/Static/${file}`)).status).toBe(404);
  });
});
