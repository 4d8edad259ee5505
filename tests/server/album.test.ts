import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Album, AlbumPhoto, AlbumWall } from '../../src/shared/album';
import { albumMessages as m } from '../../src/shared/album';
import type { Page } from '../../src/shared/types';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, type FilePart, multipart } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// The guests' photo album (issue 36): the couple turns it on, guests upload without an account through its secret
// address, the couple moderates, the wall reads approved photos, and everything comes out as one streamed ZIP.

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer({ ALBUM_UPLOAD_LIMIT_PER_IP: '4', ALBUM_UPLOAD_LIMIT_PER_ADDRESS: '6' });
  people = await signUpPeople(server);
});
afterAll(() => server.close());

let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

const jpeg = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 51.5N 0.1W' } } })
    .toBuffer();

const heic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(0x40, 1)]);

const couple = () => people.couple.access_token;
const albumUrl = (w: Wedding, rest = '') => `/api/v1/accounts/${w.id}/album/${rest}`;

async function albumWedding(settings: Record<string, unknown> = {}): Promise<{ wedding: Wedding; album: Album }> {
  const wedding = await planningWedding(server, people);
  ok(await call(server, couple(), 'PATCH', `/api/v1/accounts/${wedding.id}/add-ons/album/`, { enabled: true }));
  if (Object.keys(settings).length) ok(await call(server, couple(), 'PATCH', albumUrl(wedding), settings));
  const album = ok<Album>(await call(server, couple(), 'GET', albumUrl(wedding)));
  return { wedding, album };
}

const path = (album: Album) => new URL(album.upload_url!).pathname;

