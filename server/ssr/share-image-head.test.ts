/**
 * Share tags on every public page type in both languages (og:image with its size and alt, the Twitter card), each
 * image answering at its current version; none on pages that are not shareable; and image hygiene on public pages
 * (every <img> reserves its size and has alt; lazy ones decode off the main thread).
 */
import request from 'supertest';
import { serviceMediaContract as media } from '@shared/api/service-media.contract';
import { urlOf } from '@shared/api/endpoint';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { setUpTestContext } from '../test/test-app';
import { createCatalog, createPro } from '../test/fixtures';
import { solidImage } from '../test/images';
import { headOf, markupOf } from './seo-test-helpers';
import { api } from '../test/api';

jest.setTimeout(300_000);

const ctx = setUpTestContext({ template: 'demo' });
let pro: { id: number; slug: string };
let article: string;
beforeAll(async () => {
  pro = (await ctx.deps.db.one<{ id: number; slug: string }>(
    `SELECT quote_service_id AS id, slug FROM quote_services WHERE is_public AND NOT is_archived ORDER BY hired_count DESC LIMIT 1`,
  ))!;
  article = (await ctx.deps.db.one<{ slug: string }>(`SELECT slug FROM content_pages WHERE kind <> 'feature' AND kind <> 'legal' LIMIT 1`))!
    .slug;
});

const BASE = 'http://localhost:3000';
const get = (path: string) => request(ctx.sifu.handler).get(path);

const publicPages = () => [
  '/',
  '/genre/all',
  '/genre/home-repair',
  '/category/plumbing',
  '/nearme/plumbing',
  '/nearme/plumbing/kowloon',
  '/nearme/plumbing/kowloon/kowloon-city',
  '/price',
  '/price/plumbing',
  '/pro-list',
  '/pro-list/plumbing',
  `/service/${pro.id}/${pro.slug}`,
  `/blog/${article}`,
  '/blog',
  '/info/plumbing',
  '/info/all',
  '/contact',
  '/pro',
];

describe('share tags', () => {
  it('when any public page is opened in either language, then it names its share image and a large Twitter card', async () => {
    for (const lng of ['zh-HK', 'en-HK']) {
      for (const page of publicPages()) {
        const path = `/${lng}${page === '/' ? '/' : page}`;
        const res = await get(path);
        expect([path, res.status]).toEqual([path, 200]);
        const h = headOf(res.text);
        const image = h.og['og:image'];
        const pagePath = page === '/' ? '' : page;
        expect([path, image]).toEqual([path, expect.stringMatching(new RegExp(`^${BASE}/og/${lng}${pagePath}\\.png\\?v=[a-z0-9]+$`))]);
        expect(h.og).toMatchObject({ 'og:image:width': '1200', 'og:image:height': '630', 'og:image:type': 'image/png' });
        expect(h.og['og:image:alt']).toBeTruthy();
        expect(h.twitter).toEqual({
          'twitter:card': 'summary_large_image',
          'twitter:title': h.og['og:title'],
          'twitter:description': h.description,
          'twitter:image': image,
          'twitter:image:alt': h.og['og:image:alt'],
        });
        // The version in the URL is the image's current one.
        const img = await get(image.slice(BASE.length));
        expect([path, img.status, img.headers['cache-control']]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
      }
    }
  });

  it('when a page is in Chinese or English, then the alt text and the image are in that language', async () => {
    const zh = headOf((await get('/zh-HK/category/plumbing')).text);
    const en = headOf((await get('/en-HK/category/plumbing')).text);
    expect(zh.og['og:image:alt']).toBe('水喉維修｜師傅 Sifu');
    expect(en.og['og:image:alt']).toBe('Plumbing on Sifu 師傅');
    expect(zh.og['og:image']).toContain('/og/zh-HK/');
    expect(en.og['og:image']).toContain('/og/en-HK/');
  });

  it('when a page is not for sharing (sign-in, search, a questionnaire, a 404), then it has no image or Twitter card', async () => {
    for (const path of ['/zh-HK/login', '/zh-HK/pro-search', '/zh-HK/form/plumbing', '/zh-HK/category/no-such-category']) {
      const h = headOf((await get(path)).text);
      expect([path, h.og['og:image'], Object.keys(h.twitter)]).toEqual([path, undefined, []]);
    }
  });
});

describe('images on public pages', () => {
  it('when a public page renders, then every <img> reserves its size and has alt, and lazy ones decode asynchronously', async () => {
    // A pro with a logo and photos of past work (the demo test data has no pictures).
    const cat = await createCatalog(ctx);
    const withPictures = await createPro(ctx, cat);
    let upload = api(withPictures.agent).call(attachmentsContract.upload);
    for (const [i, color] of ['#0f766e', '#f59e0b', '#4b5563'].entries())
      upload = upload.attach('file', await solidImage('png', 640, 480, color), `p${i}.png`);
    const [logo, ...photos] = (await upload).body.data as { id: number }[];
    const id = withPictures.serviceId;
    expect((await withPictures.agent.post(urlOf(media.logo, { params: { id } })).send({ attachment_id: logo.id })).status).toBe(200);
    const added = await withPictures.agent.post(urlOf(media.add, { params: { id } })).send({ attachment_ids: photos.map((p) => p.id) });
    expect(added.status).toBe(200);

    let seen = 0;
    let eager = 0;
    for (const page of [...publicPages(), `/service/${id}`, `/category/${cat.categorySlug}`, `/pro-list/${cat.categorySlug}`]) {
      const markup = markupOf((await get(`/zh-HK${page === '/' ? '/' : page}`)).text);
      for (const [img] of markup.matchAll(/<img\b[^>]*>/g)) {
        seen++;
        expect([page, img]).toEqual([page, expect.stringMatching(/\swidth="\d+"/)]);
        expect([page, img]).toEqual([page, expect.stringMatching(/\sheight="\d+"/)]);
        expect([page, img]).toEqual([page, expect.stringMatching(/\salt="[^"]*"/)]);
        // Public pictures come from /media, which robots allow (ADR 0045), never from /api.
        expect([page, img]).toEqual([page, expect.not.stringContaining('/api/')]);
        if (img.includes('loading="lazy"')) expect([page, img]).toEqual([page, expect.stringContaining('decoding="async"')]);
        if (img.includes('loading="eager"')) eager++;
      }
    }
    // The logo, the photos and the pro cards' logos.
    expect(seen).toBeGreaterThanOrEqual(5);
    // Above the fold: the profile's logo and the first cards of the pro list are not deferred.
    expect(eager).toBeGreaterThanOrEqual(2);
  });
});
