import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { solidImage } from '../../test/images';
import { api, endpointTitle } from '../../test/api';
import { FILE_CSP } from '../../lib/file-response';

const ctx = setUpTestContext();

const UPLOAD = urlOf(settingsContract.uploadAvatar);
const uploads = () => path.join(ctx.dataDir, 'uploads');

async function avatarRow(userId: number) {
  return ctx.deps.db.one<{ key: string; original_name: string; thumb_name: string; original_mime: string }>(
    'SELECT key, original_name, thumb_name, original_mime FROM user_avatars WHERE user_id = $1',
    [userId],
  );
}

describe(endpointTitle(settingsContract.uploadAvatar), () => {
  it('when a PNG is uploaded, then a square WebP thumbnail is stored, user/me shows it as s3_thumb_url, and anyone can fetch it', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.post(UPLOAD).attach('file', await solidImage('png', 640, 400), 'me.png');
    expect(res.status).toBe(200);
    const avatar = res.body.data.avatar as { amazon_s3_thumb_url: string; amazon_s3_original_url: string };
    expect(avatar.amazon_s3_thumb_url).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\/thumb$/);
    expect(avatar.amazon_s3_original_url).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\/original$/);

    const row = await avatarRow(u.user.id);
    expect(row?.original_mime).toBe('image/png');
    const thumbFile = path.join(uploads(), row!.thumb_name);
    expect(fs.existsSync(thumbFile)).toBe(true);
    const meta = await sharp(fs.readFileSync(thumbFile)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 256, height: 256 });

    const me = await u.agent.get(urlOf(accountsContract.me));
    expect(me.body.data.s3_thumb_url).toBe(avatar.amazon_s3_thumb_url);

    // Public (avatars appear beside names), immutable under its URL, never sniffed.
    const thumb = await request(ctx.sifu.handler).get(avatar.amazon_s3_thumb_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(thumb.headers['content-security-policy']).toBe(FILE_CSP);
    expect(thumb.headers['content-disposition']).toBe(`inline; filename="avatar-thumb"; filename*=UTF-8''avatar-thumb`);
    expect(thumb.headers['cache-control']).toContain('immutable');
    const original = await request(ctx.sifu.handler).get(avatar.amazon_s3_original_url);
    expect(original.headers['content-type']).toBe('image/png');
    const originalMeta = await sharp(original.body as Buffer).metadata();
    expect(originalMeta.width).toBe(640);
  });

  it('when JPEG and WebP pictures are uploaded, then both are accepted; a large JPEG is kept at most 1024 px a side', async () => {
    const u = await signUp(ctx);
    const jpeg = await u.agent.post(UPLOAD).attach('file', await solidImage('jpeg', 2000, 1500), 'big.jpg');
    expect(jpeg.status).toBe(200);
    const stored = await sharp(fs.readFileSync(path.join(uploads(), (await avatarRow(u.user.id))!.original_name))).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1024, height: 768 });

    const webp = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#f59e0b' } })
      .webp()
      .toBuffer();
    const res = await u.agent.post(UPLOAD).attach('file', webp, 'me.webp');
    expect(res.status).toBe(200);
    expect((await avatarRow(u.user.id))?.original_mime).toBe('image/webp');
  });

  it('when a new avatar replaces the old one, then the old URL is a 404 and its files are deleted', async () => {
    const u = await signUp(ctx);
    const first = (await u.agent.post(UPLOAD).attach('file', await solidImage('png'), 'a.png')).body.data.avatar.amazon_s3_thumb_url;
    const old = await avatarRow(u.user.id);
    const second = (await u.agent.post(UPLOAD).attach('file', await solidImage('png', 64, 48, '#111827'), 'b.png')).body.data.avatar
      .amazon_s3_thumb_url;
    expect(second).not.toBe(first);
    await ctx.deps.background!.idle();
    expect((await request(ctx.sifu.handler).get(first)).status).toBe(404);
    expect((await request(ctx.sifu.handler).get(second)).status).toBe(200);
    expect(fs.existsSync(path.join(uploads(), old!.thumb_name))).toBe(false);
    expect(fs.existsSync(path.join(uploads(), old!.original_name))).toBe(false);
  });

  it('when the avatar is removed, then user/me has no thumbnail, the URL is a 404 and the files are gone', async () => {
    const u = await signUp(ctx);
    const url = (await u.agent.post(UPLOAD).attach('file', await solidImage('png'), 'a.png')).body.data.avatar.amazon_s3_thumb_url;
    const row = await avatarRow(u.user.id);
    const res = await u.agent.post(urlOf(settingsContract.removeAvatar));
    expect(res.status).toBe(200);
    expect(res.body.data.avatar).toEqual({ amazon_s3_original_url: null, amazon_s3_thumb_url: null });
    expect((await u.agent.get(urlOf(accountsContract.me))).body.data.s3_thumb_url).toBeNull();
    await ctx.deps.background!.idle();
    expect((await request(ctx.sifu.handler).get(url)).status).toBe(404);
    expect(fs.existsSync(path.join(uploads(), row!.thumb_name))).toBe(false);
  });

  it('when the file is a GIF, a PDF or text named .png, then 400 with a translated reason and nothing changes', async () => {
    const u = await signUp(ctx);
    const gif = await u.agent
      .post(UPLOAD)
      .set('Accept-Language', 'en')
      .attach('file', await solidImage('gif'), 'me.gif');
    expect(gif.status).toBe(400);
    expect(gif.body.error).toMatchObject({ code: 2, message: 'Profile pictures must be JPEG, PNG or WebP images' });
    const fake = await u.agent.post(UPLOAD).attach('file', Buffer.from('<svg onload="alert(1)"></svg>'), 'me.png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('頭像只可以用 JPEG、PNG 或 WebP 圖片');
    const pdf = await u.agent.post(UPLOAD).attach('file', Buffer.from('%PDF-1.4\n'), 'me.pdf');
    expect(pdf.status).toBe(400);
    expect(await avatarRow(u.user.id)).toBeUndefined();
    expect((await ctx.deps.db.one('SELECT s3_thumb_url FROM users WHERE id = $1', [u.user.id]))!.s3_thumb_url).toBeNull();
  });

  it('when a PNG signature hides a broken image, then 400 image_unreadable, never a 500', async () => {
    const u = await signUp(ctx);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const res = await u.agent.post(UPLOAD).set('Accept-Language', 'en').attach('file', broken, 'broken.png');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/could not be read/);
  });

  it('when the file is 10 MB or more, then 413 with the SPEC §5 message', async () => {
    const u = await signUp(ctx);
    const big = Buffer.concat([await solidImage('png'), Buffer.alloc(10_000_000)]);
    const res = await u.agent.post(UPLOAD).set('Accept-Language', 'en').attach('file', big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 2, message: 'Files must be smaller than 10 MB' });
    expect(await avatarRow(u.user.id)).toBeUndefined();
  });

  it('when no file or two files are sent, then 400', async () => {
    const u = await signUp(ctx);
    expect((await u.agent.post(UPLOAD).field('x', '1')).status).toBe(400);
    const two = await u.agent
      .post(UPLOAD)
      .attach('file', await solidImage('png'), 'a.png')
      .attach('file', await solidImage('png'), 'b.png');
    expect(two.status).toBe(400);
  });

  it('when a visitor uploads, then 401', async () => {
    const res = await request(ctx.sifu.handler)
      .post(UPLOAD)
      .attach('file', await solidImage('png'), 'a.png');
    expect(res.status).toBe(401);
  });
});

describe(endpointTitle(settingsContract.avatarFile), () => {
  it('when the key is unknown or malformed, or the size is not thumb/original, then 404 or 400 — never a file', async () => {
    expect((await api(ctx.sifu.handler).call(settingsContract.avatarFile, { params: { key: 'a'.repeat(32), size: 'thumb' } })).status).toBe(
      404,
    );
    expect(
      // The raw, already-encoded path is the point here (a traversal attempt), so it is written out, not built.
      (await request(ctx.sifu.handler).get('/api/avatars/..%2F..%2Fetc/thumb')).status,
    ).toBe(400);
    expect((await api(ctx.sifu.handler).call(settingsContract.avatarFile, { params: { key: 'a'.repeat(32), size: 'huge' } })).status).toBe(
      400,
    );
  });
});
