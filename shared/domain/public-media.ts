/**
 * Where public images are served (ADR 0045): pro logos, photos of public services, review photos and published shop
 * items' photos live under /media, which robots.txt allows, so search engines can fetch the images public pages show.
 * Everything else (chat and quote files, certificates, identity documents) is served only by GET /api/attachments/{id}
 * after its access check; the /media route answers 404 for any file that is not public.
 */
import type { ImageFormat, ImageSize } from './image-variants';
import { IMAGE_FORMATS, IMAGE_SIZES } from './image-variants';

export const PUBLIC_MEDIA_PREFIX = '/media';

const EXT: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** The public URL of one processed size of an image: /media/{id}/{size}.{webp|jpg}. */
export function publicMediaUrl(id: number, size: ImageSize, format: ImageFormat): string {
  return `${PUBLIC_MEDIA_PREFIX}/${id}/${size}.${EXT[format]}`;
}

/** The public URL of an image's original (re-encoded, without metadata): /media/{id}. */
export function publicOriginalUrl(id: number): string {
  return `${PUBLIC_MEDIA_PREFIX}/${id}`;
}

/** What a /media path names: the attachment and, for a processed size, the size and format; null for anything else. */
export function parsePublicMediaPath(path: string): { id: number; size?: ImageSize; format?: ImageFormat } | null {
  const m = /^\/media\/([1-9]\d{0,9})(?:\/(thumb|display)\.(webp|jpg))?$/.exec(path);
  if (!m) return null;
  const id = Number(m[1]);
  if (id > 2_147_483_647) return null;
  if (!m[2]) return { id };
  const format = IMAGE_FORMATS.find((f) => EXT[f] === m[3])!;
  return { id, size: IMAGE_SIZES.find((s) => s === m[2])!, format };
}

const API_URL = /^\/api\/attachments\/([1-9]\d{0,9})(?:\?(.*))?$/;

/**
 * The /media URL of an image URL of ours as stored before (`/api/attachments/{id}[?size=…&format=…]`, e.g. a
 * service's `logo_url` or a photo's `url`), for a file the caller knows to be public; any other URL unchanged.
 */
export function publicMediaUrlOf(url: string): string;
export function publicMediaUrlOf(url: string | null): string | null;
export function publicMediaUrlOf(url: string | null): string | null {
  if (!url) return url;
  const m = API_URL.exec(url);
  if (!m) return url;
  const id = Number(m[1]);
  const q = new URLSearchParams(m[2] ?? '');
  const size = IMAGE_SIZES.find((s) => s === q.get('size'));
  if (!size) return publicOriginalUrl(id);
  return publicMediaUrl(id, size, q.get('format') === 'webp' ? 'webp' : 'jpeg');
}
