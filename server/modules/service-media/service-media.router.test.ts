/** Media and Logo steps (SPEC §2 steps 4 and 7) against a real PostgreSQL: ownership, limits, public files, profile. */
import request from 'supertest';
import sharp from 'sharp';
import { serviceMediaContract as C } from '@shared/api/service-media.contract';
import { urlOf } from '@shared/api/endpoint';
import { MAX_SERVICE_PHOTOS } from '@shared/domain/image-variants';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { setUpTestContext, signUp, type TestContext } from '../../test/test-app';
import { createPro, setUpCatalog } from '../../test/fixtures';
import { solidImage } from '../../test/images';
import { api } from '../../test/api';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

type Agent = ReturnType<TestContext['agent']>;
const visitor = () => request(ctx.sifu.handler);

async function upload(agent: Agent, files: Array<[Buffer, string]>): Promise<Array<{ id: number; mime: string }>> {
  let req = api(agent).call(attachmentsContract.upload);
  for (const [bytes, name] of files) req = req.attach('file', bytes, name);
  const res = await req;
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function photos(agent: Agent, n: number) {
  const files: Array<[Buffer, string]> = [];
  for (let i = 0; i < n; i++) files.push([await solidImage('jpeg', 40 + i, 30, i % 2 ? '#0f766e' : '#f59e0b'), `p${i}.jpg`]);
  const out = [];
  for (let i = 0; i < files.length; i += 10) out.push(...(await upload(agent, files.slice(i, i + 10))));
  return out;
}

const media = (id: number) => urlOf(C.list, { params: { id } });
const add = (id: number) => urlOf(C.add, { params: { id } });
const edit = (id: number, mediaId: number) => urlOf(C.edit, { params: { id, mediaId } });
const del = (id: number, mediaId: number) => urlOf(C.remove, { params: { id, mediaId } });
const reorder = (id: number) => urlOf(C.reorder, { params: { id } });
const logo = (id: number) => urlOf(C.logo, { params: { id } });

describe('photos of past work', () => {
  it('when the owner adds, captions, reorders and deletes photos, then the list follows each change in order with sizes and variant URLs', async () => {
    const pro = await createPro(ctx, cat);
    const [a, b, c] = await photos(pro.agent, 3);
    const added = await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [a.id, b.id, c.id] });
    expect(added.status).toBe(200);
    const items = added.body.data.photos;
    expect(items.map((m: { attachment: { id: number } }) => m.attachment.id)).toEqual([a.id, b.id, c.id]);
    expect(items.map((m: { display_order: number }) => m.display_order)).toEqual([1, 2, 3]);
    expect(items[0]).toMatchObject({
      width: 40,
      height: 30,
      caption_zh: '',
      caption_en: '',
      url: urlOf(attachmentsContract.download, { params: { id: a.id }, query: { size: 'display', format: 'jpeg' } }),
    });
    expect(items[0].attachment.variants.thumb.webp).toBe(
      urlOf(attachmentsContract.download, { params: { id: a.id }, query: { size: 'thumb', format: 'webp' } }),
    );
    expect(added.body.data.max_photos).toBe(MAX_SERVICE_PHOTOS);

    // Adding a photo that is already shown does not duplicate it.
    const again = await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [a.id] });
    expect(again.body.data.photos).toHaveLength(3);

    const [m1, m2, m3] = items.map((m: { id: number }) => m.id);
    const captioned = await pro.agent
      .post(edit(pro.serviceId, m2))
      .type('form')
      .send({ caption_zh: '廚房去水位', caption_en: 'Kitchen drain' });
    expect(captioned.status).toBe(200);
    expect(captioned.body.data.photos[1]).toMatchObject({ caption_zh: '廚房去水位', caption_en: 'Kitchen drain' });

    const reordered = await pro.agent.post(reorder(pro.serviceId)).send({ ids: [m3, m1, m2] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.photos.map((m: { id: number }) => m.id)).toEqual([m3, m1, m2]);
    expect((await pro.agent.get(media(pro.serviceId))).body.data.photos.map((m: { id: number }) => m.id)).toEqual([m3, m1, m2]);

    const deleted = await pro.agent.post(del(pro.serviceId, m1));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.photos.map((m: { id: number }) => m.id)).toEqual([m3, m2]);
    const link = await ctx.deps.db.one(`SELECT 1 FROM attachment_links WHERE attachment_id = $1 AND kind = 'service_media'`, [a.id]);
    expect(link).toBeUndefined();
  });

  it('when a caption is longer than 120 characters or a reorder list is not exactly the photos, then 400 with the field', async () => {
    const pro = await createPro(ctx, cat);
    const [a, b] = await photos(pro.agent, 2);
    const list = (await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [a.id, b.id] })).body.data.photos;
    const long = await pro.agent
      .post(edit(pro.serviceId, list[0].id))
      .set('Accept-Language', 'en-HK')
      .send({ caption_en: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.error.details.fields.caption_en).toBe('Too long');
    for (const ids of [[list[0].id], [list[0].id, list[0].id], [list[0].id, list[1].id, 999999]]) {
      const res = await pro.agent.post(reorder(pro.serviceId)).send({ ids });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields.ids).toBeDefined();
    }
  });

  it('when a pdf or someone else’s upload is added, then 400 on attachment_ids and nothing is added', async () => {
    const pro = await createPro(ctx, cat);
    const [pdf] = await upload(pro.agent, [[Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1'), 'licence.pdf']]);
    const res = await pro.agent
      .post(add(pro.serviceId))
      .set('Accept-Language', 'en-HK')
      .send({ attachment_ids: [pdf.id] });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.attachment_ids).toBe('Only PNG, JPEG or GIF pictures can be used here');
    const other = await signUp(ctx, 'pro');
    const [theirs] = await photos(other.agent, 1);
    const foreign = await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [theirs.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details.fields.attachment_ids).toBeDefined();
    expect((await pro.agent.get(media(pro.serviceId))).body.data.photos).toEqual([]);
  });

  it(`when a service already shows ${MAX_SERVICE_PHOTOS} photos, then the next one is refused with too_many_photos`, async () => {
    const pro = await createPro(ctx, cat);
    const files = await photos(pro.agent, MAX_SERVICE_PHOTOS + 1);
    const first = await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: files.slice(0, MAX_SERVICE_PHOTOS).map((f) => f.id) });
    expect(first.status).toBe(200);
    expect(first.body.data.photos).toHaveLength(MAX_SERVICE_PHOTOS);
    const over = await pro.agent
      .post(add(pro.serviceId))
      .set('Accept-Language', 'en-HK')
      .send({ attachment_ids: [files[MAX_SERVICE_PHOTOS].id] });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'too_many_photos',
      message: `A service can show at most ${MAX_SERVICE_PHOTOS} photos. Delete some before adding more`,
    });
    const n = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM service_media WHERE quote_service_id = $1', [
      pro.serviceId,
    ]);
    expect(n!.n).toBe(MAX_SERVICE_PHOTOS);
  });

  it('when another pro touches the service or its photos, then 404; a consumer gets 403; a visitor 401', async () => {
    const pro = await createPro(ctx, cat);
    const [a] = await photos(pro.agent, 1);
    const mediaId = (await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [a.id] })).body.data.photos[0].id;
    const other = await createPro(ctx, cat);
    const [theirs] = await photos(other.agent, 1);
    const calls = (agent: Agent) => [
      agent.get(media(pro.serviceId)),
      agent.post(add(pro.serviceId)).send({ attachment_ids: [theirs.id] }),
      agent.post(edit(pro.serviceId, mediaId)).send({ caption_zh: '改' }),
      agent.post(del(pro.serviceId, mediaId)),
      agent.post(reorder(pro.serviceId)).send({ ids: [mediaId] }),
      agent.post(logo(pro.serviceId)).send({ attachment_id: theirs.id }),
    ];
    for (const res of await Promise.all(calls(other.agent))) expect(res.status).toBe(404);
    // Their own service with this service's photo id: still 404.
    expect((await other.agent.post(del(other.serviceId, mediaId))).status).toBe(404);
    const consumer = await signUp(ctx, 'consumer');
    for (const res of await Promise.all(calls(consumer.agent))) expect(res.status).toBe(403);
    expect((await visitor().get(media(pro.serviceId))).status).toBe(401);
    const still = await pro.agent.get(media(pro.serviceId));
    expect(still.body.data.photos).toHaveLength(1);
    expect(still.body.data.logo).toBeNull();
  });
});