async function guestUpload(
  album: Album,
  files: Array<Partial<FilePart> & { data: Buffer }>,
  opts: { name?: string; json?: boolean; cookie?: string; ip?: string } = {},
) {
  const body = multipart(
    files.map((f, i) => ({ field: 'photos', filename: `IMG_${i}.jpg`, contentType: 'image/jpeg', ...f })),
  );
  const payload = opts.name
    ? Buffer.concat([
        Buffer.from(
          `--${body.headers['content-type']!.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${opts.name}\r\n`,
        ),
        body.payload,
      ])
    : body.payload;
  return server.app.inject({
    method: 'POST',
    url: path(album),
    payload,
    remoteAddress: opts.ip ?? nextIp(),
    headers: {
      ...body.headers,
      ...(opts.json ? { accept: 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });
}

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

async function photos(wedding: Wedding, status?: string) {
  const res = await call(server, couple(), 'GET', albumUrl(wedding, `photos/${status ? `?status=${status}` : ''}`));
  return ok<Page<AlbumPhoto>>(res).results;
}

describe('turning the album on', () => {
  test('gives a secret address with its QR code (SVG, PNG) and a printable A6 card', async () => {
    const { wedding, album } = await albumWedding();
    expect(album).toMatchObject({ enabled: true, open: true, mode: 'shared', moderation: 'approve_first' });
    expect(album.upload_url).toMatch(/^http:\/\/localhost:3000\/album\/[\w-]{32}$/);
    const svg = await server.app.inject({ method: 'GET', url: `${path(album)}/qr.svg` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
    const png = await server.app.inject({ method: 'GET', url: `${path(album)}/qr.png` });
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    const card = await server.app.inject({ method: 'GET', url: `${path(album)}/card` });
    expect(card.body).toContain('size:A6');
    expect(card.body).toContain(wedding.name);
    expect(card.body).toContain('<svg');
    expect(card.body).toContain(album.upload_url!);
  });

  test('the upload page is a plain form for JPEG, PNG and WebP with an optional name, and one external script', async () => {
    const { wedding, album } = await albumWedding();
    const page = await server.app.inject({ method: 'GET', url: path(album) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(wedding.name);
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain('accept="image/jpeg,image/png,image/webp" multiple');
    expect(page.body).toContain('name="name"');
    expect(page.body).toContain('<script src="/album-upload.js" defer></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const script = await server.app.inject({ method: 'GET', url: '/album-upload.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('upload.onprogress');
  });
});

describe('guests upload', () => {
  test('a plain form post adds re-encoded photos without metadata, waiting for the couple, and says so', async () => {
    const { wedding, album } = await albumWedding();
    const { res, events } = await withEvents(server, async () =>
      guestUpload(album, [{ data: await jpeg(2400, 1600) }, { data: await jpeg() }], { name: 'Aunt May' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Your 2 photos were added and will show once the couple approves them');
    expect(events.map((e) => [e.stream, e.action, e.data.status, 'photo' in e.data])).toEqual([
      ['album', 'create', 'pending', false],
      ['album', 'create', 'pending', false],
    ]);
    const [photo] = await photos(wedding, 'pending');
    expect(photo).toMatchObject({ uploader_name: 'Aunt May', status: 'pending', width: 2400 });
    const original = await server.app.inject({ method: 'GET', url: photo!.original });
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
  });

  test('a HEIC file, a non-image and a too-large file are refused in plain words, and nothing is half-stored', async () => {
    const { wedding, album } = await albumWedding();
    const before = await server.database.db.execute('SELECT count(*)::int AS n FROM media');
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
    const after = await server.database.db.execute('SELECT count(*)::int AS n FROM media');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  test('more than 30 photos in one request are refused', async () => {
    const { wedding, album } = await albumWedding();
    const one = await jpeg(40, 30);
    const res = await guestUpload(album, Array.from({ length: 31 }, () => ({ data: one })), { json: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(m.tooMany);
    expect(await photos(wedding)).toEqual([]);
  });

  test('the album’s size cap refuses what would pass it with 413', async () => {
    const { wedding, album } = await albumWedding({ size_cap_mb: 50 });
    await server.database.db.execute(
      `UPDATE wedding_albums SET size_cap_mb = 0 WHERE wedding_id = '${wedding.id}'`,
    );
    const res = await guestUpload(album, [{ data: await jpeg() }], { json: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(m.full);
    const bad = await call(server, couple(), 'PATCH', albumUrl(wedding), { size_cap_mb: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.size_cap_mb).toEqual([m.capInvalid]);
  });

  test('per-address and per-IP limits answer 429 with Retry-After', async () => {
    const { album } = await albumWedding();
    const photo = await jpeg(40, 30);
    const address = '10.9.9.9';
    for (let i = 0; i < 4; i++) expect((await guestUpload(album, [{ data: photo }], { ip: address })).statusCode).toBe(200);
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
    const stranger = await server.app.inject({ method: 'GET', url: path(album) });
    expect(stranger.body).toContain('alt="Photo from Ana"');

    ok(await call(server, couple(), 'PATCH', albumUrl(wedding), { mode: 'drop_box', moderation: 'approve_first' }));
    await guestUpload(album, [{ data: await jpeg() }], { name: 'Bo', cookie: 'vowline_album_guest=bo-browser-0123456789abcdef' });
    const other = await server.app.inject({ method: 'GET', url: path(album) });
    expect(other.body).not.toContain('Photo from');
    const bo = await server.app.inject({
      method: 'GET',
      url: path(album),
      headers: { cookie: 'vowline_album_guest=bo-browser-0123456789abcdef' },
    });
    expect(bo.body).toContain('alt="Photo from Bo"');
    expect(bo.body).toContain('Waiting for the couple');
    expect(bo.body).not.toContain('Photo from Ana');
  });
});

describe('rotation and closing', () => {
  test('a rotated address answers 410 and the new one works; closing answers 410 too', async () => {
    const { wedding, album } = await albumWedding();
    const rotated = ok<Album>(await call(server, couple(), 'POST', albumUrl(wedding, 'rotate/')));
    expect(rotated.token).not.toBe(album.token);
    const old = await server.app.inject({ method: 'GET', url: path(album) });
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain(m.retired);
    expect((await guestUpload(album, [{ data: await jpeg() }], { json: true })).statusCode).toBe(410);
    expect((await server.app.inject({ method: 'GET', url: `${path(album)}/qr.svg` })).statusCode).toBe(410);
    expect((await server.app.inject({ method: 'GET', url: path(rotated) })).statusCode).toBe(200);

    ok(await call(server, couple(), 'PATCH', albumUrl(wedding), { open: false }));
    const closed = await guestUpload(rotated, [{ data: await jpeg() }]);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(m.closed.replace('!', ''));
    expect((await server.app.inject({ method: 'GET', url: '/album/never-was-an-address-0000' })).statusCode).toBe(404);
    const history = await call(server, couple(), 'GET', `/api/v1/accounts/${wedding.id}/activity/`);
    expect(JSON.stringify(history.json())).toContain('upload_address');
  });
});

describe('moderation', () => {
  test('the couple approves, hides and deletes; the wall shows approved photos only; others are refused', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg() }, { data: await jpeg() }, { data: await jpeg() }], { name: 'Cy' });
    const [a, b, c] = await photos(wedding);
    const approved = await withEvents(server, () =>
      call(server, couple(), 'PATCH', albumUrl(wedding, `photos/${a!.id}/`), { status: 'approved' }),
    );
    expect(ok<AlbumPhoto>(approved.res).status).toBe('approved');
    expect(approved.events.map((e) => [e.stream, e.action, e.data.status, 'photo' in e.data])).toEqual([
      ['album', 'update', 'approved', true],
    ]);
    ok(await call(server, couple(), 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), { status: 'hidden' }));
    const deleted = await call(server, couple(), 'DELETE', albumUrl(wedding, `photos/${c!.id}/`));
    expect(deleted.statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: c!.original })).statusCode).toBe(404);

    const wall = ok<AlbumWall>(await call(server, people.member.access_token, 'GET', albumUrl(wedding, 'wall/')));
    expect(wall.photos.map((p) => p.id)).toEqual([a!.id]);
    expect(wall.upload_url).toBe(album.upload_url);
    expect((await call(server, people.member.access_token, 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), { status: 'approved' })).statusCode).toBe(403);
    expect((await call(server, people.follower.access_token, 'GET', albumUrl(wedding, 'wall/'))).statusCode).toBe(403);
    const bad = await call(server, couple(), 'PATCH', albumUrl(wedding, `photos/${b!.id}/`), { status: 'pending' });
    expect(bad.json().errors.status).toEqual([m.statusInvalid]);
  });

  test('an approved photo goes into the website gallery as a copy of its own', async () => {
    const { wedding, album } = await albumWedding({ moderation: 'publish' });
    await guestUpload(album, [{ data: await jpeg() }]);
    const [photo] = await photos(wedding);
    const res = await call(server, couple(), 'POST', albumUrl(wedding, `photos/${photo!.id}/gallery/`));
    expect(ok<AlbumPhoto>(res, 201).in_gallery).toBe(true);
    const gallery = ok<Page<{ src: string }>>(
      await call(server, couple(), 'GET', `/api/v1/accounts/${wedding.id}/website/photos/`),
    ).results;
    expect(gallery).toHaveLength(1);
    expect(gallery[0]!.src).not.toBe(photo!.src);
    ok(await call(server, couple(), 'PATCH', albumUrl(wedding, `photos/${photo!.id}/`), { status: 'hidden' }));
    expect((await call(server, couple(), 'POST', albumUrl(wedding, `photos/${photo!.id}/gallery/`))).statusCode).toBe(409);
  });
});

describe('the ZIP', () => {
  test('streams every photo (re-encoded JPEG) and a CSV of who, when and status; or a selection', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg(640, 480) }], { name: 'Dee' });
    await guestUpload(album, [{ data: await jpeg(300, 200) }], { name: '=cmd' });
    const [newest, oldest] = await photos(wedding);
    const res = await server.app.inject({ method: 'GET', url: albumUrl(wedding, 'download/'), headers: bearer(couple()) });
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

    const one = await server.app.inject({
      method: 'GET',
      url: albumUrl(wedding, `download/?photos=${newest!.id}`),
      headers: bearer(couple()),
    });
    expect(Object.keys(unzipSync(new Uint8Array(one.rawPayload)))).toEqual(['photos/0001-cmd.jpg', 'photos.csv']);
    const wrong = await call(server, couple(), 'GET', albumUrl(wedding, 'download/?photos=not-an-id'));
    expect(wrong.statusCode).toBe(400);
    expect((await call(server, people.member.access_token, 'GET', albumUrl(wedding, 'download/'))).statusCode).toBe(403);
  });
});
