/** Upload storage: files under DATA_DIR/uploads/<yyyy-mm>/<random>.<ext>; names are generated, never user-given. */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

export interface FileStore {
  save(data: Buffer, ext: string): Promise<string>;
  read(storageName: string): Promise<Buffer>;
  remove(storageName: string): Promise<void>;
}

const SAFE_NAME = /^\d{4}-\d{2}\/[a-f0-9]{32}\.(png|jpg|gif|pdf|webp)$/;

export function createFileStore(root: string): FileStore {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error('bad storage name');
    return path.join(root, name);
  };
  return {
    async save(data, ext) {
      const month = new Date().toISOString().slice(0, 7);
      const name = `${month}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
      await fs.mkdir(path.join(root, month), { recursive: true });
      await fs.writeFile(resolve(name), data, { flag: 'wx' });
      return name;
    },
    read: (name) => fs.readFile(resolve(name)),
    remove: (name) => fs.rm(resolve(name), { force: true }),
  };
}
