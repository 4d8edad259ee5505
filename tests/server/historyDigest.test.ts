import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connect } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail';
import { sendHistoryDigests } from '../../src/server/services/historyDigest';
import { fundsApi } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: the mail of what changed, off by default, daily or weekly, sent once per member and period however many
// instances run the job, with only what the member may see and never their own changes.

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

/** A quoted-printable body as text: soft line breaks joined, escaped bytes (“ is =E2=80=9C) decoded. */
const decoded = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));

const mailsIn = async (dir: string) =>
  Promise.all((await readdir(dir)).sort().map(async (n) => decoded(await readFile(path.join(dir, n), 'utf8'))));

test('daily and weekly digests, once across two instances, each with what its reader may see', async () => {
  const digest = (who: keyof People, method: 'GET' | 'PUT', body?: unknown) =>
    call(server, people[who].access_token, method, '/api/v1/users/me/history-digest/', body);
  expect(ok<{ frequency: string }>(await digest('couple', 'GET')).frequency).toBe('off');
  const bad = await digest('couple', 'PUT', { frequency: 'hourly' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors.frequency).toEqual(['Choose off, daily or weekly.']);
  ok(await digest('couple', 'PUT', { frequency: 'daily' }));
  ok(await digest('member', 'PUT', { frequency: 'weekly' }));

  const wedding = await planningWedding(server, people);
  const section = await api(server).section(people.member.access_token, wedding.id, 'Music');
  const task = await api(server).task(people.member.access_token, {
    account: wedding.id,
    section: section.id,
    title: 'Book the quartet',
  });
  ok(
    await call(server, people.other.access_token, 'POST', `/api/v1/tasks/${task.id}/update-status/`, {
      status: 'done',
    }),
  );
  await fundsApi(server, people.couple.access_token).payment(wedding, { title: 'Venue deposit' });

  const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-history-digest-'));
  const deps = {
    mailer: createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} }),
    config: server.config,
  };
  const instances = [connect(server.database.url), connect(server.database.url)];
  try {
    // A Tuesday: the daily digest only, once, whichever instance claims it.
    const tuesday = new Date();
    tuesday.setUTCDate(tuesday.getUTCDate() + ((2 - tuesday.getUTCDay() + 7) % 7));
    await server.database.pool.query(
      `UPDATE history_entries SET created_at = $2::timestamptz - interval '2 hours' WHERE wedding_id = $1`,
      [wedding.id, tuesday.toISOString()],
    );
    const sent = await Promise.all(instances.map((i) => sendHistoryDigests(i.db, deps, tuesday)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendHistoryDigests(instances[0]!.db, deps, tuesday)).toBe(0);
    const [daily] = await mailsIn(dir);
    expect(daily).toContain('Subject: What changed in your weddings today: 3 changes');
    expect(daily).toContain('Oona moved “Book the quartet” to Done');
    expect(daily).toContain('Milo added the section “Music”');
    // The couple's own payment is not news to them.
    expect(daily).not.toContain('Venue deposit');

    // The next Monday: the member's weekly digest, without the couple's funds nor their own changes (the couple's
    // daily one has nothing new that day, so no mail).
    const monday = new Date(tuesday.getTime() + 6 * 86_400_000);
    const weekly = await Promise.all(instances.map((i) => sendHistoryDigests(i.db, deps, monday)));
    expect(weekly.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await mailsIn(dir);
    const member = mails.find((m) => m.includes('this week'))!;
    expect(member).toContain('Oona moved “Book the quartet” to Done');
    expect(member).not.toContain('Venue deposit');
    expect(member).not.toContain('Milo added');
  } finally {
    await Promise.all(instances.map((i) => i.close()));
  }
});
