import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import WebSocket from 'ws';
import type { Album } from '../src/shared/album';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:album', 30 * 60);

// `npm run bench:album` (issue 36): 50 guests upload 5 photos each through the album's address while the live wall
// runs, as a room does: each guest's phone sends its photos one request at a time (as /album-upload.js does), the
// guests arriving over BENCH_ALBUM_SPREAD_S seconds. The wall is a member's socket; the album publishes at once, so
// every photo is an approved one the wall must show. Meanwhile a reader keeps calling other API routes. Printed:
// upload time per photo (p50, p95), the wall's delivery after the upload's answer (p99), the other routes' p99. Recorded
// in bench/README.md with the machine's load; never asserted.

const GUESTS = Number(process.env.BENCH_ALBUM_GUESTS ?? 50);
const PHOTOS = Number(process.env.BENCH_ALBUM_PHOTOS ?? 5);
const SPREAD_S = Number(process.env.BENCH_ALBUM_SPREAD_S ?? 60);
const WIDTH = Number(process.env.BENCH_ALBUM_WIDTH ?? 4032);
const HEIGHT = Math.round((WIDTH * 3) / 4);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

/** A camera-like photo (smooth colour with grain), so it compresses and decodes like a phone's JPEG. */
async function photo(seed: number): Promise<Buffer> {
  const w = Math.round(WIDTH / 4);
  const h = Math.round(HEIGHT / 4);
  const pixels = Buffer.alloc(w * h * 3);
  let x = seed * 7919;
  for (let i = 0; i < pixels.length; i += 3) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const p = i / 3;
    const grain = (x >> 16) % 60;
    pixels[i] = ((p % w) * 200) / w + grain;
    pixels[i + 1] = (Math.floor(p / w) * 160) / h + grain;
    pixels[i + 2] = 90 + ((seed * 37) % 100) + grain;
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(WIDTH, HEIGHT)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main() {
  const server = await startServer('vowline-bench-album-', {
    ALBUM_UPLOAD_LIMIT_PER_IP: '100000',
    ALBUM_UPLOAD_LIMIT_PER_ADDRESS: '100000',
  });
  try {
    const couple = await signUp(server.base, 'Ana');
    const wedding = await api<{ id: string }>(server.base, couple, 'POST', '/api/v1/accounts/set-up/', {
      name: 'Ana & Ben',
      slug: `ana-ben-${Date.now().toString(36)}`,
      date: '2031-06-14',
    });
    const account = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
    await api(server.base, couple, 'PATCH', account('add-ons/album/'), { enabled: true });
    const album = await api<Album>(server.base, couple, 'PATCH', account('album/'), { moderation: 'publish' });
    const uploadUrl = `${server.base}${new URL(album.upload_url!).pathname}`;
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 1)));
    console.log(`photos: ${WIDTH}×${HEIGHT} JPEG, ${(photos[0]!.length / 1024 / 1024).toFixed(1)} MB each`);

    // The wall: one socket that hears every new approved photo.
    const answeredAt = new Map<string, number>();
    const heardAt = new Map<string, number>();
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws?token=${couple.token}`, {
      headers: { origin: server.base },
    });
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { stream: string; action: string; data: { id?: string } };
        if (message.stream === 'socket' && message.action === 'ready') resolve();
        if (message.stream === 'album' && message.action === 'create' && message.data.id) {
          heardAt.set(message.data.id, performance.now());
        }
      });
      ws.on('error', reject);
    });

    // Other routes meanwhile: the wedding, its tasks and the wall's own read, two readers back to back.
    const others: number[] = [];
    let uploading = true;
    const reader = async () => {
      const routes = [
        account(''),
        `/api/v1/accounts/${wedding.id}/tasks/`,
        account('album/wall/'),
        '/api/v1/users/me/',
      ];
      for (let i = 0; uploading; i++) {
        const started = performance.now();
        await api(server.base, couple, 'GET', routes[i % routes.length]!);
        others.push(performance.now() - started);
      }
    };
    const readers = [reader(), reader()];

    const uploads: number[] = [];
    let failed = 0;
    const started = performance.now();
    const load = os.loadavg()[0]!;
    await Promise.all(
      Array.from({ length: GUESTS }, async (_, g) => {
        await sleep(Math.random() * SPREAD_S * 1000);
        for (const [i, bytes] of photos.entries()) {
          const form = new FormData();
          form.append('name', `Guest ${g + 1}`);
          form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_${g}_${i}.jpg`);
          const t = performance.now();
          const res = await fetch(uploadUrl, { method: 'POST', body: form, headers: { accept: 'application/json' } });
          const done = performance.now();
          if (res.status !== 201) {
            failed++;
            await res.text();
            continue;
          }
          const body = (await res.json()) as { photos: { id: string }[] };
          uploads.push(done - t);
          for (const p of body.photos) answeredAt.set(p.id, done);
        }
      }),
    );
    const total = (performance.now() - started) / 1000;
    uploading = false;
    await Promise.all(readers);
    await sleep(2000);
    ws.close();
    const delivery = [...answeredAt].map(([id, at]) => Math.max(0, (heardAt.get(id) ?? Number.POSITIVE_INFINITY) - at));
    const missed = delivery.filter((d) => !Number.isFinite(d)).length;
    const f = (n: number) => (n / 1000).toFixed(2);
    console.log(
      `${GUESTS} guests × ${PHOTOS} photos over ${SPREAD_S} s of arrivals; all done in ${total.toFixed(0)} s`,
    );
    console.log(`load average at start: ${load.toFixed(2)} (${os.cpus().length} cores); refused or failed: ${failed}`);
    console.log(`upload per photo: p50 ${f(percentile(uploads, 50))} s, p95 ${f(percentile(uploads, 95))} s`);
    console.log(
      `wall delivery after the upload's answer: p50 ${f(percentile(delivery, 50))} s, p99 ${f(percentile(delivery, 99))} s, never heard: ${missed}`,
    );
    console.log(
      `other routes (${others.length} calls): p50 ${percentile(others, 50).toFixed(1)} ms, p99 ${percentile(others, 99).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}

await main();
