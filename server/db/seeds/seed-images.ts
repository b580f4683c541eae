/**
 * Demo pictures: every demo pro gets a logo and three photos of past work, drawn at seed time as
 * flat SVG illustrations (seed-image-art.ts) and stored through the same pipeline as uploads (upright, no metadata,
 * thumb and display variants in WebP and JPEG). To stay fast, one set is drawn per kind of trade and its attachment
 * rows (owned by the first pro of that kind) are linked to every pro of the kind; the links make them public.
 */
import sharp from 'sharp';
import { attachmentVariantUrl } from '@shared/api/attachments.contract';
import type { Tx } from '../../lib/db';
import type { FileStore } from '../../lib/file-store';
import { removeStored, storeFile, type StoredFile } from '../../modules/attachments/attachments.service';
import type { CategorySlug } from './catalog-data';
import { KIND_ART, LOGO_VARIANTS, artKindOf, logoSvg, photoSvgs, type ArtKind } from './seed-image-art';

interface Picture {
  kind: ArtKind;
  role: 'photo' | 'logo';
  index: number;
  fileName: string;
  file: StoredFile;
}

/** The stored pictures of the kinds in use. */
export interface SeedImageSet {
  pictures: Picture[];
  /** Every stored name, to remove them if the seed does not go ahead. */
  names: string[];
}

/** Runs `fn` over `items` with at most `limit` running at once (sharp works off the main thread). */
export async function inPool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A drawing rasterised like a camera or an editor would hand it over, then processed and stored exactly as an upload. */
export async function storeDrawing(files: FileStore, svg: string): Promise<StoredFile> {
  const raster = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return storeFile(files, raster, { mime: 'image/jpeg', ext: 'jpg' });
}

/** Kinds of trade of the pros to be seeded (by their main category). */
export function artKindsOf(mainCategories: CategorySlug[]): ArtKind[] {
  return [...new Set(mainCategories.map(artKindOf))];
}

/** Draws and stores the pictures of `kinds`; start it early, it runs while the rest of the seed is written. */
export async function renderSeedImages(files: FileStore, kinds: ArtKind[]): Promise<SeedImageSet> {
  const jobs = kinds.flatMap((kind) => [
    ...photoSvgs(kind).map((svg, index) => ({ kind, role: 'photo' as const, index, svg })),
    ...Array.from({ length: LOGO_VARIANTS }, (_, index) => ({ kind, role: 'logo' as const, index, svg: logoSvg(kind, index) })),
  ]);
  const stored: Picture[] = [];
  try {
    await inPool(jobs, 4, async (job) => {
      const file = await storeDrawing(files, job.svg);
      stored.push({
        kind: job.kind,
        role: job.role,
        index: job.index,
        fileName: `${job.kind}-${job.role}-${job.index + 1}.jpg`,
        file,
      });
    });
  } catch (err) {
    await removeStored(
      files,
      stored.flatMap((p) => p.file.names),
    );
    throw err;
  }
  return { pictures: stored, names: stored.flatMap((p) => p.file.names) };
}

export interface SeedImageService {
  serviceId: number;
  userId: number;
  mainCategory: CategorySlug;
}

/**
 * Writes the attachment rows of the drawn pictures and gives every service its logo (a variant by its rank in the
 * kind) and the kind's three photos (starting at a different one per pro), with bilingual captions.
 */
