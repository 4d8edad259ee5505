import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { Album, AlbumPhoto } from '../../src/shared/album';
import type { Page } from '../../src/shared/types';
import type { Wedding } from '../../src/shared/weddings';
import { type FilePart, multipart } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// The guests' photo album's tests (issue 36): one server per file with low upload limits, a wedding with the album
// on, and a guest's upload as a phone's browser sends it.

export function albumSuite() {
  const ctx = {} as { server: TestServer; people: People };
  beforeAll(async () => {
    ctx.server = await startTestServer({ ALBUM_UPLOAD_LIMIT_PER_IP: '4', ALBUM_UPLOAD_LIMIT_PER_ADDRESS: '6' });
    ctx.people = await signUpPeople(ctx.server);
  });
  afterAll(() => ctx.server.close());

  let ip = 0;
  const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
  const couple = () => ctx.people.couple.access_token;
  const albumUrl = (w: Wedding, rest = '') => `/api/v1/accounts/${w.id}/album/${rest}`;

  async function albumWedding(settings: Record<string, unknown> = {}): Promise<{ wedding: Wedding; album: Album }> {
    const { server, people } = ctx;
    const wedding = await planningWedding(server, people);
    ok(await call(server, couple(), 'PATCH', `/api/v1/accounts/${wedding.id}/add-ons/album/`, { enabled: true }));
    if (Object.keys(settings).length) ok(await call(server, couple(), 'PATCH', albumUrl(wedding), settings));
    const album = ok<Album>(await call(server, couple(), 'GET', albumUrl(wedding)));
    return { wedding, album };
  }

  async function guestUpload(
    album: Album,
    files: Array<Partial<FilePart> & { data: Buffer }>,
    opts: { name?: string; json?: boolean; cookie?: string; ip?: string } = {},
  ) {
    const body = multipart(
      files.map((f, i) => ({ field: 'photos', filename: `IMG_${i}.jpg`, contentType: 'image/jpeg', ...f })),
    );
    const boundary = body.headers['content-type']!.split('boundary=')[1];
    const payload = opts.name
      ? Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${opts.name}\r\n`),
          body.payload,
        ])
      : body.payload;
    return ctx.server.app.inject({
      method: 'POST',
      url: albumPath(album),
      payload,
      remoteAddress: opts.ip ?? nextIp(),
      headers: {
        ...body.headers,
        ...(opts.json ? { accept: 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
    });
  }

  async function photos(wedding: Wedding, status?: string) {
    const res = await call(
      ctx.server,
      couple(),
      'GET',
      albumUrl(wedding, `photos/${status ? `?status=${status}` : ''}`),
    );
    return ok<Page<AlbumPhoto>>(res).results;
  }

  return { ctx, couple, albumUrl, albumWedding, guestUpload, photos };
}

export const albumPath = (album: Album) => new URL(album.upload_url!).pathname;

export const jpeg = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 51.5N 0.1W' } } })
    .toBuffer();

export const heic = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(0x40, 1)]);

export const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;
