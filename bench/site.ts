import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { api, type Person, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:site', 20 * 60);

// `npm run bench:site`: Lighthouse's mobile performance score of a published wedding website, and the size of its
// HTML. A fresh `npm start` gets, through the API, a site with a photo cover, every section written, logistics,
// five schedule items marked public and six gallery photos; then the `lighthouse` CLI (its default mobile emulation:
// a mid-range phone, simulated slow 4G, 4x CPU slowdown) runs in Debian's Chromium. Printed, recorded in
// bench/README.md, never asserted. Lighthouse's score varies from run to run and with the machine's load.

const run = promisify(execFile);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A photo-like image (smooth colour with grain) that compresses like a camera picture, not like a flat colour. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 7919;
  for (let i = 0; i < pixels.length; i += 3) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const p = i / 3;
    const grain = (x >> 16) % 50;
    pixels[i] = ((p % width) * 200) / width + grain;
    pixels[i + 1] = (Math.floor(p / width) * 160) / height + grain;
    pixels[i + 2] = 90 + ((seed * 37) % 100) + grain;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function upload(base: string, who: Person, url: string, field: string, files: Buffer[]) {
  const form = new FormData();
  for (const [i, bytes] of files.entries()) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  const res = await fetch(base + url, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${who.token}` },
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
}

const paragraph = (text: string) => `<p>${text}</p>`;

async function seed(base: string): Promise<string> {
  const couple = await signUp(base, 'Ann');
  const slug = `ann-and-ben-${Date.now().toString(36)}`;
  const wedding = await api<{ id: string; slug: string }>(base, couple, 'POST', '/api/v1/accounts/set-up/', {
    name: 'Ann & Ben',
    slug,
    date: '2031-06-14',
  });
  const account = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await upload(base, couple, account('cover/'), 'cover', [await photo(2400, 1600, 1)]);
  await upload(base, couple, account('website/photos/'), 'photos', [
    ...(await Promise.all([2, 3, 4, 5, 6, 7].map((seed) => photo(1800, 1200, seed)))),
  ]);
  await api(base, couple, 'PUT', account('logistics/'), {
    venues: [
      {
        role: 'ceremony',
        name: 'Rose Chapel',
        address: '1 Church Lane',
        time: '14:00',
        map_url: 'https://maps.example.com/a',
      },
      {
        role: 'reception',
        name: 'Old Mill',
        address: '9 River Road',
        time: '17:00',
        map_url: 'https://maps.example.com/b',
      },
    ],
    transport: 'A coach leaves the chapel for the mill at 16:30 and returns at midnight.',
    accommodation: [
      { name: 'The Mill Inn', address: '10 River Road', url: 'https://inn.example.com', notes: 'Code ANNBEN' },
    ],
    dress_code: 'Garden formal',
    parking: 'Free parking behind the mill.',
    contacts: [{ name: 'Pat', phone: '555 0100', role: 'Planner' }],
  });
  const items: [string, string, string][] = [
    ['2031-06-13', '19:00', 'Welcome drinks'],
    ['2031-06-14', '14:00', 'Ceremony'],
    ['2031-06-14', '15:00', 'Photos in the garden'],
    ['2031-06-14', '17:00', 'Dinner'],
    ['2031-06-15', '11:00', 'Farewell brunch'],
  ];
  for (const [date, time, title] of items) {
    await api(base, couple, 'POST', '/api/v1/account-events/', {
      account: wedding.id,
      title,
      date,
      start_time: time,
      place: 'Old Mill',
      public: true,
    });
  }
  const story = [
    'We met on a rainy Tuesday at a bakery that had one almond croissant left.',
    'Six years, two cities and one very patient cat later, we are getting married.',
  ];
  await api(base, couple, 'PATCH', account('website/'), {
    theme: 'garden',
    site_active: true,
    meal_options: ['Fish', 'Risotto'],
    rsvp_deadline: '2031-05-01',
    sections: [
      { kind: 'welcome', title: 'Welcome', body: paragraph('We cannot wait to celebrate with you in June.') },
      { kind: 'story', title: 'Our story', body: story.map(paragraph).join('') },
      { kind: 'schedule', title: 'Schedule', body: '' },
      { kind: 'travel', title: 'Travel and accommodation', body: '' },
      { kind: 'registry', title: 'Registry', body: paragraph('Your presence is the gift.') },
      { kind: 'faq', title: 'FAQ', body: paragraph('<strong>Kids?</strong> Of course.') },
      { kind: 'gallery', title: 'Gallery', body: '' },
      { kind: 'rsvp', title: 'RSVP', body: '' },
    ],
  });
  return `${base}/w/${wedding.slug}`;
}

async function main() {
  const server = await startServer('vowline-bench-site-');
  try {
    const url = await seed(server.base);
    const plain = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const { stdout } = await run(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-path=${CHROME}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
    );
    const report = JSON.parse(stdout) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number; details?: { items?: { url: string; transferSize: number }[] } }>;
    };
    const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
    const document = report.audits['network-requests']?.details?.items?.find((r) => r.url === url);
    console.log(`Lighthouse mobile performance: ${Math.round(report.categories.performance.score * 100)}`);
    console.log(
      `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, Speed Index ${ms('speed-index')} ms`,
    );
    console.log(
      `HTML: ${plain.length} bytes, ${gzipSync(plain).length} gzipped; ${document?.transferSize ?? '?'} bytes transferred to Lighthouse`,
    );
    console.log(`Total transferred: ${ms('total-byte-weight')} bytes`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
