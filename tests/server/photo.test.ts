import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/server/db/schema';
import { photoMessages } from '../../src/server/lib/images';
import { PROFILE_PHOTO_MAX_BYTES } from '../../src/shared/constants';
import { fieldMessages } from '../../src/shared/messages';
import {
  bearer,
  claimedPng,
  countRows,
  expectProblem,
  type FilePart,
  me,
  multipart,
  pngChunk,
  type SignedUp,
  signUp,
  tinyPng,
} from './api';
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

/** The first pixel's RGBA, as a decoder sees it. */
const pixel = async (bytes: Buffer) => [...(await sharp(bytes).ensureAlpha().raw().toBuffer()).subarray(0, 4)];

/** A valid PNG of exactly `size` bytes: a 1×1 image with a private ancillary chunk of padding, which decoders skip. */
function paddedPng(size: number): Buffer {
  const png = tinyPng();
  const ihdrEnd = 8 + 25;
  const padding = size - png.length - 12;
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('vpAd', Buffer.alloc(padding)), png.subarray(ihdrEnd)]);
}

/** Checks that a failed upload left the user's photo and the media table exactly as they were. */
async function expectUnchanged(action: () => Promise<void>) {
  const image = await imageOf(user.user.id);
  const media = await countRows(server, 'media');
  await action();
  expect(await imageOf(user.user.id)).toBe(image);
  expect(await countRows(server, 'media')).toBe(media);
}

describe('POST /api/v1/users/me/photo/', () => {
  test('a real PNG becomes the profile photo, re-encoded and served back as image/png', async () => {
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
    expect(await pixel(served.rawPayload)).toEqual([200, 30, 90, 255]);
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
    expect(await pixel((await getMedia(secondUrl)).rawPayload)).toEqual([4, 5, 6, 255]);
    expect(await countRows(server, 'media')).toBe(mediaBefore);
  });

  test('the type is taken from the bytes, not from the name or the claimed type', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b43c5a' } })
      .jpeg()
      .toBuffer();
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
    const big = paddedPng(PROFILE_PHOTO_MAX_BYTES);
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

describe('what a stored photo keeps', () => {
  test('a JPEG carrying a GPS position is stored without it, or any other metadata', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c5ab4' } })
      .withExif({
        IFD0: { Copyright: 'secret-location-marker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2406/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.includes(Buffer.from('secret-location-marker'))).toBe(true);
    expect(sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload([photo(withGps, 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await getMedia(res.json().image);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-location-marker'))).toBe(false);
  });

  test('a large photo is stored at most 1024 px a side', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const res = await upload([photo(wide)]);
    expect(res.statusCode, res.body).toBe(200);
    const kept = await sharp((await getMedia(res.json().image)).rawPayload).metadata();
    expect(kept).toMatchObject({ width: 1024, height: 512 });
  });

  test('an image claiming more pixels than the limit is refused before it is decoded, and changes nothing', async () => {
    await expectUnchanged(async () => {
      expectProblem(await upload([photo(claimedPng(10_000, 10_000))]), 400, {
        photo: [photoMessages.tooManyPixels],
      });
    });
  });

  test('a file with an image’s first bytes that does not decode is a 400', async () => {
    await expectUnchanged(async () => {
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
      expectProblem(await upload([photo(broken, 'x.jpg', 'image/jpeg')]), 400, {
        photo: [photoMessages.unreadable],
      });
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
