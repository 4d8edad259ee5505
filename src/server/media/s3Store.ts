import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { type MediaStore, objectKey } from './store';

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2) through the AWS SDK. Credentials come from
// the environment (or the SDK's own chain) and are never logged; errors are reported by their name and status only.

/** An S3 failure in words that carry no request signature or credential. */
export function s3Failure(action: string, error: unknown): Error {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number }; code?: string };
  const status = e.$metadata?.httpStatusCode;
  return new Error(`S3 ${action} failed: ${e.name ?? e.code ?? 'error'}${status ? ` (HTTP ${status})` : ''}`);
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Store(config: S3Config, publicUrl: string | null): MediaStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // A store that stops answering fails the upload or the read instead of holding it.
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    driver: 's3',
    async put(id, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(id),
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            // Ids are never reused, so the bytes at a key never change. A CDN's copy of a public image may stay.
            CacheControl: 'max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw s3Failure('put', error);
      }
    },
    async get(id) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(id) }));
        if (!res.Body) return undefined;
        return { body: res.Body as Readable, length: res.ContentLength };
      } catch (error) {
        if (missing(error)) return undefined;
        throw s3Failure('get', error);
      }
    },
    async delete(id) {
      try {
        // S3 answers 204 for a key that is not there: deleting twice is fine.
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(id) }));
      } catch (error) {
        if (missing(error)) return;
        throw s3Failure('delete', error);
      }
    },
    publicUrl: (id) => (publicUrl ? `${publicUrl}/${objectKey(id)}` : undefined),
    async open() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        // A key allowed only to read, write and delete objects may not look at the bucket: that is no reason to stop.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403) return;
        // A missing bucket or a store that cannot be reached is a mistake in the configuration: start-up says so.
        throw s3Failure(`check of bucket "${Bucket}"`, error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
