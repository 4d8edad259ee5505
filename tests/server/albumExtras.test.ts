import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { albumDownloadLinks, albumPhotos } from '../../src/server/db/schema';
import type { AlbumPhoto } from '../../src/shared/album';
import { albumMessages as m } from '../../src/shared/album';
import type { Page } from '../../src/shared/types';
import { albumSuite, jpeg } from './albumSupport';
import { ok, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// The album's moderation list a page at a time, its ZIP through a short-lived link the browser navigates to (streamed,
// never held whole), and approved photos posted to the wedding's page (issue 36).

const { ctx, couple, albumUrl, albumWedding, guestUpload } = albumSuite();

describe('the moderation list by cursor', () => {
  test('pages of the asked size, newest first, none twice or lost when photos arrive meanwhile', async () => {
    const { wedding, album } = await albumWedding({ moderation: 'publish' });
    for (let i = 0; i < 5; i++) await guestUpload(album, [{ data: await jpeg(40 + i, 30) }], { name: `G${i}` });
    const first = ok<Page<AlbumPhoto>>(
      await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'photos/?page_size=2')),
    );
    expect([first.count, first.results.map((p) => p.uploader_name), first.previous]).toEqual([5, ['G4', 'G3'], null]);
    // An arrival after the first page: the pages that follow go on from where the first stopped.
    await guestUpload(album, [{ data: await jpeg(50, 30) }], { name: 'Late' });
    const seen = [...first.results];
    let next = first.next;
    while (next) {
      const page = ok<Page<AlbumPhoto>>(await call(ctx.server, couple(), 'GET', next.replace(/^https?:\/\/[^/]+/, '')));
      seen.push(...page.results);
      next = page.next;
    }
    expect(seen.map((p) => p.uploader_name)).toEqual(['G4', 'G3', 'G2', 'G1', 'G0']);
    const approved = ok<Page<AlbumPhoto>>(
      await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'photos/?status=approved&page_size=100')),
    );
    expect(approved.count).toBe(6);
    expect((approved as Page<AlbumPhoto> & { waiting: number }).waiting).toBe(0);
    const bad = await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'photos/?cursor=nonsense'));
    expect(bad.statusCode).toBe(400);
  });
});

describe('the ZIP by download link', () => {
  test('a link made signed in streams the album to whoever opens it, for minutes; then 410', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg(64, 48) }], { name: 'Ana' });
    await guestUpload(album, [{ data: await jpeg(32, 24) }], { name: 'Bo' });
    const made = ok<{ url: string; expires_at: string; photos: number }>(
      await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'download/link/'), {}),
      201,
    );
    expect(made.photos).toBe(2);
    expect(Date.parse(made.expires_at) - Date.now()).toBeGreaterThan(5 * 60_000);
    const path = new URL(made.url).pathname;
    expect(path).toMatch(/^\/album\/download\/[A-Za-z0-9_-]{32}$/);
    // No bearer token: the link is the key (a browser's navigation carries none).
    const res = await ctx.server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${wedding.slug}-album.zip"`);
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([
      'photos/0001-Ana.jpg',
      'photos/0002-Bo.jpg',
      'photos.csv',
    ]);

    const [bo] = (await ctx.server.database.db.select().from(albumPhotos).where(eq(albumPhotos.uploaderName, 'Bo')))!;
    const some = ok<{ url: string }>(
      await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'download/link/'), { photos: [bo!.id] }),
      201,
    );
    const picked = await ctx.server.app.inject({ method: 'GET', url: new URL(some.url).pathname });
    expect(Object.keys(unzipSync(new Uint8Array(picked.rawPayload)))).toEqual(['photos/0001-Bo.jpg', 'photos.csv']);

    const wrong = await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'download/link/'), { photos: ['nope'] });
    expect([wrong.statusCode, wrong.json().errors.photos]).toEqual([400, [m.selectionInvalid]]);
    const member = await call(
      ctx.server,
      ctx.people.member.access_token,
      'POST',
      albumUrl(wedding, 'download/link/'),
      {},
    );
    expect(member.statusCode).toBe(403);

    await ctx.server.database.db.update(albumDownloadLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    const old = await ctx.server.app.inject({ method: 'GET', url: path });
    expect([old.statusCode, old.json().detail]).toEqual([410, m.downloadExpired]);
    const none = await ctx.server.app.inject({ method: 'GET', url: `/album/download/${'x'.repeat(32)}` });
    expect(none.statusCode).toBe(404);
  });

  test('a large album streams: the server reads photos only as fast as the reader takes the archive', async () => {
    const { wedding } = await albumWedding();
    const { store } = ctx.server.app.media;
    // 48 photos of 1 MB each (random bytes: the archive stores them as they are), straight into the store.
    const N = 48;
    const rows = [];
    for (let i = 0; i < N; i++) {
      const originalId = crypto.randomUUID();
      await store.put(originalId, randomBytes(1024 * 1024), 'image/jpeg');
      rows.push({
        weddingId: wedding.id,
        status: 'approved' as const,
        uploaderName: `P${i}`,
        uploaderKey: 'bench',
        width: 1,
        height: 1,
        bytes: 1024 * 1024,
        originalId,
        variants: [{ id: originalId, width: 1 }],
        createdAt: new Date(Date.now() - (N - i) * 1000),
      });
    }
    await ctx.server.database.db.insert(albumPhotos).values(rows);
    const made = ok<{ url: string }>(
      await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'download/link/'), {}),
      201,
    );

    let reads = 0;
    const get = store.get.bind(store);
    store.get = (id: string) => {
      reads += 1;
      return get(id);
    };
    await ctx.server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = ctx.server.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${new URL(made.url).pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBeNull();
      const reader = res.body!.getReader();
      const firstChunk = await reader.read();
      expect(firstChunk.done).toBe(false);
      // The reader stops: the archive stops with it (socket and stream buffers hold a few photos, not 48 MB).
      await new Promise((resolve) => setTimeout(resolve, 700));
      const whilePaused = reads;
      expect(whilePaused).toBeLessThan(N / 2);
      let total = firstChunk.value!.byteLength;
      const chunks = [firstChunk.value!];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        chunks.push(value);
      }
      expect(reads).toBe(N);
      expect(total).toBeGreaterThan(N * 1024 * 1024);
      const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
      expect(Object.keys(entries)).toHaveLength(N + 1);
      expect(entries['photos/0048-P47.jpg']!.byteLength).toBe(1024 * 1024);
    } finally {
      store.get = get;
    }
  });
});

