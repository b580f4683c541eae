/**
 * GET /og/{lng}/{page}.png against the demo data: the card is the page's own data (checked against the services
 * the page reads), the answer is a cacheable PNG, and nothing but a public page's path gets an image.
 */
import request from 'supertest';
import sharp from 'sharp';
import { shareCardVersion, type ShareCard } from '@shared/domain/share-image';
import { serviceMediaContract } from '@shared/api/service-media.contract';
import { urlOf } from '@shared/api/endpoint';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { setUpTestContext, signUp } from '../test/test-app';
import { createCatalog, createPro } from '../test/fixtures';
import { solidImage } from '../test/images';
import * as catalog from '../modules/catalog/catalog.service';
import * as costGuides from '../modules/catalog/price-guide.service';
import * as pros from '../modules/pro-services/pro-services.service';
import * as draw from './share-image-draw';
import { headOf } from './seo-test-helpers';
import { api } from '../test/api';

jest.setTimeout(180_000);

const ctx = setUpTestContext({ template: 'demo' });

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);
const drawSpy = () => jest.spyOn(draw, 'drawShareImage');
afterEach(() => jest.restoreAllMocks());

/** The page's og:image, as a path on this server. */
async function imageOf(page: string): Promise<string> {
  const res = await get(page);
  expect(res.status).toBe(200);
  const url = headOf(res.text).og['og:image'];
  expect(url.startsWith(`${BASE}/og/`)).toBe(true);
  return url.slice(BASE.length);
}

describe('share image route', () => {
  it('when a category page is shared, then its image is a cacheable PNG drawn from the category, its reviews and its quotes', async () => {
    const path = await imageOf('/zh-HK/category/plumbing');
    expect(path).toMatch(/^\/og\/zh-HK\/category\/plumbing\.png\?v=[a-z0-9]+$/);
    const spy = drawSpy();
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    const c = await catalog.getCategory(ctx.deps.db, 'plumbing', 'zh-HK');
    const band = (await catalog.getPriceGuide(ctx.deps.db, { slug: 'plumbing', lng: 'zh-HK' })).bands.find((b) => b.median !== null)!;
    expect(c.review_count).toBeGreaterThan(0);
    const card: ShareCard = spy.mock.calls[0][0];
    expect(card).toEqual({
      title: c.name,
      label: c.genre.name,
      icon: c.icon,
      rating: { average: c.avg_rating, count: c.review_count },
      price: { low: band.low, median: band.median, high: band.high, hourly: band.rating_type === 'hourly' },
      pros: c.pro_count,
    });
    expect(res.headers.etag).toBe(`"${shareCardVersion(card)}"`);
    expect(path.endsWith(`?v=${shareCardVersion(card)}`)).toBe(true);
  });

  it('when the image is asked for again, with another version or with text in the query, then the same cached image answers', async () => {
    const first = await get('/og/zh-HK/category/plumbing.png');
    const spy = drawSpy();
    const other = await get('/og/zh-HK/category/plumbing.png?v=old&title=Hacked&text=%3Cb%3E');
    expect(spy).not.toHaveBeenCalled();
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(other.body as Buffer, first.body as Buffer)).toBe(0);
    // Not its current version: kept only as long as the data behind it.
    expect(other.headers['cache-control']).toBe('public, max-age=1200');
    const again = await get('/og/zh-HK/category/plumbing.png').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const head = await request(ctx.sifu.handler).head('/og/zh-HK/category/plumbing.png');
    expect([head.status, head.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('when the English page is shared, then its image is drawn from the English names', async () => {
    const spy = drawSpy();
    const res = await get(await imageOf('/en-HK/category/plumbing'));
    expect(res.status).toBe(200);
    const c = await catalog.getCategory(ctx.deps.db, 'plumbing', 'en-HK');
    expect(spy.mock.calls[0][0]).toMatchObject({ title: c.name, label: c.genre.name });
    expect(c.name).toBe('Plumbing');
    expect(res.headers.etag).not.toBe((await get('/og/zh-HK/category/plumbing.png')).headers.etag);
  });

  it("when a pro's profile is shared, then the image has the pro's name, rating, hires and logo", async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { hiredCount: 12 });
    const logo = await solidImage('png', 400, 400, '#dc2626');
    const uploaded = await api(pro.agent).call(attachmentsContract.upload).attach('file', logo, 'logo.png');
    const set = await pro.agent
      .post(urlOf(serviceMediaContract.logo, { params: { id: pro.serviceId } }))
      .send({ attachment_id: uploaded.body.data[0].id });
    expect(set.status).toBe(200);
    const profile = await pros.getProfile(ctx.deps.db, pro.serviceId, 'en-HK');
    const spy = drawSpy();
    const res = await get(await imageOf(`/en-HK/service/${pro.serviceId}/${profile.slug}`));
    expect(res.status).toBe(200);
    const [card, drawCtx] = spy.mock.calls[0];
    expect(card).toMatchObject({
      title: 'Test Plumbing',
      avatar: { name: 'Test Plumbing', logo: profile.logo!.display.jpeg },
      hires: 12,
      verified: profile.is_verified,
    });
    expect(Buffer.isBuffer(drawCtx.logo)).toBe(true);
    expect(await sharp(drawCtx.logo!).metadata()).toMatchObject({ format: 'jpeg', width: 400 });
  });

  it('when a cost guide is shared, then the image has the typical range of the main quote type and the number of quotes', async () => {
    const g = await costGuides.getCostGuide(ctx.deps.db, { slug: 'plumbing', lng: 'zh-HK' });
    const main = g.split.find((s) => s.rating_type === g.main_type)!;
    const spy = drawSpy();
    expect((await get(await imageOf('/zh-HK/price/plumbing'))).status).toBe(200);
    expect(spy.mock.calls[0][0]).toMatchObject({
      title: g.category.name,
      price: { low: main.low, median: main.median, high: main.high },
      quotes: g.total_quotes,
    });
  });

  it('when the path is not a public page with a share image, then the answer is 404 and nothing is drawn', async () => {
    const spy = drawSpy();
    for (const path of [
      '/og/zh-HK/category/no-such-category.png',
      '/og/zh-HK/service/999999.png',
      '/og/zh-HK/dashboard.png',
      '/og/zh-HK/dashboard/credit.png',
      '/og/zh-HK/login.png',
      '/og/zh-HK/pro-search.png',
      '/og/zh-HK/form/plumbing.png',
      '/og/fr-FR/category/plumbing.png',
      '/og/zh-HK/category/plumbing',
      '/og/zh-HK/category/plumbing.jpg',
      '/og/zh-HK/category/%3Cscript%3E.png',
      '/og/zh-HK/../../etc/passwd.png',
      '/og/zh-HK/a/b/c/d/e/f.png',
      '/og/.png',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['content-type']).not.toMatch(/image/);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('when a signed-in user opens an image, then it is the visitor image and the session is not touched', async () => {
    const user = await signUp(ctx);
    const signedIn = await user.agent.get('/og/zh-HK/category/plumbing.png');
    const visitor = await get('/og/zh-HK/category/plumbing.png');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});
