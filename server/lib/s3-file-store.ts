/**
 * Upload storage on an S3-compatible object store (ADR 0026): the names of lib/file-store.ts are the
 * object keys. Downloads are still proxied by the app's routes, which check access first; the bucket stays private.
 * The SDK is loaded on first use, so instances and tests on local disk never load it.
 */
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Env } from '../config/env';
import { logger } from './logger';
import { assertStorageName, isStorageName, LIST_BATCH, newStorageName, type FileStore } from './file-store';

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); unset → AWS. */
  endpoint?: string;
  /** Unset → the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  webp: 'image/webp',
};

/** The S3 settings of the env, or undefined when S3_BUCKET is not set (uploads stay on local disk). */
export function s3ConfigOf(env: Env): S3StoreConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function createS3FileStore(cfg: S3StoreConfig): FileStore {
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: cfg.region,
        endpoint: cfg.endpoint,
        credentials: cfg.credentials,
        forcePathStyle: cfg.forcePathStyle,
        // Checksums only where S3 requires them: several S3-compatible servers reject the newer trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  return {
    async save(data, ext) {
      const key = newStorageName(ext);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: cfg.bucket, Key: key, Body: data, ContentType: MIME[ext] ?? 'application/octet-stream' }),
      );
      return key;
    },
    async read(name) {
      const key = assertStorageName(name);
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: cfg.bucket, Key: key }));
        if (!res.Body) throw new Error(`s3 object ${key} has no body`);
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        // The download routes answer 404 for any read failure: an unreachable store must still show in the logs.
        if ((err as Error).name !== 'NoSuchKey') logger().warn('s3-read-failed', { key, err: (err as Error).message });
        throw err;
      }
    },
    async remove(name) {
      const key = assertStorageName(name);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: cfg.bucket, Key: key }));
    },
    async *listOlderThan(cutoff) {
      const { sdk, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: cfg.bucket, ContinuationToken: token, MaxKeys: LIST_BATCH }));
        const names = (page.Contents ?? [])
          .filter((o) => o.Key && isStorageName(o.Key) && o.LastModified && o.LastModified < cutoff)
          .map((o) => o.Key!);
        if (names.length) yield names;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
