import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { Album, AlbumPhoto, AlbumWall } from '../../src/shared/album';
import { albumMessages as m } from '../../src/shared/album';
import type { Page } from '../../src/shared/types';
import { albumPath, albumSuite, jpeg } from './albumSupport';
import { bearer } from './api';
import { ok, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// The guests' photo album (issue 36), the couple's side: a new address retires the old one, closing, moderation and
// the wall's read, the website gallery, and the streamed ZIP of everything.

const { ctx, couple, albumUrl, albumWedding, guestUpload, photos } = albumSuite();
const path = albumPath;

describe('rotation and closing', () => {
  test('a rotated address answers 410 and the new one works; closing answers 410 too', async () => {
    const { wedding, album } = await albumWedding();
    const rotated = ok<Album>(await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'rotate/')));
    expect(rotated.token).not.toBe(album.token);
    const old = await ctx.server.app.inject({ method: 'GET', url: path(album) });
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain(m.retired);
    expect((await guestUpload(album, [{ data: await jpeg() }], { json: true })).statusCode).toBe(410);
    expect((await ctx.server.app.inject({ method: 'GET', url: `${path(album)}/qr.svg` })).statusCode).toBe(410);
    expect((await ctx.server.app.inject({ method: 'GET', url: path(rotated) })).statusCode).toBe(200);

    ok(await call(ctx.server, couple(), 'PATCH', albumUrl(wedding), { open: false }));
    const closed = await guestUpload(rotated, [{ data: await jpeg() }]);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(m.closed.replace('!', ''));
    expect((await ctx.server.app.inject({ method: 'GET', url: '/album/never-was-an-address-0000' })).statusCode).toBe(
      404,
    );
    const history = await call(ctx.server, couple(), 'GET', `/api/v1/accounts/${wedding.id}/activity/`);
    expect(JSON.stringify(history.json())).toContain('upload_address');
  });
});

describe('moderation', () => {
  test('the couple approves, hides and deletes; the wall shows approved photos only; others are refused', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg() }, { data: await jpeg() }, { data: await jpeg() }], { name: 'Cy' });
    const [a, b, c] = await photos(wedding);
    const approved = await withEvents(ctx.server, () =>
      call(ctx.server, couple(), 'PATCH', albumUrl(wedding, `photos/${a!.id}/`), { status: 'approved' }),
    );
    expect(ok<AlbumPhoto>(approved.res).status).toBe('approved');
    expect(approved.events.map((e) => [e.stream, e.action, e.data.status, 'photo' in e.data])).toEqual([
      ['album', 'update', 'approved', true],
    ]);
    ok(await call(ctx.server, couple(), 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), { status: 'hidden' }));
    const deleted = await call(ctx.server, couple(), 'DELETE', albumUrl(wedding, `photos/${c!.id}/`));
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.server.app.inject({ method: 'GET', url: c!.original })).statusCode).toBe(404);

    const wall = ok<AlbumWall>(
      await call(ctx.server, ctx.people.member.access_token, 'GET', albumUrl(wedding, 'wall/')),
    );
    expect(wall.photos.map((p) => p.id)).toEqual([a!.id]);
    expect(wall.upload_url).toBe(album.upload_url);
    ok(await call(ctx.server, couple(), 'PATCH', albumUrl(wedding), { open: false }));
    const closed = ok<AlbumWall>(
      await call(ctx.server, ctx.people.member.access_token, 'GET', albumUrl(wedding, 'wall/')),
    );
    expect([closed.upload_url, closed.photos.length]).toEqual([null, 1]);
    expect(
      (
        await call(ctx.server, ctx.people.member.access_token, 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.server, ctx.people.follower.access_token, 'GET', albumUrl(wedding, 'wall/'))).statusCode,
    ).toBe(403);
    const bad = await call(ctx.server, couple(), 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), { status: 'pending' });
    expect(bad.json().errors.status).toEqual([m.statusInvalid]);
  });

  test('an approved photo goes into the website gallery as a copy of its own', async () => {
    const { wedding, album } = await albumWedding({ moderation: 'publish' });
    await guestUpload(album, [{ data: await jpeg() }]);
    const [photo] = await photos(wedding);
    const res = await call(ctx.server, couple(), 'POST', albumUrl(wedding, `photos/${photo!.id}/gallery/`));
    expect(ok<AlbumPhoto>(res, 201).in_gallery).toBe(true);
    const gallery = ok<Page<{ src: string }>>(
      await call(ctx.server, couple(), 'GET', `/api/v1/accounts/${wedding.id}/website/photos/`),
    ).results;
    expect(gallery).toHaveLength(1);
    expect(gallery[0]!.src).not.toBe(photo!.src);
    ok(await call(ctx.server, couple(), 'PATCH', albumUrl(wedding, `photos/${photo!.id}/`), { status: 'hidden' }));
    expect(
      (await call(ctx.server, couple(), 'POST', albumUrl(wedding, `photos/${photo!.id}/gallery/`))).statusCode,
    ).toBe(409);
  });
});

describe('the ZIP', () => {
  test('streams every photo (re-encoded JPEG) and a CSV of who, when and status; or a selection', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg(640, 480) }], { name: 'Dee' });
    await guestUpload(album, [{ data: await jpeg(300, 200) }], { name: '=cmd' });
    const [newest, oldest] = await photos(wedding);
    const res = await ctx.server.app.inject({
      method: 'GET',
      url: albumUrl(wedding, 'download/'),
      headers: bearer(couple()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-length']).toBeUndefined();
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual(['photos/0001-Dee.jpg', 'photos/0002-cmd.jpg', 'photos.csv']);
    const first = await sharp(Buffer.from(entries['photos/0001-Dee.jpg']!)).metadata();
    expect([first.format, first.width, first.exif]).toEqual(['jpeg', 640, undefined]);
    const csv = Buffer.from(entries['photos.csv']!).toString().trim().split('\n');
    expect(csv[0]).toBe('file,uploader_name,uploaded_at,status');
    expect(csv[1]).toMatch(/^photos\/0001-Dee\.jpg,Dee,\d{4}-.*Z,pending$/);
    expect(csv[2]).toMatch(/^photos\/0002-cmd\.jpg,'=cmd,/);
    expect(oldest!.uploader_name).toBe('Dee');

    const one = await ctx.server.app.inject({
      method: 'GET',
      url: albumUrl(wedding, `download/?photos=${newest!.id}`),
      headers: bearer(couple()),
    });
    expect(Object.keys(unzipSync(new Uint8Array(one.rawPayload)))).toEqual(['photos/0001-cmd.jpg', 'photos.csv']);
    const wrong = await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'download/?photos=not-an-id'));
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call(ctx.server, ctx.people.member.access_token, 'GET', albumUrl(wedding, 'download/'))).statusCode,
    ).toBe(403);
  });
});
