/**
 * A processed image: `<picture>` with a WebP source and a JPEG fallback, both sizes in `srcset` so the
 * browser picks what the slot needs, and width/height attributes from the image so its space is reserved before
 * it loads (no layout shift).
 */
import type { ImgHTMLAttributes } from 'react';

export interface PictureSource {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
}

/** Sizes of one image, as the API describes them (PublicImage, or an attachment's variants). */
export interface PictureImage {
  thumb: PictureSource;
  display: PictureSource;
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: PictureImage;
  alt: string;
  /** The size whose JPEG is the plain `src` and whose proportions are the width/height attributes. */
  base?: 'thumb' | 'display';
  /** How wide the slot is, for the browser's choice in srcset (e.g. "(min-width: 900px) 25vw, 50vw"). */
  sizes?: string;
}

function srcSet(image: PictureImage, format: 'webp' | 'jpeg'): string {
  const { thumb, display } = image;
  return display.width > thumb.width
    ? `${thumb[format]} ${thumb.width}w, ${display[format]} ${display.width}w`
    : `${display[format]} ${display.width}w`;
}

export function Picture({ image, alt, base = 'thumb', sizes = '100vw', loading = 'lazy', decoding = 'async', ...img }: PictureProps) {
  const main = image[base];
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={main.jpeg}
        srcSet={srcSet(image, 'jpeg')}
        sizes={sizes}
        width={main.width}
        height={main.height}
        alt={alt}
        loading={loading}
        decoding={decoding}
        {...img}
      />
    </picture>
  );
}
