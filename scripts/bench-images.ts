/**
 * Image upload processing benchmark: generates camera-like JPEG photos of 2 to 4 megapixels (gradients,
 * shapes and sensor-like noise, some with an EXIF orientation and GPS position), then processes each one exactly as
 * an upload is processed (upright, metadata stripped, thumb and display variants in WebP and JPEG, all stored in a
 * temporary file store) and prints p50/p99 and the mean in milliseconds.
 *   npx tsx scripts/bench-images.ts            Env: BENCH_IMAGES (30)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createFileStore } from '../server/lib/file-store';
import { storeFile } from '../server/modules/attachments/attachments.service';

const COUNT = Number(process.env.BENCH_IMAGES ?? 30);
/** Camera-like sizes from 2.0 to 4.0 megapixels (3:2 and 4:3). */
const SIZES: Array<[number, number]> = [
  [1732, 1155],
  [1920, 1080],
  [2048, 1365],
  [2000, 1500],
  [2304, 1536],
  [2400, 1600],
  [2310, 1732],
];

function sceneSvg(w: number, h: number, seed: number): string {
  const shapes = Array.from({ length: 36 }, (_, i) => {
    const x = (seed * 97 + i * 131) % w;
    const y = (seed * 53 + i * 71) % h;
    const r = 30 + ((i * 37 + seed * 11) % Math.round(Math.min(w, h) / 4));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(seed * 40 + i * 23) % 360},${35 + (i % 40)}%,${30 + (i % 45)}%)" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${(seed * 29) % 360},40%,70%)"/><stop offset="1" stop-color="hsl(${(seed * 53) % 360},30%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

/** A JPEG as a phone would send it: blurred shapes plus noise, quality 88, sometimes rotated by EXIF and geotagged. */
async function cameraPhoto(i: number): Promise<Buffer> {
  const [w, h] = SIZES[i % SIZES.length];
  const base = await sharp(Buffer.from(sceneSvg(w, h, i + 1)))
    .blur(1.5)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  let out = sharp(base.data, { raw: base.info }).composite([{ input: noise, raw: { width: w, height: h, channels: 3 }, blend: 'overlay' }]);
  if (i % 3 === 0) out = out.withMetadata({ orientation: 6 }).withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } });
  return out.jpeg({ quality: 88 }).toBuffer();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-bench-images-'));
  const files = createFileStore(dir);
  try {
    process.stdout.write(`Generating ${COUNT} photos of 2–4 MP… `);
    const photos: Buffer[] = [];
    for (let i = 0; i < COUNT; i++) photos.push(await cameraPhoto(i));
    const mb = photos.reduce((n, p) => n + p.length, 0) / photos.length / 1e6;
    console.log(`done (mean ${mb.toFixed(2)} MB a file).`);
    // One warm-up run, not counted (libvips loads its codecs on first use).
    await storeFile(files, photos[0], { mime: 'image/jpeg', ext: 'jpg' });
    const ms: number[] = [];
    for (const photo of photos) {
      const started = performance.now();
      await storeFile(files, photo, { mime: 'image/jpeg', ext: 'jpg' });
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    console.log(
      `Image processing per upload (${ms.length} photos, one at a time, sharp ${sharp.versions.sharp}, ${os.cpus().length} CPUs):`,
    );
    console.log(`  p50 ${percentile(ms, 50).toFixed(0)} ms   p99 ${percentile(ms, 99).toFixed(0)} ms   mean ${mean.toFixed(0)} ms`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