export async function insertSeedImages(
  tx: Tx,
  set: SeedImageSet,
  services: SeedImageService[],
): Promise<{ logos: number; photos: number }> {
  const byKind = new Map<ArtKind, SeedImageService[]>();
  for (const s of services) {
    const kind = artKindOf(s.mainCategory);
    byKind.set(kind, [...(byKind.get(kind) ?? []), s]);
  }
  const pictures = set.pictures.filter((p) => byKind.has(p.kind));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, sha256, width, height, variants)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[], $8::int[], $9::jsonb[])
     RETURNING id`,
    [
      pictures.map((p) => byKind.get(p.kind)![0].userId),
      pictures.map((p) => p.file.storage_name),
      pictures.map((p) => p.fileName),
      pictures.map(() => 'image/jpeg'),
      pictures.map((p) => p.file.size),
      pictures.map((p) => p.file.sha256),
      pictures.map((p) => p.file.width),
      pictures.map((p) => p.file.height),
      pictures.map((p) => JSON.stringify(p.file.variants)),
    ],
  );
  const idOf = new Map(pictures.map((p, i) => [`${p.kind}:${p.role}:${p.index}`, rows[i].id]));
  const find = (kind: ArtKind, role: Picture['role'], index: number) => {
    const id = idOf.get(`${kind}:${role}:${index}`);
    const picture = pictures.find((p) => p.kind === kind && p.role === role && p.index === index);
    return id && picture ? { id, picture } : undefined;
  };

  // A caption reads like a job of the pro's: what was done and where (one of the districts the pro serves).
  const { rows: areaRows } = await tx.query<{ id: number; zh: string[]; en: string[] }>(
    `SELECT sa.quote_service_id AS id, array_agg(d.name_zh ORDER BY d.display_order, d.id) AS zh,
            array_agg(d.name_en ORDER BY d.display_order, d.id) AS en
       FROM service_areas sa JOIN districts d ON d.id = sa.district_id
      WHERE sa.quote_service_id = ANY($1::int[]) GROUP BY sa.quote_service_id`,
    [services.map((s) => s.serviceId)],
  );
  const areas = new Map(areaRows.map((r) => [r.id, r]));
  const captionOf = (serviceId: number, kind: ArtKind, index: number, order: number) => {
    const job = KIND_ART[kind].captions[index];
    const area = areas.get(serviceId);
    if (!area?.zh.length) return job;
    const at = (serviceId + order) % area.zh.length;
    return { zh: `${job.zh}，${area.zh[at]}`, en: `${job.en}, ${area.en[at]}` };
  };

  const media: Array<[number, number, string, number, number, string, string, number]> = [];
  const logos: Array<[number, number, string]> = [];
  const links: Array<[number, 'service_media' | 'service_logo', number]> = [];
  for (const [kind, list] of byKind) {
    list.forEach((s, rank) => {
      const logo = find(kind, 'logo', rank % LOGO_VARIANTS);
      if (logo) {
        logos.push([s.serviceId, logo.id, attachmentVariantUrl(logo.id, 'thumb', 'webp')]);
        links.push([logo.id, 'service_logo', s.serviceId]);
      }
      for (let order = 0; order < 3; order++) {
        const index = (rank + order) % 3;
        const photo = find(kind, 'photo', index);
        if (!photo) continue;
        const caption = captionOf(s.serviceId, kind, index, order);
        const { width, height } = photo.picture.file;
        media.push([
          s.serviceId,
          photo.id,
          attachmentVariantUrl(photo.id, 'display', 'jpeg'),
          width!,
          height!,
          caption.zh,
          caption.en,
          order + 1,
        ]);
        links.push([photo.id, 'service_media', s.serviceId]);
      }
    });
  }
  const column = <T>(tuples: T[][], i: number) => tuples.map((t) => t[i]);
  await tx.query(
    `INSERT INTO service_media (quote_service_id, attachment_id, url, width, height, caption_zh, caption_en, display_order)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::int[])`,
    Array.from({ length: 8 }, (_, i) => column(media, i)),
  );
  await tx.query(
    `UPDATE quote_services qs SET logo_attachment_id = x.attachment_id, logo_url = x.url
       FROM unnest($1::int[], $2::int[], $3::text[]) AS x(service_id, attachment_id, url) WHERE qs.quote_service_id = x.service_id`,
    Array.from({ length: 3 }, (_, i) => column(logos, i)),
  );
  await tx.query(
    `INSERT INTO attachment_links (attachment_id, kind, ref_id) SELECT * FROM unnest($1::int[], $2::text[], $3::int[]) ON CONFLICT DO NOTHING`,
    Array.from({ length: 3 }, (_, i) => column(links, i)),
  );
  return { logos: logos.length, photos: media.length };
}

/** Removes the stored pictures (the seed did not go ahead). */
export function discardSeedImages(files: FileStore, set: SeedImageSet): Promise<void> {
  return removeStored(files, set.names);
}
