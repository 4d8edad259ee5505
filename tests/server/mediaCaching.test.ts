import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/shared/fundsTypes';
import type { Post } from '../../src/shared/socialTypes';
import { bearer, multipart, type SignedUp, signUp } from './api';
import { fundsApi, putReceipt } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { setUpWedding } from './weddingsSupport';

// Issue 32 (hardening): /media/{id} told every cache, shared ones included, to keep receipts and members-only photos
// for a year. Only what everyone may see is `public` now; the rest is `private` (the browser's own cache alone).

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 100, b: 50 } } })
    .jpeg()
    .toBuffer();

async function photoPost(fields: Record<string, string>): Promise<Post> {
  const body = multipart([{ field: 'photos', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() }]);
  const boundary = body.headers['content-type']!.split('boundary=')[1]!;
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/posts/',
    payload: Buffer.concat([Buffer.from(text), body.payload]),
    headers: { ...body.headers, ...bearer(couple.access_token) },
  });
  return ok<Post>(res, 201);
}

const cacheOf = async (src: string) => {
  const res = await server.app.inject({ method: 'GET', url: src });
  expect(res.statusCode).toBe(200);
  return res.headers['cache-control'];
};

describe('/media/{id} caching', () => {
  it('a receipt is private', async () => {
    const wedding = await setUpWedding(server, couple.access_token, {});
    const funds = fundsApi(server, couple.access_token);
    const tx = await funds.transaction(wedding, { money_account: (await funds.account(wedding)).id, amount: '25' });
    const receipt = ok<Transaction>(await putReceipt(server, couple.access_token, tx.id)).receipt!;
    expect(await cacheOf(receipt.src)).toBe('private, max-age=31536000, immutable');
  });

  it("a members-only post's photo is private, a public post's is public", async () => {
    const wedding = await setUpWedding(server, couple.access_token, {});
    const members = await photoPost({ text: 'Dress fitting', account: wedding.id, audience: 'members' });
    const open = await photoPost({ text: 'Save the date', account: wedding.id, audience: 'public' });
    expect(await cacheOf(members.photos[0]!.src)).toBe('private, max-age=31536000, immutable');
    expect(await cacheOf(open.photos[0]!.src)).toBe('public, max-age=31536000, immutable');
  });
});
