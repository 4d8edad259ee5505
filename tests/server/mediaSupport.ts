import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { sweepMedia } from '../../src/server/media/sweep';
import { type S3TestServer, startS3Server } from '../support/s3Server';
import { bearer, type FilePart, multipart } from './api';
import { startTestServer, type TestServer } from './helper';

// Server tests of the media store, run once per driver: the folder (DATA_DIR/media) and S3 (a real s3rver started by
// the test, no mock of the SDK).

export const DRIVERS = ['fs', 's3'] as const;
export type Driver = (typeof DRIVERS)[number];

export interface MediaEnv {
  server: TestServer;
  s3: S3TestServer | undefined;
  close(): Promise<void>;
}

/** The app on the driver's store; `env` adds variables, given the S3 server when there is one. */
export async function startMediaEnv(
  driver: Driver,
  env: (s3: S3TestServer | undefined) => Record<string, string> = () => ({}),
): Promise<MediaEnv> {
  const s3 = driver === 's3' ? await startS3Server() : undefined;
  const server = await startTestServer({ ...s3?.env, ...env(s3) });
  expect(server.app.media.store.driver).toBe(driver);
  return {
    server,
    s3,
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}

export const jpeg = (width = 60, height = 40, background = '#3a6ea5') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A multipart upload of `files` in `field` (plus text fields) as `token`. */
export function upload(
  server: TestServer,
  token: string,
  method: InjectOptions['method'],
  url: string,
  files: Omit<FilePart, 'filename' | 'contentType'>[],
  fields: Record<string, string> = {},
) {
  const body = multipart(files.map((f, i) => ({ ...f, filename: `f${i}.jpg`, contentType: 'image/jpeg' })));
  const boundary = body.headers['content-type']!.split('boundary=')[1]!;
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return server.app.inject({
    method,
    url,
    payload: Buffer.concat([Buffer.from(text), body.payload]),
    headers: { ...body.headers, ...bearer(token) },
  });
}

export const idOf = (src: string) => src.replace(/^\/media\//, '');

async function storedBytes(server: TestServer, id: string): Promise<Buffer | undefined> {
  const stored = await server.app.media.store.get(id);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The image at `src` is served (an image sharp reads, with the cache policy asked for), its bytes are the store's
 * object, and its row keeps none: the database holds metadata only.
 */
export async function expectInStore(server: TestServer, src: string, cache: 'public' | 'private'): Promise<string> {
  const id = idOf(src);
  const res = await server.app.inject({ method: 'GET', url: src });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe(`${cache}, max-age=31536000, immutable`);
  expect(res.headers['content-type']).toMatch(/^image\//);
  expect((await sharp(res.rawPayload).metadata()).width).toBeGreaterThan(0);
  expect(await storedBytes(server, id)).toEqual(res.rawPayload);
  const { rows } = await server.database.db.execute<{ in_db: boolean }>(
    sql`SELECT bytes IS NOT NULL AS in_db FROM media WHERE id = ${id}`,
  );
  expect(rows).toEqual([{ in_db: false }]);
  return id;
}

/** After the sweep job's run, these images' objects are gone from the store and their URLs answer 404. */
export async function expectSweptAway(server: TestServer, ids: string[]): Promise<void> {
  const swept = await sweepMedia(server.database.db, server.app.media.store);
  expect(swept.failed).toBe(0);
  for (const id of ids) {
    expect(await server.app.media.store.get(id)).toBeUndefined();
    expect((await server.app.inject({ method: 'GET', url: `/media/${id}` })).statusCode).toBe(404);
  }
  const { rows } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM media_deletions`);
  expect(rows[0]!.n).toBe(0);
}

export { storedBytes };
