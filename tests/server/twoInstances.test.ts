import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, expect, inject, test } from 'vitest';
import type { Post } from '../../src/shared/socialTypes';
import { type AppProcess, killApps, runApp } from '../support/appProcess';
import { freePort } from '../support/freePort';
import { type S3TestServer, startS3Server } from '../support/s3Server';

// Issue 41, the recipe without containers: what deploy/compose.yaml runs, as processes. An S3-compatible server, one
// new PostgreSQL database, and two instances started together with the compose file's settings (DATABASE_URL, the
// bucket, TRUST_PROXY=1, a drain delay). Both migrate the empty database at once (one does, under the advisory
// lock), an image uploaded through one is served by the other, an image deleted through one leaves the bucket by
// the job queue, and a stopping instance drains while the other keeps serving.

let s3: S3TestServer | undefined;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  killApps();
  await s3?.close();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `two_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ready(app: AppProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (app.child.exitCode !== null) throw new Error(`instance exited: ${app.output()}`);
    const status = await fetch(`${app.base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance not ready: ${app.output()}`);
}

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

function form(field: string, bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return body;
}

test('two instances on one database and one bucket: upload on one, read on the other, delete, drain', async () => {
  s3 = await startS3Server('vowline-media');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-two-'));
  const env = {
    DATABASE_URL: await emptyDatabase(),
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    DRAIN_DELAY_MS: '1500',
    DRAIN_TIMEOUT_MS: '5000',
    ...s3.env,
  };
  const [a, b] = [runApp(env, await freePort()), runApp(env, await freePort())];
  await Promise.all([ready(a), ready(b)]);

  const signUp = await fetch(`${a.base}/api/v1/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ first_name: 'Two', last_name: 'Hosts', email: 'two@example.com', password: 'secret12' }),
  });
  expect(signUp.status).toBe(201);
  const auth = { authorization: `Bearer ${((await signUp.json()) as { access_token: string }).access_token}` };

  // A profile photo through A, served by B: the same bytes, from the bucket.
  const put = await fetch(`${a.base}/api/v1/users/me/photo/`, {
    method: 'POST',
    headers: auth,
    body: form('photo', await photo('#a33')),
  });
  expect(put.status).toBe(200);
  const image = ((await put.json()) as { image: string }).image;
  const [fromA, fromB] = await Promise.all(
    [a, b].map(async (app) => {
      const res = await fetch(`${app.base}${image}`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    }),
  );
  expect(fromB).toEqual(fromA);
  const bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.AWS_ACCESS_KEY_ID!, secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY! },
  });
  const objectOf = (src: string) => ({ Bucket: s3!.bucket, Key: `media/${src.replace('/media/', '')}` });
  expect((await bucket.send(new HeadObjectCommand(objectOf(image)))).ContentLength).toBe(fromA!.length);

  // A post with a photo through B, read and deleted through A; the job queue (on either) empties the bucket of it.
  const posted = await fetch(`${b.base}/api/v1/posts/`, {
    method: 'POST',
    headers: auth,
    body: form('photos', await photo('#3a3'), { text: 'From B' }),
  });
  expect(posted.status).toBe(201);
  const post = (await posted.json()) as Post;
  const read = (await (await fetch(`${a.base}/api/v1/posts/${post.id}/`, { headers: auth })).json()) as Post;
  expect(read.photos[0]!.src).toBe(post.photos[0]!.src);
  expect((await fetch(`${a.base}${read.photos[0]!.src}`)).status).toBe(200);
  expect((await fetch(`${a.base}/api/v1/posts/${post.id}/`, { method: 'DELETE', headers: auth })).status).toBe(204);
  await expect
    .poll(
      () =>
        bucket.send(new HeadObjectCommand(objectOf(post.photos[0]!.src))).then(
          () => 'there',
          (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
        ),
      { timeout: 30_000, interval: 500 },
    )
    .toBe(404);
  expect((await fetch(`${b.base}${post.photos[0]!.src}`)).status).toBe(404);

  // An upgrade: A drains (readyz 503 at once, as Caddy sees it) and exits 0, while B serves on.
  a.child.kill('SIGTERM');
  await expect.poll(() => fetch(`${a.base}/readyz`).then((r) => r.status), { timeout: 1000 }).toBe(503);
  expect((await fetch(`${b.base}/readyz`)).status).toBe(200);
  expect((await fetch(`${b.base}${image}`)).status).toBe(200);
  expect(await a.exited).toBe(0);
  bucket.destroy();
}, 240_000);
