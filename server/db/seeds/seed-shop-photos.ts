/**
 * The shop demo's item photos: the trade scenes of the demo art (seed-image-art.ts) drawn for each item and stored
 * through the upload pipeline (seed-images.ts storeDrawing), one stored file per photo since every photo is an
 * attachment of the item's pro. Drawn off the main thread while the seed writes its rows, as the pros' pictures are.
 */
import type { Tx } from '../../lib/db';
import type { FileStore } from '../../lib/file-store';
import * as attachments from '../../modules/attachments/attachments.repository';
import { removeStored, type StoredFile } from '../../modules/attachments/attachments.service';
import { artKindOf, photoSvgs } from './seed-image-art';
import { inPool, storeDrawing } from './seed-images';
import { SHOP_ITEMS } from './seed-shop-data';

export interface ShopPhotoSet {
  /** The stored photos of each item (by its key), in display order. */
  byItem: Map<string, StoredFile[]>;
  names: string[];
}

/** Draws and stores every item's photos; items of one trade start at different scenes so they do not look alike. */
export async function renderShopPhotos(files: FileStore): Promise<ShopPhotoSet> {
  const jobs = SHOP_ITEMS.flatMap((item, rank) => {
    const scenes = photoSvgs(artKindOf(item.category));
    return Array.from({ length: item.photos }, (_, i) => ({ key: item.key, position: i, svg: scenes[(rank + i * 2) % scenes.length] }));
  });
  const stored: Array<{ key: string; position: number; file: StoredFile }> = [];
  try {
    await inPool(jobs, 4, async (job) => {
      stored.push({ key: job.key, position: job.position, file: await storeDrawing(files, job.svg) });
    });
  } catch (err) {
    await removeStored(
      files,
      stored.flatMap((s) => s.file.names),
    );
    throw err;
  }
  const byItem = new Map<string, StoredFile[]>();
  for (const s of [...stored].sort((a, b) => a.position - b.position)) byItem.set(s.key, [...(byItem.get(s.key) ?? []), s.file]);
  return { byItem, names: stored.flatMap((s) => s.file.names) };
}

/** Removes the stored photos (the seed did not go ahead). */
export function discardShopPhotos(files: FileStore, set: ShopPhotoSet): Promise<void> {
  return removeStored(files, set.names);
}

/** The attachment rows of an item's photos, the pro's own images written at `at`; answers their ids in order. */
export async function insertItemPhotos(tx: Tx, set: ShopPhotoSet | undefined, key: string, userId: number, at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, file] of (set?.byItem.get(key) ?? []).entries()) {
    const row = await attachments.insert(tx, {
      user_id: userId,
      storage_name: file.storage_name,
      file_name: `${key}-${i + 1}.jpg`,
      mime: 'image/jpeg',
      size: file.size,
      received_bytes: 0,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
      variants: file.variants,
    });
    await tx.query('UPDATE attachments SET created = $2 WHERE id = $1', [row.id, at]);
    ids.push(row.id);
  }
  return ids;
}
