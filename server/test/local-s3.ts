/**
 * A local S3-compatible server (s3rver from npm) on a random loopback port with one empty bucket, for the S3 upload
 * store's tests and npm run test:scale. `env` holds the S3_* variables that point an instance at it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Where the server keeps its objects (<dir>/<bucket>/<key>._S3rver_object). */
  dir: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(opts: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const bucket = opts.bucket ?? 'sifu-test-uploads';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    dir,
    // s3rver accepts the key pair S3RVER / S3RVER.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
