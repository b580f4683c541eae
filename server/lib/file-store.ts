/**
 * Upload storage: files under DATA_DIR/uploads/<yyyy-mm>/<random>.<ext>; names are generated, never user-given.
 * With S3_BUCKET set the same names are object keys in an S3-compatible bucket (lib/s3-file-store.ts, ADR 0026).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

export interface FileStore {
  save(data: Buffer, ext: string): Promise<string>;
  read(storageName: string): Promise<Buffer>;
  remove(storageName: string): Promise<void>;
  /** Every stored name last written before `cutoff`, in batches (for the sweep of files no row refers to). */
  listOlderThan(cutoff: Date): AsyncIterable<string[]>;
}

/** How many names one listing batch holds (S3 pages hold up to 1,000 keys). */
export const LIST_BATCH = 1000;
const MONTH_DIR = /^\d{4}-\d{2}$/;

const SAFE_NAME = /^\d{4}-\d{2}\/[a-f0-9]{32}\.(png|jpg|gif|pdf|webp)$/;

/** A new generated storage name `<yyyy-mm>/<32 hex>.<ext>`. */
export function newStorageName(ext: string): string {
  const name = `${new Date().toISOString().slice(0, 7)}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
  return assertStorageName(name);
}

export const isStorageName = (name: string) => SAFE_NAME.test(name);

/** Throws unless `name` is one this store generated (no path tricks reach the disk or the bucket). */
export function assertStorageName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error('bad storage name');
  return name;
}

export function createFileStore(root: string): FileStore {
  const resolve = (name: string) => path.join(root, assertStorageName(name));
  return {
    async save(data, ext) {
      const name = newStorageName(ext);
      await fs.mkdir(path.dirname(resolve(name)), { recursive: true });
      await fs.writeFile(resolve(name), data, { flag: 'wx' });
      return name;
    },
    read: (name) => fs.readFile(resolve(name)),
    remove: (name) => fs.rm(resolve(name), { force: true }),
    async *listOlderThan(cutoff) {
      const months = await fs.readdir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      let batch: string[] = [];
      for (const month of months.filter((m) => MONTH_DIR.test(m)).sort()) {
        for (const file of await fs.readdir(path.join(root, month))) {
          const name = `${month}/${file}`;
          if (!isStorageName(name)) continue; // not a file this store wrote (a temp file, a stray copy)
          const stat = await fs.stat(path.join(root, name)).catch(() => null);
          if (!stat?.isFile() || stat.mtime >= cutoff) continue;
          batch.push(name);
          if (batch.length === LIST_BATCH) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length) yield batch;
    },
  };
}