describe('logo', () => {
  it('when the owner sets, replaces and removes the logo, then logo_url follows the thumb and the old file is no longer public', async () => {
    const pro = await createPro(ctx, cat);
    const [first, second] = await upload(pro.agent, [
      [await solidImage('png', 500, 500, '#0f766e'), 'logo.png'],
      [await solidImage('png', 300, 200, '#f59e0b'), 'logo2.png'],
    ]);
    const set = await pro.agent.post(logo(pro.serviceId)).send({ attachment_id: first.id });
    expect(set.status).toBe(200);
    expect(set.body.data.logo).toMatchObject({ id: first.id, width: 500, height: 500 });
    const row = () =>
      ctx.deps.db.one<{ logo_attachment_id: number | null; logo_url: string | null }>(
        'SELECT logo_attachment_id, logo_url FROM quote_services WHERE quote_service_id = $1',
        [pro.serviceId],
      );
    expect(await row()).toEqual({
      logo_attachment_id: first.id,
      logo_url: urlOf(attachmentsContract.download, { params: { id: first.id }, query: { size: 'thumb', format: 'webp' } }),
    });
    const pub = await api(visitor()).call(attachmentsContract.download, {
      params: { id: first.id },
      query: { size: 'thumb', format: 'webp' },
    });
    expect(pub.status).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await pro.agent
      .post(logo(pro.serviceId))
      .type('form')
      .send({ attachment_id: String(second.id) });
    expect((await row())!.logo_attachment_id).toBe(second.id);
    expect(
      (await api(visitor()).call(attachmentsContract.download, { params: { id: first.id }, query: { size: 'thumb', format: 'webp' } }))
        .status,
    ).toBe(404);

    const removed = await pro.agent.post(logo(pro.serviceId)).send({ attachment_id: null });
    expect(removed.body.data.logo).toBeNull();
    expect(await row()).toEqual({ logo_attachment_id: null, logo_url: null });
    expect((await api(visitor()).call(attachmentsContract.download, { params: { id: second.id } })).status).toBe(404);
  });

  it('when the logo is a pdf, then 400 on attachment_id', async () => {
    const pro = await createPro(ctx, cat);
    const [pdf] = await upload(pro.agent, [[Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1'), 'logo.pdf']]);
    const res = await pro.agent.post(logo(pro.serviceId)).send({ attachment_id: pdf.id });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.attachment_id).toBeDefined();
  });
});

describe('public profile and public files', () => {
  it('when a public service has a logo and photos, then its profile and cards show them with sizes, and visitors can fetch them', async () => {
    const pro = await createPro(ctx, cat);
    const [lg] = await upload(pro.agent, [[await solidImage('png', 640, 480), 'logo.png']]);
    const [p1, p2] = await upload(pro.agent, [
      [await solidImage('jpeg', 2400, 1200), 'wide.jpg'],
      [await solidImage('jpeg', 600, 900), 'tall.jpg'],
    ]);
    await pro.agent.post(logo(pro.serviceId)).send({ attachment_id: lg.id });
    const list = (await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [p1.id, p2.id] })).body.data.photos;
    await pro.agent.post(edit(pro.serviceId, list[0].id)).send({ caption_zh: '完工後', caption_en: 'After the job' });

    const en = await api(visitor()).call(proServicesContract.profile, { params: { id: pro.serviceId }, query: { lng: 'en-HK' } });
    expect(en.status).toBe(200);
    const profile = en.body.data;
    // Public pages' images are served from /media (ADR 0045), which robots allow.
    expect(profile.logo_url).toBe(`/media/${lg.id}/thumb.webp`);
    expect(profile.logo).toMatchObject({
      width: 640,
      height: 480,
      thumb: {
        width: 320,
        height: 240,
        webp: `/media/${lg.id}/thumb.webp`,
        jpeg: `/media/${lg.id}/thumb.jpg`,
      },
      display: { width: 640, height: 480 },
    });
    expect(profile.media).toHaveLength(2);
    expect(profile.media[0]).toMatchObject({ caption: 'After the job', width: 2400, height: 1200 });
    expect(profile.media[0].image).toMatchObject({ thumb: { width: 320, height: 160 }, display: { width: 1600, height: 800 } });
    expect(profile.media[1].image).toMatchObject({ width: 600, height: 900, thumb: { width: 213, height: 320 } });
    const zh = await api(visitor()).call(proServicesContract.profile, { params: { id: pro.serviceId }, query: { lng: 'zh-HK' } });
    expect(zh.body.data.media[0].caption).toBe('完工後');

    const cards = await api(visitor()).call(proServicesContract.list, { query: { category: cat.categorySlug } });
    const card = cards.body.data.items.find((c: { quote_service_id: number }) => c.quote_service_id === pro.serviceId);
    expect(card.logo_url).toBe(profile.logo_url);

    for (const url of [profile.media[0].image.thumb.webp, profile.media[0].image.display.jpeg, profile.logo.thumb.jpeg]) {
      const res = await visitor().get(url).buffer(true);
      expect({ url, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'public, max-age=31536000, immutable',
      });
      expect((await sharp(res.body as Buffer).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('when the service is made private, then its photos are no longer public (the owner still gets them)', async () => {
    const pro = await createPro(ctx, cat);
    const [p] = await photos(pro.agent, 1);
    await pro.agent.post(add(pro.serviceId)).send({ attachment_ids: [p.id] });
    expect((await api(visitor()).call(attachmentsContract.download, { params: { id: p.id }, query: { size: 'thumb' } })).status).toBe(200);
    await ctx.deps.db.query('UPDATE quote_services SET is_public = false WHERE quote_service_id = $1', [pro.serviceId]);
    expect((await api(visitor()).call(attachmentsContract.download, { params: { id: p.id }, query: { size: 'thumb' } })).status).toBe(404);
    const own = await api(pro.agent).call(attachmentsContract.download, { params: { id: p.id }, query: { size: 'thumb' } });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('when a review has photos, then the service’s review list carries them with sizes and variant URLs', async () => {
    const pro = await createPro(ctx, cat);
    const customer = await signUp(ctx, 'consumer');
    const [shot] = await upload(customer.agent, [[await solidImage('jpeg', 800, 600), 'done.jpg']]);
    const snapshot = (
      await api(customer.agent)
        .call(attachmentsContract.upload)
        .attach('file', await solidImage('png', 10, 10), 'x.png')
    ).body.data[0];
    const review = await ctx.deps.db.one<{ id: number }>(
      `INSERT INTO reviews (quote_service_id, reviewer_name, score, note, attachments) VALUES ($1, '陳先生', 5, '好快手，執得好乾淨', $2) RETURNING id`,
      [pro.serviceId, JSON.stringify([shot.id, snapshot])],
    );
    await ctx.deps.db.query(`INSERT INTO attachment_links (attachment_id, kind, ref_id) VALUES ($1, 'review', $3), ($2, 'review', $3)`, [
      shot.id,
      snapshot.id,
      review!.id,
    ]);
    const res = await api(visitor()).call(reviewsContract.serviceReviews, { params: { id: pro.serviceId }, query: { lng: 'en-HK' } });
    expect(res.status).toBe(200);
    const photosOf = res.body.data.items[0].photos;
    expect(photosOf.map((p: { id: number }) => p.id)).toEqual([shot.id, snapshot.id]);
    expect(photosOf[0]).toMatchObject({
      width: 800,
      height: 600,
      url: `/media/${shot.id}`,
      thumb_url: `/media/${shot.id}/thumb.jpg`,
    });
    expect((await visitor().get(photosOf[0].variants.thumb.webp)).status).toBe(200);
  });
});
