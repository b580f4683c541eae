/** Demo pictures: a full demo seed with a file store gives every pro a logo and three processed photos. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import type { Db } from '../../lib/db';
import { createMigratedDb } from '../../test/test-db';
import { createFileStore } from '../../lib/file-store';
import { silenceLogger } from '../../lib/logger';
import { seedDemoData } from './seed-demo';
import { logoSvg, photoSvgs, KIND_ART, type ArtKind } from './seed-image-art';

describe('seeded pictures', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-seed-images-'));
  const uploads = path.join(dir, 'uploads');
  let db: Db;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    silenceLogger();
    ({ db, drop: dropDb } = await createMigratedDb('seed_images'));
    await seedDemoData(db, { files: createFileStore(uploads) });
  }, 120_000);

  afterAll(async () => {
    await dropDb?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the demo is seeded with a file store, then every pro has a logo (thumb as logo_url) and three photos in order, captioned like a job in a district it serves', async () => {
    const rows = await db.many<{ logo: number | null; logo_url: string | null; photos: number; orders: number[]; captioned: number }>(`
      SELECT qs.logo_attachment_id AS logo, qs.logo_url, count(m.id)::int AS photos,
             array_agg(m.display_order ORDER BY m.display_order) AS orders,
             count(*) FILTER (WHERE m.caption_zh NOT LIKE '%示意圖%' AND m.caption_en NOT ILIKE '%illustration%'
                               AND EXISTS (SELECT 1 FROM service_areas sa JOIN districts d ON d.id = sa.district_id
                                            WHERE sa.quote_service_id = qs.quote_service_id
                                              AND m.caption_zh LIKE '_%，' || d.name_zh AND m.caption_en LIKE '_%, ' || d.name_en))::int AS captioned
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
