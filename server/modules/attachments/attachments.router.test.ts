import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestContext, signUp, type TestContext } from '../../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, postRequest } from '../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1');

describe('POST /api/attachments', () => {
  it('when png, jpeg, gif and pdf files are uploaded, then each is stored under a generated name and typed by its bytes', async () => {
    const user = await signUp(ctx);
    const res = await user.agent
      .post('/api/attachments')
      .attach('file', PNG, 'a.png')
      .attach('file', JPEG, 'photo.JPG')
      .attach('file', GIF, 'x.gif')
      .attach('file', PDF, { filename: '報價.pdf', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { mime: string }) => a.mime)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']);
    expect(res.body.data[3]).toMatchObject({ file_name: '報價.pdf', url: `/api/attachments/${res.body.data[3].id}` });
    const row = await ctx.deps.db.one<{ storage_name: string }>('SELECT storage_name FROM attachments WHERE id = $1', [
      res.body.data[0].id,
    ]);
    expect(row!.storage_name).toMatch(/^\d{4}-\d{2}\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', row!.storage_name))).toBe(true);
  });

  it('when a file is not an accepted type by its magic bytes, then error 2 and nothing is stored', async () => {
    const user = await signUp(ctx);
    const res = await user.agent
      .post('/api/attachments')
      .attach('file', Buffer.from('<svg onload=alert(1)>'), { filename: 'x.png', contentType: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(2);
    expect(await ctx.deps.db.one('SELECT 1 FROM attachments WHERE user_id = $1', [user.user.id])).toBeUndefined();
  });

  it('when a file is 10,000,000 bytes or more, then error 2 "file size must be smaller than 10 MB"', async () => {
    const user = await signUp(ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(10_000_000 - PNG.length)]);
    const res = await user.agent.post('/api/attachments').set('Accept-Language', 'en-HK').attach('file', big, 'big.png');
    expect(res.body.error.code).toBe(2);
    expect(res.body.error.message).toMatch(/10 MB/);
  });

  it('when a visitor uploads or no file is sent, then 401 and 400', async () => {
    expect((await request(ctx.sifu.handler).post('/api/attachments').attach('file', PNG, 'a.png')).status).toBe(401);
    const user = await signUp(ctx);
    expect((await user.agent.post('/api/attachments').send({})).status).toBe(400);
  });
});

describe('GET /api/attachments/{id}', () => {
  it('when request photos are fetched, then the owner and matched pros get them with nosniff and a disposition; others get 404', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const up = await consumer.agent.post('/api/attachments').attach('file', PNG, 'leak.png');
    const id = up.body.data[0].id;
    const { bids } = await postRequest(ctx, consumer, cat, { photos: [id] });
    expect(bidFor(bids, pro.serviceId)).toBeGreaterThan(0);
    for (const agent of [consumer.agent, pro.agent]) {
      const res = await agent.get(`/api/attachments/${id}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''leak\.png/);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    }
    const stranger = await signUp(ctx, 'pro');
    expect((await stranger.agent.get(`/api/attachments/${id}`)).status).toBe(404);
    expect((await request(ctx.sifu.handler).get(`/api/attachments/${id}`)).status).toBe(404);
  });

  it("when someone else's upload id is used in a request, then 400 invalid_attachment", async () => {
    const cat = await createCatalog(ctx);
    const a = await createConsumer(ctx);
    const b = await createConsumer(ctx);
    const up = await a.agent.post('/api/attachments').attach('file', PNG, 'a.png');
    const res = await b.agent.post('/api/quote_requests/search_add').send({
      category: cat.categorySlug,
      district: 'wan-chai',
      photos: [up.body.data[0].id],
      answers: { issue_type: 'leak', rooms: ['kitchen'], preferred_date: '2030-01-15', budget: '0-500' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.photos).toBeDefined();
  });

  it('when a pdf is downloaded, then it is sent as an attachment', async () => {
    const user = await signUp(ctx);
    const up = await user.agent.post('/api/attachments').attach('file', PDF, 'q.pdf');
    const res = await user.agent.get(`/api/attachments/${up.body.data[0].id}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
