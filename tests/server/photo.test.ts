import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/server/db/schema';
import { PROFILE_PHOTO_MAX_BYTES } from '../../src/shared/constants';
import { fieldMessages } from '../../src/shared/messages';
import { bearer, countRows, expectProblem, type FilePart, me, multipart, type SignedUp, signUp, tinyPng } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

const MEDIA_URL = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const upload = (parts: FilePart[], token = user.access_token) => {
  const { payload, headers } = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/photo/',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const photo = (data: Buffer, filename = 'me.png', contentType = 'image/png'): FilePart => ({
  field: 'photo',
  filename,
  contentType,
  data,
});
const imageOf = async (id: string) =>
  (await server.database.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]!.image;
const getMedia = (url: string) => server.app.inject({ method: 'GET', url });

/** Checks that a failed upload left the user's photo and the media table exactly as they were. */
async function expectUnchanged(action: () => Promise<void>) {
  const image = await imageOf(user.user.id);
  const media = await countRows(server, 'media');
  await action();
  expect(await imageOf(user.user.id)).toBe(image);
  expect(await countRows(server, 'media')).toBe(media);
}

describe('POST /api/v1/users/me/photo/', () => {
  test('a real PNG becomes the profile photo, served back byte for byte as image/png', async () => {
    const png = tinyPng();
    const res = await upload([photo(png)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ...user.user, image: expect.stringMatching(MEDIA_URL) });
    expect((await me(server, user.access_token)).json().image).toBe(body.image);

    const served = await getMedia(body.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  test('replacing the photo deletes the old image', async () => {
    const first = (await upload([photo(tinyPng([1, 2, 3, 255]))])).json().image as string;
    const mediaBefore = await countRows(server, 'media');
    const second = await upload([photo(tinyPng([4, 5, 6, 255]))]);
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().image as string;
    expect(secondUrl).toMatch(MEDIA_URL);
    expect(secondUrl).not.toBe(first);
    expectProblem(await getMedia(first), 404);
    expect((await getMedia(secondUrl)).rawPayload.equals(tinyPng([4, 5, 6, 255]))).toBe(true);
    expect(await countRows(server, 'media')).toBe(mediaBefore);
  });

  test('the type is taken from the bytes, not from the name or the claimed type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const res = await upload([photo(jpeg, 'looks.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    expect((await getMedia(res.json().image)).headers['content-type']).toBe('image/jpeg');
  });

  test('a text file renamed .png is a 400 and changes nothing', async () => {
    await expectUnchanged(async () => {
      const res = await upload([photo(Buffer.from('just some text, not an image\n'), 'photo.png', 'image/png')]);
      expectProblem(res, 400, { photo: [fieldMessages.photoType] });
    });
  });

  test('an SVG (script-capable) is refused', async () => {
    await expectUnchanged(async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expectProblem(await upload([photo(svg, 'x.svg', 'image/svg+xml')]), 400, { photo: [fieldMessages.photoType] });
    });
  });

  test('an empty file is a 400', async () => {
    await expectUnchanged(async () => {
      expectProblem(await upload([photo(Buffer.alloc(0))]), 400, { photo: [fieldMessages.photoType] });
    });
  });

  test('a photo of exactly 5 MB is taken', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - tinyPng().length)]);
    expect(big.length).toBe(5 * 1024 * 1024);
    const res = await upload([photo(big)]);
    expect(res.statusCode, res.body).toBe(200);
  });

  test('a photo over 5 MB is a 413 and changes nothing', async () => {
    await expectUnchanged(async () => {
      const big = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1 - tinyPng().length)]);
      expectProblem(await upload([photo(big)]), 413, { photo: [fieldMessages.photoTooLarge] });
    });
  });

  test('a multipart body without a file is a 400 on photo', async () => {
    await expectUnchanged(async () => {
      const boundary = 'xyzzy';
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/photo/',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(user.access_token) },
      });
      expectProblem(res, 400, { photo: [fieldMessages.required] });
    });
  });

  test('a file under another field name is not taken as the photo', async () => {
    await expectUnchanged(async () => {
      const res = await upload([{ ...photo(tinyPng()), field: 'avatar' }]);
      expectProblem(res, 400, { photo: [fieldMessages.required] });
    });
  });

  test('a JSON body is a 415', async () => {
    await expectUnchanged(async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/photo/',
        payload: { photo: 'data:image/png;base64,AAAA' },
        headers: bearer(user.access_token),
      });
      expectProblem(res, 415, { photo: [fieldMessages.photoType] });
    });
  });

  test('needs a token, and stores nothing without one', async () => {
    await expectUnchanged(async () => {
      const { payload, headers } = multipart([photo(tinyPng())]);
      expectProblem(await server.app.inject({ method: 'POST', url: '/api/v1/users/me/photo/', payload, headers }), 401);
    });
  });
});

describe('GET /media/:id', () => {
  test.each(['/media/00000000-0000-4000-8000-000000000000', '/media/not-a-uuid', "/media/1'%20OR%201=1"])(
    '%s is a 404 problem',
    async (url) => {
      expectProblem(await getMedia(url), 404);
    },
  );
});
