import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SITE_LIMITS, siteMessages } from '../../src/shared/site';
import type { PostPhoto } from '../../src/shared/socialTypes';
import { socialMessages as sm } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, multipart, PASSWORD, signUp, tinyPng } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

// The website's gallery: the couple uploads photos, which are decoded and re-encoded (no metadata, resized copies)
// and shown on the public site with srcset; wrong files, big files and too many are refused with the photos field.

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 51.5N 0.1W' } } })
    .toBuffer();

const photosUrl = (w: Wedding) => `/api/v1/accounts/${w.id}/website/photos/`;

function upload(wedding: Wedding, files: Buffer[], type = 'image/jpeg', token = people.couple.access_token) {
  const body = multipart(files.map((data, i) => ({ field: 'photos', filename: `p${i}`, contentType: type, data })));
  return server.app.inject({
    method: 'POST',
    url: photosUrl(wedding),
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('the gallery', () => {
  test('an upload is re-encoded without metadata and shown on the public site as resized copies', async () => {
    const wedding = await planningWedding(server, people);
    const { res, events } = await withEvents(server, async () => upload(wedding, [await jpeg(2400, 1600)]));
    const [photo] = ok<Page<PostPhoto>>(res, 201).results;
    expect(photo!.width).toBe(1600);
    expect(photo!.srcset).toMatch(/320w, .*640w, .*1080w, .*1600w/);
    expect(events.map((e) => [e.stream, e.action, e.data.part])).toEqual([['account_website', 'update', 'gallery']]);
    const served = await server.app.inject({ method: 'GET', url: photo!.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    await call(server, people.couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
      site_active: true,
    });
    const site = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    const gallery = site.body.slice(site.body.indexOf('<section id="gallery"')).split('</section>')[0]!;
    expect(gallery).toContain(`srcset="${photo!.srcset}"`);
    expect(gallery).toContain('loading="lazy"');

    // Removed, it leaves the site and its copies go.
    const removed = await call(server, people.couple.access_token, 'DELETE', `${photosUrl(wedding)}${photo!.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: photo!.src })).statusCode).toBe(404);
    const after = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    expect(after.body).not.toContain(photo!.srcset);
    const again = await call(server, people.couple.access_token, 'DELETE', `${photosUrl(wedding)}${photo!.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(siteMessages.noGalleryPhoto);
  });

  test('an SVG, a file over 5 MB and a photo past the cap are refused, and nothing is added', async () => {
    const wedding = await planningWedding(server, people);
    const svg = await upload(wedding, [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors.photos).toEqual([sm.photoType]);
    const big = await upload(wedding, [Buffer.alloc(6 * 1024 * 1024, 1)]);
    expect(big.statusCode).toBe(413);
    expect(big.json().errors.photos).toEqual([sm.photoTooLarge]);
    const notAnImage = await upload(wedding, [Buffer.from('GIF8 but not really')], 'image/png');
    expect(notAnImage.statusCode).toBe(400);

    const png = tinyPng();
    for (let sent = 0; sent < SITE_LIMITS.galleryPhotos; sent += 10) {
      expect(
        (
          await upload(
            wedding,
            Array.from({ length: 10 }, () => png),
            'image/png',
          )
        ).statusCode,
      ).toBe(201);
    }
    const over = await upload(wedding, [png], 'image/png');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.photos).toEqual([siteMessages.tooManyGalleryPhotos]);
    const list = ok<Page<PostPhoto>>(await call(server, people.couple.access_token, 'GET', photosUrl(wedding)));
    expect(list.count).toBe(SITE_LIMITS.galleryPhotos);
  });

  test('a partner who deletes their account leaves their gallery photos; a wedding deleted takes its photos', async () => {
    const wedding = await planningWedding(server, people);
    const ben = await signUp(server);
    await addMember(server, wedding.id, ben.user.id, 'G');
    const [kept] = ok<Page<PostPhoto>>(
      await upload(wedding, [await jpeg(800, 600)], 'image/jpeg', ben.access_token),
      201,
    ).results;
    ok(await call(server, ben.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    expect((await server.app.inject({ method: 'GET', url: kept!.src })).statusCode).toBe(200);

    // Alone in their wedding, a couple member who deletes their account takes it, and its gallery, with them.
    const cleo = await signUp(server);
    const own = await setUpWedding(server, cleo.access_token);
    const [gone] = ok<Page<PostPhoto>>(
      await upload(own, [await jpeg(800, 600)], 'image/jpeg', cleo.access_token),
      201,
    ).results;
    ok(await call(server, cleo.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    expect((await server.app.inject({ method: 'GET', url: gone!.src })).statusCode).toBe(404);
  });

  test('the committee may not upload', async () => {
    const wedding = await planningWedding(server, people);
    const res = await upload(wedding, [tinyPng()], 'image/png', people.member.access_token);
    expect(res.statusCode).toBe(403);
  });
});
