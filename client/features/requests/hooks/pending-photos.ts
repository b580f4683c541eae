/**
 * Photos chosen before they can be uploaded (a visitor uploads only after login, docs/api/requests-and-quotes.md
 * "Attachments"): kept as Blobs in IndexedDB per form, so they survive the trip to login/signup and a reload.
 * Falls back to memory when IndexedDB is unavailable.
 */
export interface PendingPhoto {
  id: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

const DB = 'sifu-pending-photos';
const STORE = 'photos';
const memory = new Map<string, PendingPhoto[]>();

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

export async function loadPhotos(formKey: string): Promise<PendingPhoto[]> {
  const db = await open();
  if (!db) return memory.get(formKey) ?? [];
  return new Promise((resolve) => {
    const req = db.transaction(STORE, 'readonly').objectStore(STORE).get(formKey);
    req.onsuccess = () => resolve(Array.isArray(req.result) ? (req.result as PendingPhoto[]) : []);
    req.onerror = () => resolve(memory.get(formKey) ?? []);
  });
}

export async function savePhotos(formKey: string, photos: PendingPhoto[]): Promise<void> {
  memory.set(formKey, photos);
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(photos, formKey);
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
    tx.onabort = () => resolve();
  });
}

export async function clearPhotos(formKey: string): Promise<void> {
  await savePhotos(formKey, []);
}
