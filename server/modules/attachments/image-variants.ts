/**
 * Image processing of uploads: every png/jpeg/gif is decoded with sharp, turned upright (EXIF
 * orientation), re-encoded without any metadata (no EXIF, no GPS, no XMP ever leaves the server), measured, and
 * given two variants, `thumb` (inside 320×320) and `display` (inside 1600×1600, never upscaled), each as WebP
 * and JPEG. A file with an image signature that cannot be decoded is refused (ImageDecodeError).
 */
import sharp from 'sharp';
import { IMAGE_VARIANT_BOXES, type ImageSize } from '@shared/domain/image-variants';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif';

/** Decoding more pixels than this is refused (a small file can describe a huge canvas). */
export const MAX_INPUT_PIXELS = 60_000_000;

const JPEG = { quality: 82, progressive: true, optimiseCoding: true } as const;
const WEBP = { quality: 78, effort: 0 } as const;

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
}

export interface ProcessedImage {
  /** The original, upright and re-encoded in its own format without metadata. */
  original: Buffer;
  width: number;
  height: number;
  variants: Record<ImageSize, EncodedVariant>;
}

/** Why an image was refused: it could not be decoded, or it has too many pixels. */
export class ImageDecodeError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_many_pixels') {
    super(`image ${reason}`);
    this.name = 'ImageDecodeError';
  }
}

function decodeProblem(err: unknown): ImageDecodeError {
  return new ImageDecodeError(/pixel limit/i.test(String((err as Error)?.message)) ? 'too_many_pixels' : 'unreadable');
}

const input = (data: Buffer, animated = false) =>
  sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated, sequentialRead: true });

async function encodeOriginal(data: Buffer, mime: ImageMime): Promise<{ data: Buffer; width: number; height: number }> {
  if (mime === 'image/gif') {
    // Every frame is kept (animations stay animated); GIF carries no orientation.
    const { data: out, info } = await input(data, true).gif().toBuffer({ resolveWithObject: true });
    const pages = (info as { pages?: number }).pages ?? 1;
    return { data: out, width: info.width, height: Math.round(info.height / Math.max(1, pages)) };
  }
  const upright = input(data).rotate();
  const encoded = mime === 'image/png' ? upright.png() : upright.jpeg({ quality: 90 });
  const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}

async function encodeVariant(upright: ReturnType<typeof sharp>, box: number): Promise<EncodedVariant> {
  // One resize to raw pixels, then two encoders: the (possibly huge) source is decoded once per size.
  const { data, info } = await upright
    .clone()
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [webp, jpeg] = await Promise.all([
    sharp(data, raw).webp(WEBP).toBuffer(),
    // JPEG has no transparency: transparent logos are put on white.
    sharp(data, raw).flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer(),
  ]);
  return { width: info.width, height: info.height, webp, jpeg };
}

/** Decodes, fixes orientation, strips metadata and makes the thumb and display variants of one image. */
export async function processImage(data: Buffer, mime: ImageMime): Promise<ProcessedImage> {
  try {
    // Variants are made from the first frame, upright, in sRGB.
    const upright = input(data).rotate().toColourspace('srgb');
    const [original, thumb, display] = await Promise.all([
      encodeOriginal(data, mime),
      encodeVariant(upright, IMAGE_VARIANT_BOXES.thumb),
      encodeVariant(upright, IMAGE_VARIANT_BOXES.display),
    ]);
    return { original: original.data, width: original.width, height: original.height, variants: { thumb, display } };
  } catch (err) {
    throw decodeProblem(err);
  }
}
