import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COVER_MAX_BYTES, type Wedding, weddingMessages as wm } from '../../src/shared/weddings';
import { bearer, countRows, expectProblem, type FilePart, multipart, type SignedUp, signUp, tinyPng } from './api';
import { startTestServer, type TestServer } from './helper';
import { addMember, call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
let planner: SignedUp;
let wedding: Wedding;
beforeAll(async () => {
  server = await startTestServer();
  [couple, planner] = await Promise.all([signUp(server, { first_name: 'Ann' }), signUp(server, { first_name: 'Pat' })]);
  wedding = await setUpWedding(server, couple.access_token);
  await addMember(server, wedding.id, planner.user.id, 'planner');
});
afterAll(() => server.close());

const MEDIA_URL = /^\/media\/[0-9a-f-]{36}$/;
const cover = (data: Buffer, contentType = 'image/jpeg', field = 'cover'): FilePart => ({
  field,
  filename: 'cover.jpg',
  contentType,
  data,
});
const upload = (parts: FilePart[], token = couple.access_token, id = wedding.id) => {
  const { payload, headers } = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${id}/cover/`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    [format]()
    .toBuffer();
const current = async () => (await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`)).json();

describe('POST /api/v1/accounts/{id}/cover/', () => {
  test('a large JPEG is stored, with a resized WebP copy at most 1600 px wide', async () => {
    const res = await upload([cover(await photo(2400, 1200, 'jpeg'))]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Wedding;
    expect(body.site_cover_img).toMatch(MEDIA_URL);
    expect(body.site_cover_cache_img).toMatch(MEDIA_URL);

    const original = await server.app.inject({ method: 'GET', url: body.site_cover_img! });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 2400, height: 1200 });

    const cached = await server.app.inject({ method: 'GET', url: body.site_cover_cache_img! });
    expect(cached.headers['content-type']).toBe('image/webp');
    expect(await sharp(cached.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await current()).toMatchObject({ site_cover_img: body.site_cover_img });
  });

  test('a small PNG is never enlarged', async () => {
    const res = await upload([cover(tinyPng(), 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const cached = await server.app.inject({ method: 'GET', url: res.json().site_cover_cache_img });
    expect(await sharp(cached.rawPayload).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  test('camera metadata is not kept in the stored original', async () => {
    const withExif = await sharp(await photo(40, 30, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location-marker' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-location-marker'))).toBe(true);
    const res = await upload([cover(withExif)]);
    const original = await server.app.inject({ method: 'GET', url: res.json().site_cover_img });
    expect(original.rawPayload.includes(Buffer.from('secret-location-marker'))).toBe(false);
  });

  test('replacing the cover deletes both old images', async () => {
    const first = (await upload([cover(await photo(20, 10, 'webp'), 'image/webp')])).json() as Wedding;
    const mediaBefore = await countRows(server, 'media');
    const second = (await upload([cover(await photo(30, 10, 'png'), 'image/png')])).json() as Wedding;
    expect(await countRows(server, 'media')).toBe(mediaBefore);
    for (const url of [first.site_cover_img!, first.site_cover_cache_img!]) {
      expectProblem(await server.app.inject({ method: 'GET', url }), 404);
    }
    expect((await server.app.inject({ method: 'GET', url: second.site_cover_img! })).statusCode).toBe(200);
  });

  describe('refused uploads change nothing', () => {
    const unchanged = async (action: () => Promise<void>) => {
      const before = await current();
      const media = await countRows(server, 'media');
      await action();
      expect(await current()).toMatchObject({
        site_cover_img: before.site_cover_img,
        site_cover_cache_img: before.site_cover_cache_img,
      });
      expect(await countRows(server, 'media')).toBe(media);
    };

    test('a GIF is not a cover', () =>
      unchanged(async () => {
        expectProblem(await upload([cover(await photo(4, 4, 'gif'), 'image/gif')]), 400, { cover: [wm.coverType] });
      }));

    test('text named .jpg is a 400', () =>
      unchanged(async () => {
        expectProblem(await upload([cover(Buffer.from('not an image'))]), 400, { cover: [wm.coverType] });
      }));

    test('a truncated JPEG that does not decode is a 400', () =>
      unchanged(async () => {
        const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
        expectProblem(await upload([cover(broken)]), 400, { cover: [wm.coverUnreadable] });
      }));

    test('over 5 MB is a 413', () =>
      unchanged(async () => {
        const big = Buffer.concat([tinyPng(), Buffer.alloc(COVER_MAX_BYTES + 1 - tinyPng().length)]);
        expectProblem(await upload([cover(big, 'image/png')]), 413, { cover: [wm.coverTooLarge] });
      }));

    test('a file under another field name is a 400', () =>
      unchanged(async () => {
        expectProblem(await upload([cover(tinyPng(), 'image/png', 'photo')]), 400, { cover: [wm.coverType] });
      }));

    test('a JSON body is a 415', () =>
      unchanged(async () => {
        const res = await call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/cover/`, {
          cover: 'x',
        });
        expectProblem(res, 415, { cover: [wm.coverType] });
      }));

    test('a committee member may not set it (403), a stranger neither, nobody without a token (401)', () =>
      unchanged(async () => {
        const stranger = await signUp(server, { first_name: 'Sam' });
        expectProblem(await upload([cover(tinyPng(), 'image/png')], planner.access_token), 403);
        expectProblem(await upload([cover(tinyPng(), 'image/png')], stranger.access_token), 403);
        const { payload, headers } = multipart([cover(tinyPng(), 'image/png')]);
        const anon = await server.app.inject({
          method: 'POST',
          url: `/api/v1/accounts/${wedding.id}/cover/`,
          payload,
          headers,
        });
        expectProblem(anon, 401);
      }));

    test('no such wedding is a 404', () =>
      unchanged(async () => {
        expectProblem(await upload([cover(tinyPng(), 'image/png')], couple.access_token, 'nobody-here'), 404);
      }));
  });
});
