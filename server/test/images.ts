/** Real image bytes for upload tests (uploads are decoded: fake headers are refused), and a JPEG with EXIF GPS. */
import sharp from 'sharp';

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An image of `width`×`height` in one colour, as png, jpeg or gif. */
export function solidImage(format: 'png' | 'jpeg' | 'gif', width = 64, height = 48, color = '#0f766e'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.gif()).toBuffer();
}

/**
 * A little-endian TIFF/EXIF block with IFD0 Orientation and a GPS IFD (latitude 22°16′N), as a phone writes it.
 * Built by hand so the test does not depend on how an encoder writes (or drops) GPS tags.
 */
function exifWithGps(orientation: number): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation (SHORT), GPSInfo pointer (LONG) → GPS IFD at 38.
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(38, 30);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: GPSLatitudeRef 'N', GPSLatitude 3 RATIONALs at 68.
  tiff.writeUInt16LE(2, 38);
  tiff.writeUInt16LE(0x0001, 40);
  tiff.writeUInt16LE(2, 42);
  tiff.writeUInt32LE(2, 44);
  tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16LE(0x0002, 52);
  tiff.writeUInt16LE(5, 54);
  tiff.writeUInt32LE(3, 56);
  tiff.writeUInt32LE(68, 60);
  tiff.writeUInt32LE(0, 64);
  [22, 1, 16, 1, 0, 1].forEach((v, i) => tiff.writeUInt32LE(v, 68 + i * 4));
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** A `width`×`height` JPEG (landscape as stored) carrying EXIF orientation 6 (rotate 90°) and a GPS position. */
export async function jpegWithGps(width = 120, height = 80): Promise<Buffer> {
  const plain = await sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer();
  const exif = exifWithGps(6);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(exif.length + 2, 2);
  // Right after SOI (FF D8).
  return Buffer.concat([plain.subarray(0, 2), app1, exif, plain.subarray(2)]);
}
