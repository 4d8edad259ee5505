import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { AlbumPhoto } from '../../src/shared/album';
import { albumMessages as m } from '../../src/shared/album';
import { albumPath, albumSuite, cookieOf, heic, jpeg } from './albumSupport';
import { ok, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// The guests' photo album (issue 36), the guests' side: the couple turns it on, guests upload without an account
// through its secret address (plain form or the script's JSON), bad files and limits are refused, and the modes.

const { ctx, couple, albumUrl, albumWedding, guestUpload, photos } = albumSuite();
const path = albumPath;

describe('turning the album on', () => {
  test('gives a secret address with its QR code (SVG, PNG) and a printable A6 card', async () => {
    const { wedding, album } = await albumWedding();
    expect(album).toMatchObject({ enabled: true, open: true, mode: 'shared', moderation: 'approve_first' });
    expect(album.upload_url).toMatch(/^http:\/\/localhost:3000\/album\/[\w-]{32}$/);
    const svg = await ctx.server.app.inject({ method: 'GET', url: `${path(album)}/qr.svg` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
    const png = await ctx.server.app.inject({ method: 'GET', url: `${path(album)}/qr.png` });
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    const card = await ctx.server.app.inject({ method: 'GET', url: `${path(album)}/card` });
    expect(card.body).toContain('size:A6');
    expect(card.body).toContain(wedding.name);
    expect(card.body).toContain('<svg');
    expect(card.body).toContain(album.upload_url!);
  });

  test('the upload page is a plain form for JPEG, PNG and WebP with an optional name, and one external script', async () => {
    const { wedding, album } = await albumWedding();
    const page = await ctx.server.app.inject({ method: 'GET', url: path(album) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(wedding.name);
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain('accept="image/jpeg,image/png,image/webp" multiple');
    expect(page.body).toContain('name="name"');
    expect(page.body).toContain('<script src="/album-upload.js" defer></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const script = await ctx.server.app.inject({ method: 'GET', url: '/album-upload.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('upload.onprogress');
  });
});

describe('guests upload', () => {
  test('a plain form post adds re-encoded photos without metadata, waiting for the couple, and says so', async () => {
    const { wedding, album } = await albumWedding();
    const { res, events } = await withEvents(ctx.server, async () =>
      guestUpload(album, [{ data: await jpeg(2400, 1600) }, { data: await jpeg() }], { name: 'Aunt May' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Your 2 photos were added and will show once the couple approves them');
    expect(events.map((e) => [e.stream, e.action, e.data.status, 'photo' in e.data])).toEqual([
      ['album', 'create', 'pending', false],
      ['album', 'create', 'pending', false],
    ]);
    const photo = (await photos(wedding, 'pending')).find((p) => p.width === 2400);
    expect(photo).toMatchObject({ uploader_name: 'Aunt May', status: 'pending', width: 2400 });
    const original = await ctx.server.app.inject({ method: 'GET', url: photo!.original });
    // Not approved yet, and the full-size file at all: kept by the browser alone, never by a shared cache.
    expect(original.headers['cache-control']).toMatch(/^private/);
    const copy = await ctx.server.app.inject({ method: 'GET', url: photo!.src });
    expect(copy.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2400);
    expect(photo!.srcset).toMatch(/320w, .*1080w, .*1600w/);
  });

  test('with the script, each file answers in JSON', async () => {
    const { album } = await albumWedding({ moderation: 'publish' });
    const res = await guestUpload(album, [{ data: await jpeg() }], { json: true });
    const body = ok<{ photos: AlbumPhoto[] }>(res, 201);
    expect(body.photos[0]!.status).toBe('approved');
    const copy = await ctx.server.app.inject({ method: 'GET', url: body.photos[0]!.src });
    expect(copy.headers['cache-control']).toMatch(/^public/);
  });

  test('a HEIC file, a non-image and a too-large file are refused in plain words, and nothing is half-stored', async () => {
    const { wedding, album } = await albumWedding();
    const before = await ctx.server.database.db.execute('SELECT count(*)::int AS n FROM media');
    const heicRes = await guestUpload(album, [{ data: await jpeg() }, { data: heic(), filename: 'IMG_1.HEIC' }]);
    expect(heicRes.statusCode).toBe(400);
    expect(heicRes.body).toContain(`IMG_1.HEIC: ${m.heic.replace('’', '&#39;')}`.slice(0, 30));
    const text = await guestUpload(album, [{ data: Buffer.from('hello, not a photo'), filename: 'notes.txt' }], {
      json: true,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe(`notes.txt: ${m.notImage}`);
    const big = await guestUpload(album, [{ data: Buffer.alloc(21 * 1024 * 1024, 0xff), filename: 'huge.jpg' }], {
      json: true,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(`huge.jpg: ${m.tooLarge}`);
    expect(await photos(wedding)).toEqual([]);
    const after = await ctx.server.database.db.execute('SELECT count(*)::int AS n FROM media');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  test('more than 30 photos in one request are refused', async () => {
    const { wedding, album } = await albumWedding();
    const one = await jpeg(40, 30);
    const res = await guestUpload(
      album,
      Array.from({ length: 31 }, () => ({ data: one })),
      { json: true },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(m.tooMany);
    expect(await photos(wedding)).toEqual([]);
  });

  test('the album’s size cap refuses what would pass it with 413', async () => {
    const { wedding, album } = await albumWedding({ size_cap_mb: 50 });
    await ctx.server.database.db.execute(
      `UPDATE wedding_albums SET size_cap_mb = 0 WHERE wedding_id = '${wedding.id}'`,
    );
    const res = await guestUpload(album, [{ data: await jpeg() }], { json: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(m.full);
    const bad = await call(ctx.server, couple(), 'PATCH', albumUrl(wedding), { size_cap_mb: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.size_cap_mb).toEqual([m.capInvalid]);
  });

  test('per-address and per-IP limits answer 429 with Retry-After', async () => {
    const { album } = await albumWedding();
    const photo = await jpeg(40, 30);
    const address = '10.9.9.9';
    for (let i = 0; i < 4; i++)
      expect((await guestUpload(album, [{ data: photo }], { ip: address })).statusCode).toBe(200);
    const perIp = await guestUpload(album, [{ data: photo }], { ip: address, json: true });
    expect(perIp.statusCode).toBe(429);
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) expect((await guestUpload(album, [{ data: photo }])).statusCode).toBe(200);
    const perAddress = await guestUpload(album, [{ data: photo }]);
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.headers['retry-after']).toBeDefined();
    expect(perAddress.body).toContain('Too many uploads');
  });
});

describe('modes', () => {
  test('shared: guests see approved photos; drop box: each browser sees only its own', async () => {
    const { wedding, album } = await albumWedding({ moderation: 'publish' });
    const first = await guestUpload(album, [{ data: await jpeg() }], { name: 'Ana' });
    const anaCookie = cookieOf(first);
    expect(anaCookie).toMatch(/^vowline_album_guest=/);
    const stranger = await ctx.server.app.inject({ method: 'GET', url: path(album) });
    expect(stranger.body).toContain('alt="Photo from Ana"');

    ok(await call(ctx.server, couple(), 'PATCH', albumUrl(wedding), { mode: 'drop_box', moderation: 'approve_first' }));
    await guestUpload(album, [{ data: await jpeg() }], {
      name: 'Bo',
      cookie: 'vowline_album_guest=bo-browser-0123456789abcdef',
    });
    const other = await ctx.server.app.inject({ method: 'GET', url: path(album) });
    expect(other.body).not.toContain('Photo from');
    const bo = await ctx.server.app.inject({
      method: 'GET',
      url: path(album),
      headers: { cookie: 'vowline_album_guest=bo-browser-0123456789abcdef' },
    });
    expect(bo.body).toContain('alt="Photo from Bo"');
    expect(bo.body).toContain('Waiting for the couple');
    expect(bo.body).not.toContain('Photo from Ana');
  });
});
