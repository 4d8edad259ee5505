import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail';
import { rsvpOpen } from '../../src/server/services/rsvp';
import { sweepRsvpReminders } from '../../src/server/services/rsvpReminders';
import { type Household, siteMessages, type Website } from '../../src/shared/site';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { noonUtc, runQueueOnEvery } from './jobsSupport';
import { call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

const CSV = `household,name,email
The Parks,Cleo Park,cleo@example.com
The Parks,Dan Park,DAN@example.com
The Lees,Eve Lee,eve@example.com
The Kims,Fay Kim,`;

async function mailsIn(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).sort();
  // The body is quoted-printable: soft line breaks are undone so a link reads whole.
  return Promise.all(names.map(async (n) => (await readFile(path.join(dir, n), 'utf8')).replace(/=\n/g, '')));
}

describe('RSVP reminders', () => {
  it('mails each household yet to answer once, across two instances and the job queue, and again if the deadline moves', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const as = (method: 'GET' | 'POST' | 'PATCH', rest: string, body?: unknown) =>
      call(server, couple.access_token, method, `/api/v1/accounts/${wedding.id}/${rest}`, body);
    const refused = await as('PATCH', 'website/', { rsvp_reminder_days: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.rsvp_reminder_days).toEqual([siteMessages.reminderDaysInvalid]);
    const set = await as('PATCH', 'website/', { rsvp_deadline: '2031-06-10', rsvp_reminder_days: 7 });
    expect((set.json() as Website).rsvp_reminder_days).toBe(7);
    expect((await as('POST', 'guests/import/', { csv: CSV })).statusCode).toBe(201);
    const households = (await as('GET', 'households/')).json().results as Household[];
    const token = (name: string) => households.find((h) => h.name === name)!.rsvp_url.split('/rsvp/')[1]!;
    // The Lees answer; the Kims have no email: only the Parks are reminded.
    const lees = households.find((h) => h.name === 'The Lees')!;
    const answered = await call(server, null, 'POST', `/api/v1/rsvp/${token('The Lees')}/`, {
      guests: [{ id: lees.guests[0]!.id, attending: false }],
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-rsvp-reminders-'));
    const mailer = createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} });
    const deps = { mailer, config: server.config };
    const instances = [connect(server.database.url), connect(server.database.url)];
    try {
      expect(await sweepRsvpReminders(instances[0]!.db, deps, noonUtc('2031-06-02'))).toBe(0);
      const sent = await Promise.all(instances.map((i) => sweepRsvpReminders(i.db, deps, noonUtc('2031-06-03'))));
      expect(sent[0]! + sent[1]!).toBe(1);
      const [mail] = await mailsIn(dir);
      expect(mail).toMatch(/^To: cleo@example\.com, dan@example\.com$/m);
      expect(mail).toContain('please RSVP by 2031-06-10');
      expect(mail).toContain(`/rsvp/${token('The Parks')}`);
      expect(await sweepRsvpReminders(instances[1]!.db, deps, noonUtc('2031-06-09'))).toBe(0);
      // After the deadline nobody is chased.
      await as('PATCH', 'website/', { rsvp_deadline: '2031-06-20' });
      expect(await sweepRsvpReminders(instances[0]!.db, deps, noonUtc('2031-06-21'))).toBe(0);

      // The queue: both instances start together; the start-up sweep reminds the moved deadline once.
      await runQueueOnEvery(
        instances,
        { ...deps, databaseUrl: server.database.url, media: server.app.media.store },
        '2031-06-14',
        dir,
        2,
      );
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });

  it("counts the reminder day and the deadline by the wedding's own calendar, not UTC's or GMT+3's", async () => {
    // At 14:00 UTC on 2 June it is already 3 June in Auckland, still 2 June in Los Angeles.
    const at = new Date('2031-06-02T14:00:00Z');
    const weddingIn = async (zone: string) => {
      const wedding = await setUpWedding(server, couple.access_token, { time_zone: zone });
      const as = (method: 'PATCH' | 'POST', rest: string, body: unknown) =>
        call(server, couple.access_token, method, `/api/v1/accounts/${wedding.id}/${rest}`, body);
      expect((await as('PATCH', 'website/', { rsvp_deadline: '2031-06-10', rsvp_reminder_days: 7 })).statusCode).toBe(
        200,
      );
      expect(
        (await as('POST', 'guests/import/', { csv: `household,name,email\nThe ${zone},Ann,ann@example.com` }))
          .statusCode,
      ).toBe(201);
      return wedding;
    };
    await weddingIn('Pacific/Auckland');
    await weddingIn('America/Los_Angeles');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-rsvp-zones-'));
    const deps = {
      mailer: createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} }),
      config: server.config,
    };
    expect(await sweepRsvpReminders(server.database.db, deps, at)).toBe(1);
    const [mail] = await mailsIn(dir);
    expect(mail).toContain('Dear The Pacific/Auckland');
    // Seven hours later it is 3 June in Los Angeles too.
    expect(await sweepRsvpReminders(server.database.db, deps, new Date('2031-06-03T07:30:00Z'))).toBe(1);
    expect((await mailsIn(dir)).join('\n')).toContain('Dear The America/Los_Angeles');
  });

  it('takes answers until the end of the deadline day in the wedding’s zone', () => {
    const late = new Date('2031-06-10T22:00:00Z');
    expect(rsvpOpen('2031-06-10', late, 'Europe/Lisbon')).toBe(true);
    expect(rsvpOpen('2031-06-10', late, 'Asia/Tokyo')).toBe(false);
    expect(rsvpOpen('2031-06-10', late, 'Etc/GMT-3')).toBe(false);
    expect(rsvpOpen(null, late, 'Asia/Tokyo')).toBe(true);
  });
});
