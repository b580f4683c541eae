/**
 * SSR of the photo area (SPEC §2 pro `photo`, consumer `photo/favorite`, §6 flag `photo`): with the flag on, the
 * profile's photos carry their like counts in the server's HTML, the pro's photo page lists them with counts and the
 * consumer's liked photos link to the pros; with it off, both pages redirect home and no like control is rendered.
 */
import { photoLikesContract as c } from '@shared/api/photo-likes.contract';
import { api } from '../test/api';
import { createConsumer, createPro, setUpCatalog } from '../test/fixtures';
import { setUpTestContext } from '../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'photo=on' } });
const cat = setUpCatalog(ctx);

async function likedPhoto() {
  const pro = await createPro(ctx, cat);
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO service_media (quote_service_id, url, caption_zh, caption_en) VALUES ($1, '/static/demo/w.jpg', '浴室翻新', 'Bathroom makeover') RETURNING id`,
    [pro.serviceId],
  );
  const consumer = await createConsumer(ctx);
  await api(consumer.agent).data(c.like, { params: { id: row!.id } });
  return { pro, consumer, photoId: row!.id };
}

describe('the photo pages (SSR)', () => {
  it('when the flag is on, then the profile shows each photo’s count, the pro’s page its counts and the consumer’s list the photo', async () => {
    const { pro, consumer } = await likedPhoto();
    const profile = await consumer.agent.get(`/en-HK/service/${pro.serviceId}/svc-${pro.user.id}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('data-testid="photo-like"');
    expect(profile.text).toContain('aria-pressed="true"');
    expect(profile.text).toContain('Unlike “Bathroom makeover” (1 like)');
    const mine = await pro.agent.get('/en-HK/dashboard/photo');
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('<meta name="robots" content="noindex');
    expect(mine.text).toContain('1 like');
    expect(mine.text).toContain('Bathroom makeover');
    const liked = await consumer.agent.get('/zh-HK/dashboard/photo/favorite');
    expect(liked.status).toBe(200);
    expect(liked.text).toContain('測試水喉');
    expect(liked.text).toContain(`/service/${pro.serviceId}/svc-${pro.user.id}`);
  });

  it('when the flag is off, then both pages redirect home in the visitor’s language and the profile has no like control', async () => {
    const { pro, consumer } = await likedPhoto();
    const flags = ctx.deps.env.featureFlags;
    flags.photo = false;
    try {
      for (const [agent, path] of [
        [pro.agent, '/dashboard/photo'],
        [consumer.agent, '/dashboard/photo/favorite'],
      ] as const) {
        const zh = await agent.get(`/zh-HK${path}`);
        expect([path, zh.status, zh.headers.location]).toEqual([path, 302, '/zh-HK/']);
        const en = await agent.get(`/en-HK${path}`);
        expect([path, en.status, en.headers.location]).toEqual([path, 302, '/en-HK/']);
      }
      const profile = await consumer.agent.get(`/en-HK/service/${pro.serviceId}/svc-${pro.user.id}`);
      expect(profile.status).toBe(200);
      expect(profile.text).toContain('Bathroom makeover');
      expect(profile.text).not.toContain('photo-like');
    } finally {
      flags.photo = true;
    }
  });
});
