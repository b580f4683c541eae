/** GET /media/… (ADR 0045) against a real PostgreSQL: public images for anyone, every other file a 404 there. */
import request from 'supertest';
import sharp from 'sharp';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { serviceMediaContract } from '@shared/api/service-media.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { urlOf } from '@shared/api/endpoint';
import { publicMediaUrlOf } from '@shared/domain/public-media';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { bidFor, createConsumer, createPro, postRequest, setUpCatalog } from '../../test/fixtures';
import { solidImage } from '../../test/images';
import { api } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);
const visitor = () => request(ctx.sifu.handler);

type Agent = ReturnType<TestContext['agent']>;

async function upload(agent: Agent, bytes: Buffer, name: string): Promise<{ id: number }> {
  const res = await api(agent).call(attachmentsContract.upload).attach('file', bytes, name);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status}`);
  return res.body.data[0];
}

async function publicPro() {
  const pro = await createPro(ctx, cat);
  const logo = await upload(pro.agent, await solidImage('png', 400, 300), 'logo.png');
  const photo = await upload(pro.agent, await solidImage('jpeg', 1200, 800), 'job.jpg');
  await pro.agent.post(urlOf(serviceMediaContract.logo, { params: { id: pro.serviceId } })).send({ attachment_id: logo.id });
  await pro.agent.post(urlOf(serviceMediaContract.add, { params: { id: pro.serviceId } })).send({ attachment_ids: [photo.id] });
  return { pro, logo, photo };
}

describe('GET /media/{id}[/{size}.{format}]', () => {
  it('when a public service’s logo and photo are fetched, then each size comes with its type, nosniff, a year of immutable caching and no cookie', async () => {
    const { logo, photo } = await publicPro();
    const cases: Array<[string, string]> = [
      [`/media/${logo.id}/thumb.webp`, 'image/webp'],
      [`/media/${logo.id}/display.jpg`, 'image/jpeg'],
      [`/media/${photo.id}/thumb.jpg`, 'image/jpeg'],
      [`/media/${photo.id}/display.webp`, 'image/webp'],
      [`/media/${photo.id}`, 'image/jpeg'],
    ];
    for (const [url, type] of cases) {
      const res = await visitor().get(url).buffer(true);
      expect({ url, status: res.status, type: res.headers['content-type'] }).toEqual({ url, status: 200, type });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie']).toBeUndefined();
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe(type === 'image/webp' ? 'webp' : 'jpeg');
    }
    const head = await visitor().head(`/media/${photo.id}/display.jpg`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('when a public profile is read, then its logo, photos and cards name /media URLs that answer 200', async () => {
    const { pro, logo, photo } = await publicPro();
    const res = await api(visitor()).call(proServicesContract.profile, { params: { id: pro.serviceId }, query: { lng: 'zh-HK' } });
    const profile = res.body.data;
    expect(profile.logo_url).toBe(`/media/${logo.id}/thumb.webp`);
    expect(profile.logo.display.jpeg).toBe(`/media/${logo.id}/display.jpg`);
    expect(profile.media[0].image.thumb.webp).toBe(`/media/${photo.id}/thumb.webp`);
    expect(profile.media[0].url).toBe(`/media/${photo.id}/display.jpg`);
    for (const url of [profile.logo_url, profile.media[0].url]) expect((await visitor().get(url)).status).toBe(200);
  });

  it.each(['zh-HK', 'en-HK'])(
    'when the %s page of a pro is rendered, then its pictures and LocalBusiness image are /media URLs',
    async (lng) => {
      const { pro, logo, photo } = await publicPro();
      const res = await visitor().get(`/${lng}/service/${pro.serviceId}`).redirects(1);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('/api/attachments');
      const srcs = [...res.text.matchAll(/<(?:img|source)\b[^>]*\s(?:src|srcSet|srcset)="([^"]+)"/g)].map((m) => m[1]);
      expect(srcs.join(' ')).toContain(`/media/${photo.id}/`);
      const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
      const business = ld.flatMap((x) => (Array.isArray(x['@graph']) ? x['@graph'] : [x])).find((x) => x['@type'] === 'LocalBusiness');
      expect(business.image).toMatch(new RegExp(`/media/${logo.id}/display\\.jpg$`));
    },
  );

  it('when a private file’s id is asked for under /media, then 404 for visitors and for its owner, who still reads it under /api', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const photo = await upload(consumer.agent, await solidImage('jpeg', 300, 200), 'my-flat.jpg');
    const { bids } = await postRequest(ctx, consumer, cat, { photos: [photo.id] });
    expect(bidFor(bids, pro.serviceId)).toBeGreaterThan(0);
    for (const url of [`/media/${photo.id}`, `/media/${photo.id}/thumb.jpg`, `/media/${photo.id}/display.webp`]) {
      for (const agent of [visitor(), consumer.agent, pro.agent]) {
        const res = await agent.get(url);
        expect({ url, status: res.status }).toEqual({ url, status: 404 });
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
      }
    }
    const own = await api(consumer.agent).call(attachmentsContract.download, { params: { id: photo.id }, query: { size: 'thumb' } });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('when a service is made private or its logo replaced, then its old images are 404 under /media', async () => {
    const { pro, logo, photo } = await publicPro();
    const next = await upload(pro.agent, await solidImage('png', 200, 200), 'new-logo.png');
    await pro.agent.post(urlOf(serviceMediaContract.logo, { params: { id: pro.serviceId } })).send({ attachment_id: next.id });
    expect((await visitor().get(`/media/${logo.id}/thumb.webp`)).status).toBe(404);
    expect((await visitor().get(`/media/${next.id}/thumb.webp`)).status).toBe(200);
    await ctx.deps.db.query('UPDATE quote_services SET is_public = false WHERE quote_service_id = $1', [pro.serviceId]);
    expect((await visitor().get(`/media/${photo.id}/thumb.jpg`)).status).toBe(404);
    expect((await visitor().get(`/media/${next.id}/thumb.webp`)).status).toBe(404);
  });

  it('when a /media path names no size or format we make, then 404 without a lookup', async () => {
    const { photo } = await publicPro();
    const spy = jest.spyOn(ctx.deps.db.pool, 'query');
    try {
      for (const url of [`/media/${photo.id}/huge.jpg`, `/media/${photo.id}/thumb.png`, '/media/abc', '/media/0', `/media/${photo.id}/`]) {
        expect({ url, status: (await visitor().get(url)).status }).toEqual({ url, status: 404 });
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('when an image is fetched under /media, then one query answers it, as under /api', async () => {
    const { photo } = await publicPro();
    const spy = jest.spyOn(ctx.deps.db.pool, 'query');
    try {
      expect((await visitor().get(`/media/${photo.id}/thumb.webp`)).status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('when robots.txt and the pros sitemap are read, then /media is allowed, /api is not, and each profile lists its images', async () => {
    const { pro, logo, photo } = await publicPro();
    const robots = (await visitor().get('/robots.txt')).text;
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Allow: /media/\n');
    const xml = (await visitor().get('/sitemaps/pros.xml')).text;
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const entry = xml.split('\n').find((l) => l.includes(`<loc>http://localhost:3000/zh-HK/service/${pro.serviceId}/`));
    expect(entry).toContain(
      `<image:image><image:loc>http://localhost:3000/media/${logo.id}/display.jpg</image:loc></image:image>` +
        `<image:image><image:loc>http://localhost:3000/media/${photo.id}/display.jpg</image:loc></image:image>`,
    );
  });

  it('when a stored URL of ours is made public, then it names the same size and format under /media; others are kept', () => {
    expect(publicMediaUrlOf('/api/attachments/12?size=thumb&format=webp')).toBe('/media/12/thumb.webp');
    expect(publicMediaUrlOf('/api/attachments/12?size=display&format=jpeg')).toBe('/media/12/display.jpg');
    expect(publicMediaUrlOf('/api/attachments/12?size=display')).toBe('/media/12/display.jpg');
    expect(publicMediaUrlOf('/api/attachments/12')).toBe('/media/12');
    expect(publicMediaUrlOf('https://example.com/logo.png')).toBe('https://example.com/logo.png');
    expect(publicMediaUrlOf(null)).toBeNull();
  });
});
