/**
 * Avatar images: the type is decided by the file's first bytes (JPEG, PNG or WebP only), then sharp
 * decodes it, turns it upright (EXIF orientation) and re-encodes it without any metadata: an original (at most
 * 1024 px a side, its own format) and a square thumbnail (256 px, cropped around the busiest part of the picture, WebP) that headers and cards show.
 */
import sharp from 'sharp';
import type { AvatarMime } from './avatar.repository';

/** Decoding more pixels than this is refused (a small file can describe a huge canvas). */
const MAX_INPUT_PIXELS = 60_000_000;
export const AVATAR_ORIGINAL_BOX = 1024;
export const AVATAR_THUMB_PX = 256;

const SIGNATURES: Array<{ mime: AvatarMime; ext: 'png' | 'jpg' | 'webp'; test: (b: Buffer) => boolean }> = [
  { mime: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The avatar type of a file by its first bytes, or undefined (GIF, PDF, anything else). */
export function sniffAvatarType(data: Buffer): (typeof SIGNATURES)[number] | undefined {
  return SIGNATURES.find((s) => s.test(data));
}

export interface AvatarImages {
  original: Buffer;
  thumb: Buffer;
}

/** Why an image was refused: it could not be decoded (or has too many pixels). */
export class AvatarDecodeError extends Error {
  constructor() {
    super('avatar unreadable');
    this.name = 'AvatarDecodeError';
  }
}

/** Makes the stored original and the square thumbnail; throws AvatarDecodeError for a file sharp cannot read. */
export async function processAvatar(data: Buffer, mime: AvatarMime): Promise<AvatarImages> {
  try {
    const upright = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const sized = upright
      .clone()
      .resize({ width: AVATAR_ORIGINAL_BOX, height: AVATAR_ORIGINAL_BOX, fit: 'inside', withoutEnlargement: true });
    const original =
      mime === 'image/png' ? sized.png() : mime === 'image/webp' ? sized.webp({ quality: 85 }) : sized.jpeg({ quality: 88, mozjpeg: true });
    const thumb = upright
      .clone()
      .resize({ width: AVATAR_THUMB_PX, height: AVATAR_THUMB_PX, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 });
    const [o, t] = await Promise.all([original.toBuffer(), thumb.toBuffer()]);
    return { original: o, thumb: t };
  } catch {
    throw new AvatarDecodeError();
  }
}