describe('approved photos into a post', () => {
  test('the couple posts approved photos to the wedding page: a real post with copies of its own', async () => {
    const { wedding, album } = await albumWedding({ moderation: 'publish' });
    await guestUpload(album, [{ data: await jpeg(640, 480) }, { data: await jpeg(320, 240) }], { name: 'Cy' });
    const photos = ok<Page<AlbumPhoto>>(await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'photos/'))).results;
    const chosen = photos.map((p) => p.id).reverse();
    const widths = [...photos].reverse().map((p) => p.width);
    const { res, events } = await withEvents(ctx.server, () =>
      call(ctx.server, couple(), 'POST', albumUrl(wedding, 'post/'), {
        photos: chosen,
        text: 'From the tables',
        audience: 'public',
      }),
    );
    const post = ok<{ id: string; text: string; audience: string; photos: { src: string; width: number }[] }>(res, 201);
    expect([post.text, post.audience, post.photos.length]).toEqual(['From the tables', 'public', 2]);
    // In the order chosen.
    expect(post.photos.map((p) => p.width)).toEqual(widths);
    expect(widths.sort()).toEqual([320, 640]);
    expect(post.photos.map((p) => p.src)).not.toContain(photos[0]!.src);
    expect(events.map((e) => [e.stream, e.action])).toContainEqual(['posts', 'create']);
    const read = await ctx.server.app.inject({ method: 'GET', url: `/api/v1/posts/${post.id}/` });
    expect(read.statusCode).toBe(200);

    // The post keeps its images when the album's photo goes.
    for (const p of photos) await call(ctx.server, couple(), 'DELETE', albumUrl(wedding, `photos/${p.id}/`));
    expect((await ctx.server.app.inject({ method: 'GET', url: post.photos[0]!.src })).statusCode).toBe(200);
  });

  test('only approved photos of this album, one to ten of them; members may not', async () => {
    const { wedding, album } = await albumWedding();
    await guestUpload(album, [{ data: await jpeg() }]);
    const [pending] = ok<Page<AlbumPhoto>>(
      await call(ctx.server, couple(), 'GET', albumUrl(wedding, 'photos/')),
    ).results;
    const refused = await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'post/'), { photos: [pending!.id] });
    expect([refused.statusCode, refused.json().errors.photos]).toEqual([409, [m.postNotApproved]]);
    const none = await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'post/'), { photos: [] });
    expect([none.statusCode, none.json().errors.photos]).toEqual([400, [m.postPhotos]]);
    const other = await call(ctx.server, couple(), 'POST', albumUrl(wedding, 'post/'), {
      photos: [crypto.randomUUID()],
    });
    expect(other.statusCode).toBe(400);
    const member = await call(ctx.server, ctx.people.member.access_token, 'POST', albumUrl(wedding, 'post/'), {
      photos: [pending!.id],
    });
    expect(member.statusCode).toBe(403);
  });
});
