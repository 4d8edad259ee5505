import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Transaction } from '../../src/shared/fundsTypes';
import type { Post, PostPhoto } from '../../src/shared/socialTypes';
import type { Wedding } from '../../src/shared/weddings';
import { PASSWORD, type SignedUp, signUp } from './api';
import { fundsApi } from './fundsSupport';
import type { TestServer } from './helper';
import {
  DRIVERS,
  expectInStore,
  expectSweptAway,
  idOf,
  jpeg,
  type MediaEnv,
  startMediaEnv,
  upload,
} from './mediaSupport';
import { ok } from './planningSupport';
import { businessOf } from './vendorsSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue 41: every image path (profile photos, covers, posts, receipts, the website's gallery, business photos) with
// each driver of the media store: the bytes are the store's object, never the database's, served with the right cache
// policy; replacing or deleting what shows an image deletes its objects (by the sweep job, from the deletion queue).

const srcsOf = (photos: PostPhoto[]) =>
  photos.flatMap((p) => p.srcset.split(', ').map((entry) => entry.split(' ')[0]!));

describe.each(DRIVERS)('every image path with the %s driver', (driver) => {
  let env: MediaEnv;
  let server: TestServer;
  let couple: SignedUp;
  let wedding: Wedding;
  beforeAll(async () => {
    env = await startMediaEnv(driver);
    server = env.server;
    couple = await signUp(server);
    wedding = await setUpWedding(server, couple.access_token);
  });
  afterAll(() => env.close());

  test('a profile photo; a new one replaces it and the old object goes', async () => {
    const put = async () =>
      ok<{ image: string }>(
        await upload(server, couple.access_token, 'POST', '/api/v1/users/me/photo/', [
          { field: 'photo', data: await jpeg() },
        ]),
      ).image;
    const first = await expectInStore(server, await put(), 'public');
    const second = await expectInStore(server, await put(), 'public');
    await expectSweptAway(server, [first]);
    await expectInStore(server, `/media/${second}`, 'public');
  });

  test("a wedding's cover and its resized copy; a new cover deletes both", async () => {
    const put = async () => {
      const res = await upload(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/cover/`, [
        { field: 'cover', data: await jpeg(1800, 900) },
      ]);
      const body = ok<Wedding>(res);
      return [body.site_cover_img!, body.site_cover_cache_img!];
    };
    const first = await Promise.all((await put()).map((src) => expectInStore(server, src, 'public')));
    const second = await put();
    await expectSweptAway(server, first);
    for (const src of second) await expectInStore(server, src, 'public');
  });

  test("a post's photos (every width), public or members-only; deleting the post deletes them", async () => {
    const post = async (audience: string) =>
      ok<Post>(
        await upload(
          server,
          couple.access_token,
          'POST',
          '/api/v1/posts/',
          [
            { field: 'photos', data: await jpeg(1200, 800) },
            { field: 'photos', data: await jpeg() },
          ],
          { text: `A ${audience} post`, account: wedding.id, audience },
        ),
        201,
      );
    const open = await post('public');
    const members = await post('members');
    expect(srcsOf(open.photos).length).toBeGreaterThan(2);
    for (const src of srcsOf(open.photos)) await expectInStore(server, src, 'public');
    const ids = [];
    for (const src of srcsOf(members.photos)) ids.push(await expectInStore(server, src, 'private'));
    ok(await call(server, couple.access_token, 'DELETE', `/api/v1/posts/${members.id}/`), 204);
    await expectSweptAway(server, ids);
    await expectInStore(server, open.photos[0]!.src, 'public');
  });

  test("a transaction's receipt is private; removing it deletes its objects", async () => {
    const funds = fundsApi(server, couple.access_token);
    const tx = await funds.transaction(wedding, { money_account: (await funds.account(wedding)).id, amount: '12' });
    const receiptUrl = `/api/v1/account-transactions/${tx.id}/receipt/`;
    const res = await upload(server, couple.access_token, 'PUT', receiptUrl, [
      { field: 'receipt', data: await jpeg() },
    ]);
    const receipt = ok<Transaction>(res).receipt!;
    const ids = [];
    for (const src of srcsOf([receipt as PostPhoto])) ids.push(await expectInStore(server, src, 'private'));
    ok(await call(server, couple.access_token, 'DELETE', receiptUrl));
    await expectSweptAway(server, ids);
  });

  test("the website's gallery; deleting a photo deletes its objects", async () => {
    const url = `/api/v1/accounts/${wedding.id}/website/photos/`;
    const res = await upload(server, couple.access_token, 'POST', url, [
      { field: 'photos', data: await jpeg(900, 600) },
    ]);
    const [photo] = ok<{ results: PostPhoto[] }>(res, 201).results;
    const ids = [];
    for (const src of srcsOf([photo!])) ids.push(await expectInStore(server, src, 'public'));
    ok(await call(server, couple.access_token, 'DELETE', `${url}${photo!.id}/`), 204);
    await expectSweptAway(server, ids);
  });

  test("a business's photos; deleting one deletes its objects", async () => {
    const vendor = await signUp(server);
    const business = await businessOf(server, vendor.user.id);
    const url = `/api/v1/vendor/vendors/${business.id}/photos/`;
    const res = await upload(server, vendor.access_token, 'POST', url, [{ field: 'photos', data: await jpeg() }]);
    const [photo] = ok<{ results: PostPhoto[] }>(res, 201).results;
    const ids = [];
    for (const src of srcsOf([photo!])) ids.push(await expectInStore(server, src, 'public'));
    ok(await call(server, vendor.access_token, 'DELETE', `${url}${photo!.id}/`), 204);
    await expectSweptAway(server, ids);
  });

  test("deleting an account deletes its photo's and its posts' objects", async () => {
    const ann = await signUp(server);
    const photo = ok<{ image: string }>(
      await upload(server, ann.access_token, 'POST', '/api/v1/users/me/photo/', [
        { field: 'photo', data: await jpeg() },
      ]),
    ).image;
    const post = ok<Post>(
      await upload(server, ann.access_token, 'POST', '/api/v1/posts/', [{ field: 'photos', data: await jpeg() }], {
        text: 'Mine',
      }),
      201,
    );
    const ids = [idOf(photo), ...srcsOf(post.photos).map(idOf)];
    for (const id of ids) expect(await server.app.media.store.get(id)).toBeDefined();
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${ann.access_token}` },
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    await expectSweptAway(server, ids);
  });
});
