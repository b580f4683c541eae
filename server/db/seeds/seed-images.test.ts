/** Demo pictures: a full demo seed with a file store gives every pro a logo and three processed photos. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { createDb, type Db } from '../../lib/db';
import { createFileStore } from '../../lib/file-store';
import { migrate } from '../../lib/migrate';
import { silenceLogger } from '../../lib/logger';
import { seedDemoData } from './seed-demo';
import { logoSvg, photoSvgs, KIND_ART, type ArtKind } from './seed-image-art';

const SERVER_URL = process.env.SIFU_TEST_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('seeded pictures', () => {
  const dbName = `seed_images_${crypto.randomBytes(5).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-seed-images-'));
  const uploads = path.join(dir, 'uploads');
  let db: Db;

  beforeAll(async () => {
    silenceLogger();
    await onServer(`CREATE DATABASE ${dbName}`);
    db = createDb(withDatabase(SERVER_URL, dbName), 4);
    await migrate(db.pool);
    await seedDemoData(db, { files: createFileStore(uploads) });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the demo is seeded with a file store, then every pro has a logo (thumb as logo_url) and three captioned photos in order', async () => {
    const rows = await db.many<{ logo: number | null; logo_url: string | null; photos: number; orders: number[]; captioned: number }>(`
      SELECT qs.logo_attachment_id AS logo, qs.logo_url, count(m.id)::int AS photos,
             array_agg(m.display_order ORDER BY m.display_order) AS orders,
             count(*) FILTER (WHERE m.caption_zh LIKE '示意圖：%' AND m.caption_en LIKE 'Illustration: %')::int AS captioned
        FROM quote_services qs LEFT JOIN service_media m ON m.quote_service_id = qs.quote_service_id
       GROUP BY qs.quote_service_id`);
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.logo).not.toBeNull();
      expect(r.logo_url).toBe(urlOf(attachmentsContract.download, { params: { id: r.logo }, query: { size: 'thumb', format: 'webp' } }));
      expect({ photos: r.photos, orders: r.orders, captioned: r.captioned }).toEqual({ photos: 3, orders: [1, 2, 3], captioned: 3 });
    }
  });

  it('when a seeded picture is read, then it went through the upload pipeline: stored original and variants exist, no metadata, public links', async () => {
    const pictures = await db.many<{
      id: number;
      storage_name: string;
      width: number;
      height: number;
      variants: Record<string, Record<string, string>>;
    }>(
      `SELECT id, storage_name, width, height, variants FROM attachments a
        WHERE EXISTS (SELECT 1 FROM attachment_links l WHERE l.attachment_id = a.id AND l.kind IN ('service_media', 'service_logo'))
        ORDER BY id`,
    );
    // One set per kind of trade, shared by its pros: far fewer files than pros × 4.
    expect(pictures.length).toBeLessThanOrEqual(Object.keys(KIND_ART).length * 6);
    for (const p of pictures.slice(0, 6)) {
      for (const name of [p.storage_name, p.variants.thumb.webp, p.variants.thumb.jpeg, p.variants.display.webp, p.variants.display.jpeg]) {
        const meta = await sharp(fs.readFileSync(path.join(uploads, name))).metadata();
        expect({ name, exif: meta.exif }).toEqual({ name, exif: undefined });
      }
      expect(Number(p.variants.thumb.width)).toBeLessThanOrEqual(320);
    }
    const unlinked = await db.one<{ n: number }>(`
      SELECT count(*)::int AS n FROM quote_services qs
       WHERE NOT EXISTS (SELECT 1 FROM attachment_links l WHERE l.kind = 'service_logo' AND l.ref_id = qs.quote_service_id AND l.attachment_id = qs.logo_attachment_id)`);
    expect(unlinked!.n).toBe(0);
  });

  it('when the drawings are rendered, then they contain no text and no embedded raster images', () => {
    for (const kind of Object.keys(KIND_ART) as ArtKind[]) {
      for (const svg of [...photoSvgs(kind), logoSvg(kind, 0), logoSvg(kind, 1), logoSvg(kind, 2)]) {
        expect(svg).not.toMatch(/<text|<image|href=/);
      }
    }
  });
});
