import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { media } from '../../src/server/db/schema';
import { createMediaStore } from '../../src/server/media/createStore';
import { migrateMediaToStore } from '../../src/server/media/migrate';
import { sweepMedia } from '../../src/server/media/sweep';
import type { Post } from '../../src/shared/socialTypes';
import { expectProblem, type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import {
  DRIVERS,
  expectInStore,
  expectSweptAway,
  idOf,
  jpeg,
  type MediaEnv,
  startMediaEnv,
  storedBytes,
  upload,
} from './mediaSupport';
import { ok } from './planningSupport';
import { setUpWedding } from './weddingsSupport';

// Issue 41: the media store's safety nets with each driver. An object whose row never committed is swept after the
// grace period (and only then); images from before the store are served from their rows, moved by media:migrate
// (resumably, the app serving both meanwhile); a deletion the store refuses stays queued and is retried.

const count = async (server: TestServer, table: 'media_pending' | 'media_deletions') => {
  const { rows } = await server.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
};

describe.each(DRIVERS)('the media store with the %s driver', (driver) => {
  let env: MediaEnv;
  let server: TestServer;
  let ann: SignedUp;
  beforeAll(async () => {
    env = await startMediaEnv(driver);
    server = env.server;
    ann = await signUp(server);
  });
  afterAll(() => env.close());

  test('an upload refused after its objects were written leaves orphans, swept after the grace period only', async () => {
    const stranger = await signUp(server);
    const wedding = await setUpWedding(server, ann.access_token);
    const before = await count(server, 'media_pending');
    // Not a member: refused once the photos are decoded and written, so no row commits.
    const res = await upload(
      server,
      stranger.access_token,
      'POST',
      '/api/v1/posts/',
      [{ field: 'photos', data: await jpeg() }],
      {
        text: 'Not mine to post',
        account: wedding.id,
      },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const { rows } = await server.database.db.execute<{ id: string }>(
      sql`SELECT id FROM media_pending ORDER BY created_at DESC LIMIT 1`,
    );
    expect(await count(server, 'media_pending')).toBe(before + 1);
    const orphan = rows[0]!.id;
    expect(await storedBytes(server, orphan)).toBeDefined();

    // Within the grace period nothing is touched: its transaction might still be running.
    expect((await sweepMedia(server.database.db, server.app.media.store)).orphans).toBe(0);
    expect(await storedBytes(server, orphan)).toBeDefined();
    const committed = ok<Post>(
      await upload(server, ann.access_token, 'POST', '/api/v1/posts/', [{ field: 'photos', data: await jpeg() }], {
        text: 'Mine',
        account: wedding.id,
        audience: 'public',
      }),
      201,
    ).photos[0]!.src;

    const swept = await sweepMedia(server.database.db, server.app.media.store, 0);
    expect(swept.orphans).toBeGreaterThanOrEqual(1);
    expect(await storedBytes(server, orphan)).toBeUndefined();
    expect(await count(server, 'media_pending')).toBe(0);
    await expectInStore(server, committed, 'public');
  });

  test('images from before the store are served from the database, then moved by media:migrate, resumably', async () => {
    const old = await Promise.all([jpeg(30, 20, '#ff0000'), jpeg(31, 20, '#00ff00'), jpeg(32, 20, '#0000ff')]);
    const rows = await server.database.db
      .insert(media)
      .values(old.map((bytes) => ({ ownerId: ann.user.id, contentType: 'image/jpeg', bytes })))
      .returning({ id: media.id });
    const served = async (id: string) => (await server.app.inject({ method: 'GET', url: `/media/${id}` })).rawPayload;
    for (const [i, { id }] of rows.entries()) expect(await served(id)).toEqual(old[i]);

    // A run stopped after the first image: the others are still served from their rows, the first from the store.
    const failing = { ...server.app.media.store, puts: 0 };
    failing.put = async (id, bytes, type) => {
      if (failing.puts++ >= 1) throw new Error('the store went away');
      return server.app.media.store.put(id, bytes, type);
    };
    await expect(migrateMediaToStore(server.database.db, failing)).rejects.toThrow('the store went away');
    for (const [i, { id }] of rows.entries()) expect(await served(id)).toEqual(old[i]);

    // One row deleted before the next run: its bytes were in the database, nothing of it may stay in the store.
    await server.database.db.execute(sql`DELETE FROM media WHERE id = ${rows[2]!.id}`);
    const result = await migrateMediaToStore(server.database.db, server.app.media.store);
    expect(result.left).toBe(0);
    for (const [i, { id }] of rows.slice(0, 2).entries()) {
      expect(await expectInStore(server, `/media/${id}`, 'public')).toBe(id);
      expect(await served(id)).toEqual(old[i]);
    }
    await expectSweptAway(server, [rows[2]!.id]);
    expect((await migrateMediaToStore(server.database.db, server.app.media.store)).moved).toBe(0);
  });
});

describe('the S3 driver when the store stops answering', () => {
  let env: MediaEnv;
  beforeAll(async () => {
    env = await startMediaEnv('s3');
  });
  afterAll(() => env.close());

  test('a bucket that is not there stops start-up, saying so without the key', async () => {
    const store = createMediaStore(loadConfig({ ...env.s3!.env, S3_BUCKET: 'no-such-bucket' }).media);
    const refused = await store.open().then(
      () => null,
      (error: Error) => error.message,
    );
    store.close();
    expect(refused).toBe('S3 check of bucket "no-such-bucket" failed: NotFound (HTTP 404)');
  });

  test('an upload is a 503, a read a 503, a deletion is retried until the store takes it', async () => {
    const { server, s3 } = env;
    const ann = await signUp(server);
    const photo = async () =>
      upload(server, ann.access_token, 'POST', '/api/v1/users/me/photo/', [{ field: 'photo', data: await jpeg() }]);
    const first = idOf(ok<{ image: string }>(await photo()).image);

    await s3!.stop();
    expectProblem(await photo(), 503);
    expectProblem(await server.app.inject({ method: 'GET', url: `/media/${first}` }), 503);
    // The photo is replaced without the store: the old object's deletion waits in the queue.
    await server.database.db.execute(sql`DELETE FROM media WHERE id = ${first}`);
    const failed = await sweepMedia(server.database.db, server.app.media.store, 0);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const { rows } = await server.database.db.execute<{ attempts: number; last_error: string }>(
      sql`SELECT attempts, last_error FROM media_deletions WHERE id = ${first}`,
    );
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.last_error).toMatch(/^S3 delete failed/);
    expect(rows[0]!.last_error).not.toContain(s3!.env.AWS_SECRET_ACCESS_KEY!);

    await s3!.start();
    expect(await server.app.media.store.get(first)).toBeDefined();
    // Due again (its next try was put off): the sweep deletes it now that the store answers.
    await server.database.db.execute(sql`UPDATE media_deletions SET next_attempt_at = now()`);
    await expectSweptAway(server, [first]);
  });
});

describe('MEDIA_PUBLIC_URL, a CDN in front of the bucket', () => {
  let env: MediaEnv;
  beforeAll(async () => {
    // The bucket itself stands in for the CDN: s3rver serves its objects by path.
    env = await startMediaEnv('s3', (s3) => ({ MEDIA_PUBLIC_URL: `${s3!.endpoint}/${s3!.bucket}` }));
  });
  afterAll(() => env.close());

  test('a public image is a redirect there; a private one is streamed by the app, for the browser alone', async () => {
    const { server, s3 } = env;
    const ann = await signUp(server);
    const wedding = await setUpWedding(server, ann.access_token);
    const post = async (audience: string) =>
      ok<Post>(
        await upload(server, ann.access_token, 'POST', '/api/v1/posts/', [{ field: 'photos', data: await jpeg() }], {
          text: audience,
          account: wedding.id,
          audience,
        }),
        201,
      ).photos[0]!.src;
    const src = await post('public');
    const open = await server.app.inject({ method: 'GET', url: src });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`${s3!.endpoint}/${s3!.bucket}/media/${idOf(src)}`);
    expect(open.headers['cache-control']).toBe('public, max-age=86400');
    const fromCdn = await fetch(open.headers.location as string);
    expect(fromCdn.status).toBe(200);
    expect(Buffer.from(await fromCdn.arrayBuffer())).toEqual(await storedBytes(server, idOf(src)));

    await expectInStore(server, await post('members'), 'private');
    // Pages may show images from there.
    const page = await server.app.inject({ method: 'GET', url: '/auth/nothing-here' });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3!.endpoint};`);
  });
});
