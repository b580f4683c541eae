/** Photo likes against a real PostgreSQL (SPEC §7 photo service likes, §2 photo and photo/favorite, §9 9999 a page). */
import { photoLikesContract as c } from '@shared/api/photo-likes.contract';
import { privacyContract } from '@shared/api/privacy.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { LIKED_PHOTOS_PAGE_SIZE } from '@shared/domain/photo-likes';
import { api } from '../../test/api';
import { createConsumer, createPro, setUpCatalog } from '../../test/fixtures';
import { setUpTestContext, TEST_PASSWORD, type TestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'photo=on' } });
const cat = setUpCatalog(ctx);

/** A public pro (by default) with `n` photos of past work (captions in both languages), in display order. */
async function proWithPhotos(n = 3, o: Parameters<typeof createPro>[2] = {}, on: TestContext = ctx, onCat = cat) {
  const pro = await createPro(on, onCat, o);
  const photos: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await on.deps.db.one<{ id: number }>(
      `INSERT INTO service_media (quote_service_id, url, caption_zh, caption_en, display_order)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [pro.serviceId, `/static/demo/work-${i}.jpg`, `完工相 ${i + 1}`, `Finished job ${i + 1}`, i],
    );
    photos.push(row!.id);
  }
  return { pro, photos };
}

const likeRows = async (photoId: number, on: TestContext = ctx) =>
  (await on.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM photo_likes WHERE service_media_id = $1', [photoId]))!.n;
const codeOf = (r: { status: number; body: { error: { code: unknown } } }) => [r.status, r.body.error.code];

describe('liking a photo', () => {
  it('when a consumer likes a photo twice, then one like is kept; unliking removes it, and unliking again is no error', async () => {
    const { photos } = await proWithPhotos();
    const consumer = api((await createConsumer(ctx)).agent);
    const params = { id: photos[0] };
    expect(await consumer.data(c.like, { params })).toEqual({ service_media_id: photos[0], liked: true, like_count: 1 });
    expect(await consumer.data(c.like, { params })).toEqual({ service_media_id: photos[0], liked: true, like_count: 1 });
    expect(await likeRows(photos[0])).toBe(1);
    expect(await consumer.data(c.unlike, { params })).toEqual({ service_media_id: photos[0], liked: false, like_count: 0 });
    expect(await consumer.data(c.unlike, { params })).toEqual({ service_media_id: photos[0], liked: false, like_count: 0 });
    expect(await likeRows(photos[0])).toBe(0);
  });

  it('when the same consumer likes a photo many times at once, then one row is kept', async () => {
    const { photos } = await proWithPhotos(1);
    const consumer = api((await createConsumer(ctx)).agent);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => consumer.call(c.like, { params: { id: photos[0] } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await likeRows(photos[0])).toBe(1);
  });

  it('when two consumers like photos, then the profile counts each photo and says which the caller liked; a visitor gets null', async () => {
    const { pro, photos } = await proWithPhotos();
    const a = api((await createConsumer(ctx)).agent);
    const b = api((await createConsumer(ctx)).agent);
    await a.data(c.like, { params: { id: photos[0] } });
    await a.data(c.like, { params: { id: photos[2] } });
    expect((await b.data(c.like, { params: { id: photos[0] } })).like_count).toBe(2);
    const params = { id: pro.serviceId };
    expect(await a.data(c.profile, { params })).toEqual({
      quote_service_id: pro.serviceId,
      photos: [
        { id: photos[0], like_count: 2, liked: true },
        { id: photos[1], like_count: 0, liked: false },
        { id: photos[2], like_count: 1, liked: true },
      ],
    });
    expect((await api(ctx.sifu.handler).data(c.profile, { params })).photos.map((p) => [p.like_count, p.liked])).toEqual([
      [2, null],
      [0, null],
      [1, null],
    ]);
  });

  it('when a visitor or a pro in pro mode likes, then 401 / 403 wrong_role and nothing is stored; the pro’s own photo is 422 photo_own', async () => {
    const { pro, photos } = await proWithPhotos(1);
    const params = { id: photos[0] };
    expect((await api(ctx.sifu.handler).call(c.like, { params })).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(c.liked)).status).toBe(401);
    const other = await createPro(ctx, cat);
    expect(codeOf(await api(other.agent).call(c.like, { params }))).toEqual([403, 'wrong_role']);
    expect(codeOf(await api(other.agent).call(c.liked))).toEqual([403, 'wrong_role']);
    // The owner switched to customer mode still cannot like their own work.
    await api(pro.agent).data(accountsContract.switchRole, { body: { role: 'consumer' } });
    expect(codeOf(await api(pro.agent).call(c.like, { params }))).toEqual([422, 'photo_own']);
    expect(await likeRows(photos[0])).toBe(0);
  });

  it('when the photo is unknown, hidden or its profile is not public, then liking is 404; an unknown photo’s unlike is 404 too', async () => {
    const consumer = api((await createConsumer(ctx)).agent);
    expect(codeOf(await consumer.call(c.like, { params: { id: 2_000_000_000 } }))).toEqual([404, 'not_found']);
    expect((await consumer.call(c.unlike, { params: { id: 2_000_000_000 } })).status).toBe(404);
    const hidden = await proWithPhotos(1);
    await ctx.deps.db.query('UPDATE service_media SET hidden_at = now() WHERE id = $1', [hidden.photos[0]]);
    const offline = await proWithPhotos(1, { isPublic: false });
    const unready = await proWithPhotos(1, { ready: false });
    for (const id of [hidden.photos[0], offline.photos[0], unready.photos[0]]) {
      expect((await consumer.call(c.like, { params: { id } })).status).toBe(404);
      expect(await likeRows(id)).toBe(0);
    }
    expect((await consumer.call(c.profile, { params: { id: offline.pro.serviceId } })).status).toBe(404);
  });
});

describe('the liked photos and the pro’s photos', () => {
  it('when a consumer liked photos of two pros, then the list has them newest first with each pro’s profile; a hidden one drops out until shown again', async () => {
    const one = await proWithPhotos(2);
    const two = await proWithPhotos(1);
    const user = await createConsumer(ctx);
    const consumer = api(user.agent);
    const order = [one.photos[1], two.photos[0], one.photos[0]];
    for (const id of order) await consumer.data(c.like, { params: { id } });
    await ctx.deps.db.query(
      `UPDATE photo_likes l SET created = now() - make_interval(mins => 10 - p.n::int)
         FROM unnest($2::int[]) WITH ORDINALITY AS p(id, n) WHERE l.user_id = $1 AND l.service_media_id = p.id`,
      [user.user.id, order],
    );
    const page = await consumer.data(c.liked, { query: { lng: 'en-HK' } });
    expect(LIKED_PHOTOS_PAGE_SIZE).toBe(9999);
    expect(page).toMatchObject({ page: 1, page_size: 9999, total: 3, total_pages: 1 });
    expect(page.items.map((p) => p.id)).toEqual([...order].reverse());
    expect(page.items[0]).toMatchObject({
      caption: 'Finished job 1',
      like_count: 1,
      service: { quote_service_id: one.pro.serviceId, slug: `svc-${one.pro.user.id}`, business_name: 'Test Plumbing' },
    });
    expect((await consumer.data(c.liked, { query: { lng: 'zh-HK' } })).items[0]).toMatchObject({
      caption: '完工相 1',
      service: { business_name: '測試水喉' },
    });
    await ctx.deps.db.query('UPDATE service_media SET hidden_at = now() WHERE id = $1', [two.photos[0]]);
    expect((await consumer.data(c.liked)).items.map((p) => p.id)).toEqual([one.photos[0], one.photos[1]]);
    // The hidden photo's like can still be taken back.
    expect((await consumer.data(c.unlike, { params: { id: two.photos[0] } })).liked).toBe(false);
    await ctx.deps.db.query('UPDATE service_media SET hidden_at = NULL WHERE id = $1', [two.photos[0]]);
    expect((await consumer.data(c.liked)).total).toBe(2);
    const empty = api((await createConsumer(ctx)).agent);
    expect(await empty.data(c.liked)).toMatchObject({ items: [], total: 0 });
  });

  it('when consumers liked a pro’s photos, then the pro sees each photo’s count and the total; nobody else’s photos; a consumer is refused', async () => {
    const { pro, photos } = await proWithPhotos(2);
    await proWithPhotos(2);
    for (let i = 0; i < 3; i++) {
      const consumer = api((await createConsumer(ctx)).agent);
      await consumer.data(c.like, { params: { id: photos[0] } });
      if (i === 0) await consumer.data(c.like, { params: { id: photos[1] } });
    }
    const mine = await api(pro.agent).data(c.mine, { query: { lng: 'en-HK' } });
    expect(mine.total_likes).toBe(4);
    expect(mine.services).toHaveLength(1);
    expect(mine.services[0]).toMatchObject({ quote_service_id: pro.serviceId, business_name: 'Test Plumbing', is_public: true });
    expect(mine.services[0].photos.map((p) => [p.id, p.like_count, p.caption])).toEqual([
      [photos[0], 3, 'Finished job 1'],
      [photos[1], 1, 'Finished job 2'],
    ]);
    const consumer = await createConsumer(ctx);
    expect(codeOf(await api(consumer.agent).call(c.mine))).toEqual([403, 'wrong_role']);
  });

  it('when a consumer downloads their data, then their photo likes are in it; deleting the account removes them', async () => {
    const { photos } = await proWithPhotos(1);
    const user = await createConsumer(ctx);
    await api(user.agent).data(c.like, { params: { id: photos[0] } });
    const res = await api(user.agent).call(privacyContract.exportData);
    expect(res.status).toBe(200);
    const rows = (res.body as Record<string, Record<string, unknown>[]>).photo_likes;
    expect(rows).toEqual([expect.objectContaining({ service_media_id: photos[0], user_id: user.user.id })]);
    const del = await api(user.agent).call(privacyContract.deleteAccount).send({ method: 'password', password: TEST_PASSWORD });
    expect(del.status).toBe(200);
    expect(await likeRows(photos[0])).toBe(0);
  });
});

describe('with the photo flag off', () => {
  const off = setUpTestContext();
  const offCat = setUpCatalog(off);

  it('when any photo like call is made, then 404 and nothing is stored', async () => {
    const { pro, photos } = await proWithPhotos(1, {}, off, offCat);
    const consumer = api((await createConsumer(off)).agent);
    const params = { id: photos[0] };
    for (const res of [
      await consumer.call(c.like, { params }),
      await consumer.call(c.unlike, { params }),
      await consumer.call(c.liked),
      await api(off.sifu.handler).call(c.profile, { params: { id: pro.serviceId } }),
      await api(pro.agent).call(c.mine),
    ])
      expect(res.status).toBe(404);
    expect(await likeRows(photos[0], off)).toBe(0);
  });
});
