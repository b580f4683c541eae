/**
 * Every file the server hands out (uploads, avatars, receipts, CSV statements, the privacy export) goes through
 * sendFile, so none of them can act as a page of our origin: a restrictive Content-Security-Policy with `sandbox`
 * (no script, no forms, no plugins, a unique origin even if a browser renders the bytes as HTML or SVG),
 * `nosniff` (the declared type is the type), and `attachment` unless the file is a raster image a browser only
 * ever draws. File names follow RFC 6266: an ASCII fallback plus the exact UTF-8 name in `filename*`.
 */
import type { Response } from 'express';

/** Raster formats that cannot carry script: the only files shown inline (photos, logos, avatars). */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/**
 * The policy of a file response. An image opened on its own is drawn in a document the browser makes, which needs
 * the image itself and its centring style; nothing else may load, and the sandbox removes scripts and same-origin.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export interface FileBody {
  data: Buffer;
  /** The declared media type; text types should carry their charset. */
  mime: string;
  /** The name a browser saves it under (any script: Chinese names are kept exactly in `filename*`). */
  fileName: string;
  cacheControl: string;
}

/** RFC 5987 ext-value: UTF-8, every byte outside attr-char percent-encoded (encodeURIComponent leaves '()*! alone). */
function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The quoted-string fallback for clients without `filename*`: ASCII letters, digits, dot, dash and underscore. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /[A-Za-z0-9]/.test(ascii) ? ascii : 'download';
}

export function isInlineImage(mime: string): boolean {
  return INLINE_IMAGE_TYPES.has(mime.split(';', 1)[0].trim().toLowerCase());
}

export function contentDisposition(fileName: string, kind: 'inline' | 'attachment'): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=${extValue(fileName)}`;
}

/** The headers of a file response, exported for the routes that stream or assert them. */
export function fileHeaders(file: Omit<FileBody, 'data'> & { length: number }): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Length': String(file.length),
    'Content-Disposition': contentDisposition(file.fileName, isInlineImage(file.mime) ? 'inline' : 'attachment'),
    'Content-Security-Policy': FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.cacheControl,
  };
}

export function sendFile(res: Response, file: FileBody): void {
  res.set(fileHeaders({ ...file, length: file.data.length }));
  res.end(file.data);
}
