import { albumPhotos } from '../../../../src/server/db/schema';
import type { Album } from '../../../../src/shared/album';
import type { Wedding } from '../../../../src/shared/weddings';
import { bearer, multipart, tinyPng } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone, coupleOnly, members } from '../roles';

// The guests' photo album (issue 36). The couple sets it up, moderates and downloads it; members run the live wall;
// its upload page, QR code and table card are open to whoever holds the secret address (guests have no account).

interface World {
  wedding: Wedding;
  token: string;
  photo: string;
  /** A ZIP download link's secret, made by the couple. */
  download: string;
}

async function asCouple(ctx: MatrixContext, method: 'PATCH' | 'POST' | 'GET', url: string, payload?: object) {
  const res = await ctx.server.app.inject({
    method,
    url,
    headers: bearer(ctx.users.couple.access_token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const account = (w: World, rest: string) => `/api/v1/accounts/${w.wedding.id}/album/${rest}`;

export default defineArea<World>({
  async arrange(ctx) {
    const wedding = await ctx.wedding();
    await asCouple(ctx, 'PATCH', `/api/v1/accounts/${wedding.id}/add-ons/album/`, { enabled: true });
    const album = (await asCouple(ctx, 'GET', `/api/v1/accounts/${wedding.id}/album/`)) as Album;
    const [photo] = await ctx.server.database.db
      .insert(albumPhotos)
      .values({
        weddingId: wedding.id,
        status: 'approved',
        uploaderKey: 'matrix',
        width: 1,
        height: 1,
        bytes: 1,
        originalId: MISSING_ID,
        variants: [{ id: MISSING_ID, width: 1 }],
      })
      .returning();
    const link = (await asCouple(ctx, 'POST', `/api/v1/accounts/${wedding.id}/album/download/link/`, {})) as {
      url: string;
    };
    return { wedding, token: album.token!, photo: photo!.id, download: link.url.split('/').at(-1)! };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such-wedding' },
      token: 'no-such-token-0000000000',
      photo: MISSING_ID,
      download: 'no-such-download-link-000000',
    }),
  },
  rows: [
    { method: 'GET', route: '/api/v1/accounts/:id/album/', url: (w) => account(w, ''), expected: coupleOnly(200) },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/album/',
      url: (w) => account(w, ''),
      body: () => ({ mode: 'drop_box' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/album/rotate/',
      url: (w) => account(w, 'rotate/'),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/album/photos/',
      url: (w) => account(w, 'photos/'),
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/album/photos/:photo/',
      url: (w) => account(w, `photos/${w.photo}/`),
      body: () => ({ status: 'hidden' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/accounts/:id/album/photos/:photo/',
      url: (w) => account(w, `photos/${w.photo}/`),
      expected: coupleOnly(204),
      events: 1,
    },
    {
      // The arranged photo has no image in the store: the couple is let through and told it cannot be read.
      method: 'POST',
      route: '/api/v1/accounts/:id/album/photos/:photo/gallery/',
      url: (w) => account(w, `photos/${w.photo}/gallery/`),
      expected: { ...coupleOnly(409) },
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/album/download/',
      url: (w) => account(w, 'download/'),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/album/download/link/',
      url: (w) => account(w, 'download/link/'),
      body: () => ({}),
      expected: coupleOnly(201),
    },
    {
      // The secret link is the key: anyone holding it downloads (the arranged photo has no image, so only the CSV).
      method: 'GET',
      route: '/album/download/:token',
      url: (w) => `/album/download/${w.download}`,
      expected: anyone(200),
    },
    {
      // As the gallery: the arranged photo has no image in the store, so the couple is told it cannot be read.
      method: 'POST',
      route: '/api/v1/accounts/:id/album/post/',
      url: (w) => account(w, 'post/'),
      body: (w) => ({ photos: [w.photo] }),
      expected: coupleOnly(409),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/album/wall/',
      url: (w) => account(w, 'wall/'),
      expected: members(200),
    },
    { method: 'GET', route: '/album/:token', url: (w) => `/album/${w.token}`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/album/:token',
      url: (w) => `/album/${w.token}`,
      send: () => multipart([{ field: 'photos', filename: 'p.png', contentType: 'image/png', data: tinyPng() }]),
      expected: anyone(200),
      events: 1,
    },
    { method: 'GET', route: '/album/:token/qr.svg', url: (w) => `/album/${w.token}/qr.svg`, expected: anyone(200) },
    { method: 'GET', route: '/album/:token/qr.png', url: (w) => `/album/${w.token}/qr.png`, expected: anyone(200) },
    { method: 'GET', route: '/album/:token/card', url: (w) => `/album/${w.token}/card`, expected: anyone(200) },
    { method: 'GET', route: '/album-upload.js', url: () => '/album-upload.js', expected: anyone(200) },
  ],
});
