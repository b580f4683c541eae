import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, signUp } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, postRequest } from '../../test/fixtures';
import { jpegWithGps, PNG_1PX, solidImage } from '../../test/images';
import { api, endpointTitle } from '../../test/api';
import { FILE_CSP } from '../../lib/file-response';

const ctx = setUpTestContext();
let JPEG: Buffer;
let GIF: Buffer;
beforeAll(async () => {
  JPEG = await solidImage('jpeg');
  GIF = await solidImage('gif');
});

const PNG = PNG_1PX;
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1');

describe(endpointTitle(attachmentsContract.upload), () => {
  it('when png, jpeg, gif and pdf files are uploaded, then each is stored under a generated name and typed by its bytes', async () => {
    const user = await signUp(ctx);
    const res = await api(user.agent)
      .call(attachmentsContract.upload)
      .attach('file', PNG, 'a.png')
      .attach('file', JPEG, 'photo.JPG')
      .attach('file', GIF, 'x.gif')
      .attach('file', PDF, { filename: '報價.pdf', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { mime: string }) => a.mime)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']);
    expect(res.body.data[3]).toMatchObject({
      file_name: '報價.pdf',
      url: urlOf(attachmentsContract.download, { params: { id: res.body.data[3].id } }),
    });
    const row = await ctx.deps.db.one<{ storage_name: string }>('SELECT storage_name FROM attachments WHERE id = $1', [
      res.body.data[0].id,
    ]);
    expect(row!.storage_name).toMatch(/^\d{4}-\d{2}\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', row!.storage_name))).toBe(true);
  });

  it('when a file is not an accepted type by its magic bytes, then error 2 and nothing is stored', async () => {
    const user = await signUp(ctx);
    const res = await api(user.agent)
      .call(attachmentsContract.upload)
      .attach('file', Buffer.from('<svg onload=alert(1)>'), { filename: 'x.png', contentType: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(2);
    expect(await ctx.deps.db.one('SELECT 1 FROM attachments WHERE user_id = $1', [user.user.id])).toBeUndefined();
  });

  it('when a file is 10,000,000 bytes or more, then error 2 "file size must be smaller than 10 MB"', async () => {
    const user = await signUp(ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(10_000_000 - PNG.length)]);
    const res = await api(user.agent).call(attachmentsContract.upload).set('Accept-Language', 'en-HK').attach('file', big, 'big.png');
    expect(res.body.error.code).toBe(2);
    expect(res.body.error.message).toMatch(/10 MB/);
  });

  it('when a visitor uploads or no file is sent, then 401 and 400', async () => {
    expect((await api(ctx.sifu.handler).call(attachmentsContract.upload).attach('file', PNG, 'a.png')).status).toBe(401);
    const user = await signUp(ctx);
    expect((await api(user.agent).call(attachmentsContract.upload, { body: {} })).status).toBe(400);
  });
});

describe(endpointTitle(attachmentsContract.download), () => {
  it('when request photos are fetched, then the owner and matched pros get them with nosniff and a disposition; others get 404', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const up = await api(consumer.agent).call(attachmentsContract.upload).attach('file', PNG, 'leak.png');
    const id = up.body.data[0].id;
    const { bids } = await postRequest(ctx, consumer, cat, { photos: [id] });
    expect(bidFor(bids, pro.serviceId)).toBeGreaterThan(0);
    for (const agent of [consumer.agent, pro.agent]) {
      const res = await api(agent).call(attachmentsContract.download, { params: { id } });
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="leak.png"; filename*=UTF-8''leak.png`);
      expect(res.headers['content-security-policy']).toBe(FILE_CSP);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const served = await sharp(res.body as Buffer).metadata();
      expect({ format: served.format, width: served.width, height: served.height }).toEqual({ format: 'png', width: 1, height: 1 });
    }
    const stranger = await signUp(ctx, 'pro');
    expect((await api(stranger.agent).call(attachmentsContract.download, { params: { id } })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(attachmentsContract.download, { params: { id } })).status).toBe(404);
  });

  it("when someone else's upload id is used in a request, then 400 invalid_attachment", async () => {
    const cat = await createCatalog(ctx);
    const a = await createConsumer(ctx);
    const b = await createConsumer(ctx);
    const up = await api(a.agent).call(attachmentsContract.upload).attach('file', PNG, 'a.png');
    const res = await api(b.agent).call(requestsContract.post, {
      body: {
        category: cat.categorySlug,
        district: 'wan-chai',
        photos: [up.body.data[0].id],
        answers: { issue_type: 'leak', rooms: ['kitchen'], preferred_date: '2030-01-15', budget: '0-500' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.photos).toBeDefined();
  });

  it('when a pdf with a Chinese name is downloaded, then it is an attachment named per RFC 6266 under a sandboxing CSP', async () => {
    const user = await signUp(ctx);
    const up = await api(user.agent).call(attachmentsContract.upload).attach('file', PDF, "報價 (1)'s.pdf");
    const res = await api(user.agent).call(attachmentsContract.download, { params: { id: up.body.data[0].id } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____1__s.pdf"; filename*=UTF-8''${encodeURIComponent('報價')}%20%281%29%27s.pdf`,
    );
    expect(res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(res.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('image processing', () => {
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');

  it('when a JPEG with EXIF orientation and GPS is uploaded, then the stored original and every variant are upright and carry no EXIF at all', async () => {
    const user = await signUp(ctx);
    const photo = await jpegWithGps(120, 80);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await api(user.agent).call(attachmentsContract.upload).attach('file', photo, 'site.jpg');
    expect(res.status).toBe(200);
    const a = res.body.data[0];
    // Orientation 6 turns the 120×80 pixels upright: 80 wide, 120 high.
    expect(a).toMatchObject({ mime: 'image/jpeg', width: 80, height: 120 });
    expect(a.variants.thumb).toMatchObject({ width: 80, height: 120 });
    expect(a.variants.display).toMatchObject({ width: 80, height: 120 });
    expect(a.thumb_url).toBe(urlOf(attachmentsContract.download, { params: { id: a.id }, query: { size: 'thumb', format: 'jpeg' } }));
    expect(a.variants.display.webp).toBe(
      urlOf(attachmentsContract.download, { params: { id: a.id }, query: { size: 'display', format: 'webp' } }),
    );

    const row = await ctx.deps.db.one<{ storage_name: string; size: number; variants: Record<string, Record<string, string>> }>(
      'SELECT storage_name, size, variants FROM attachments WHERE id = $1',
      [a.id],
    );
    const stored = [row!.storage_name, ...['thumb', 'display'].flatMap((s) => [row!.variants[s].webp, row!.variants[s].jpeg])];
    for (const name of stored) {
      const bytes = fs.readFileSync(path.join(uploadsDir(), name));
      const meta = await sharp(bytes).metadata();
      expect({ name, exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation ?? 1 }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        orientation: 1,
      });
      expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect([meta.width, meta.height]).toEqual([80, 120]);
    }
    expect(row!.size).toBe(fs.statSync(path.join(uploadsDir(), row!.storage_name)).size);
  });

  it('when the sizes of an image are downloaded, then each comes in the asked format with its own content type', async () => {
    const user = await signUp(ctx);
    const big = await solidImage('png', 2000, 1000);
    const up = await api(user.agent).call(attachmentsContract.upload).attach('file', big, 'wide.png');
    const a = up.body.data[0];
    expect(a).toMatchObject({ width: 2000, height: 1000 });
    const cases = [
      { query: '', type: 'image/png', format: 'png', width: 2000 },
      { query: '?size=display', type: 'image/jpeg', format: 'jpeg', width: 1600 },
      { query: '?size=display&format=webp', type: 'image/webp', format: 'webp', width: 1600 },
      { query: '?size=thumb&format=jpeg', type: 'image/jpeg', format: 'jpeg', width: 320 },
      { query: '?size=thumb&format=webp', type: 'image/webp', format: 'webp', width: 320 },
    ];
    for (const c of cases) {
      const res = await api(user.agent)
        .call(attachmentsContract.download, { params: { id: a.id }, query: Object.fromEntries(new URLSearchParams(c.query)) })
        .buffer(true);
      expect({ query: c.query, status: res.status, type: res.headers['content-type'] }).toEqual({
        query: c.query,
        status: 200,
        type: c.type,
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.body as Buffer).metadata();
      expect({ query: c.query, format: meta.format, width: meta.width }).toEqual({ query: c.query, format: c.format, width: c.width });
    }
    expect((await api(user.agent).call(attachmentsContract.download, { params: { id: a.id }, query: { size: 'huge' } })).status).toBe(400);
  });

  it('when a small image is uploaded, then its display size is not enlarged', async () => {
    const user = await signUp(ctx);
    const up = await api(user.agent)
      .call(attachmentsContract.upload)
      .attach('file', await solidImage('gif', 200, 100), 'small.gif');
    expect(up.body.data[0]).toMatchObject({ mime: 'image/gif', width: 200, height: 100 });
    expect(up.body.data[0].variants.display).toMatchObject({ width: 200, height: 100 });
  });

  it('when a file has a PNG or JPEG signature but cannot be decoded, then 400 with code 2 and a translated message, and nothing is stored', async () => {
    const user = await signUp(ctx);
    const fakePng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    for (const [bytes, name] of [
      [fakePng, 'broken.png'],
      [fakeJpeg, 'broken.jpg'],
    ] as const) {
      const res = await api(user.agent).call(attachmentsContract.upload).set('Accept-Language', 'en-HK').attach('file', bytes, name);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(2);
      expect(res.body.error.message).toMatch(/could not be read/);
    }
    const zh = await api(user.agent).call(attachmentsContract.upload).set('Accept-Language', 'zh-HK').attach('file', fakePng, 'broken.png');
    expect(zh.body.error.message).toMatch(/無法讀取/);
    expect(await ctx.deps.db.one('SELECT 1 FROM attachments WHERE user_id = $1', [user.user.id])).toBeUndefined();
  });

  it('when one file of an upload cannot be decoded, then none of the files is kept', async () => {
    const user = await signUp(ctx);
    const before = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir(), { recursive: true }).length : 0;
    const fakePng = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await api(user.agent)
      .call(attachmentsContract.upload)
      .attach('file', await solidImage('png'), 'ok.png')
      .attach('file', fakePng, 'bad.png');
    expect(res.status).toBe(400);
    expect(await ctx.deps.db.one('SELECT 1 FROM attachments WHERE user_id = $1', [user.user.id])).toBeUndefined();
    const after = fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir(), { recursive: true }).length : 0;
    // At most a month folder may have been created; no file is left behind.
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('when a pdf is uploaded, then it is stored byte for byte with no image fields and has no sizes', async () => {
    const user = await signUp(ctx);
    const up = await api(user.agent).call(attachmentsContract.upload).attach('file', PDF, 'q.pdf');
    const a = up.body.data[0];
    expect(a.width).toBeUndefined();
    expect(a.variants).toBeUndefined();
    const res = await api(user.agent)
      .call(attachmentsContract.download, { params: { id: a.id } })
      .buffer(true);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect((await api(user.agent).call(attachmentsContract.download, { params: { id: a.id }, query: { size: 'thumb' } })).status).toBe(404);
  });

  it('when a private upload is fetched by a visitor, then 404; its owner gets it with private, no-store', async () => {
    const user = await signUp(ctx);
    const up = await api(user.agent)
      .call(attachmentsContract.upload)
      .attach('file', await solidImage('jpeg'), 'mine.jpg');
    const id = up.body.data[0].id;
    expect(
      (await api(ctx.sifu.handler).call(attachmentsContract.download, { params: { id }, query: { size: 'thumb', format: 'webp' } })).status,
    ).toBe(404);
    const own = await api(user.agent).call(attachmentsContract.download, { params: { id }, query: { size: 'thumb', format: 'webp' } });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});
