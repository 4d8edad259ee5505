import type { Readable } from 'node:stream';

/** One stored image's bytes, as a stream to send on. */
export interface StoredObject {
  body: Readable;
  length: number | undefined;
}

/**
 * Where image bytes live, keyed by their media row's id. Every call is idempotent: writing an id again replaces its
 * object with the same bytes, deleting a missing one succeeds. The database keeps what the bytes are (their type,
 * owner, who may see them).
 */
export interface MediaStore {
  readonly driver: 'fs' | 's3';
  put(id: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such object. */
  get(id: string): Promise<StoredObject | undefined>;
  delete(id: string): Promise<void>;
  /** Where anyone may fetch the object without the app (MEDIA_PUBLIC_URL, a CDN); undefined when there is none. */
  publicUrl(id: string): string | undefined;
  /** Makes what the store needs to take writes (the folder; S3: checks the bucket answers). */
  open(): Promise<void>;
  close(): void;
}

/** Object keys are `media/<id>`, so one bucket can hold other things beside (and a CDN can map `/media/`). */
export const objectKey = (id: string) => `media/${id.toLowerCase()}`;
