import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client';
import { startJobs } from '../../src/server/jobs/runner';
import { createMailer, type Mailer } from '../../src/server/mail';
import { themeColours } from '../../src/server/services/invitationMail';
import { sweepInvitationMails } from '../../src/server/services/invitationSends';
import type { InvitationInsert, InvitationSendResult } from '../../src/shared/invitations';
import { invitationMessages } from '../../src/shared/invitations';
import type { Household } from '../../src/shared/site';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { mailsIn, weddingWithGuests } from './invitationSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue 35, sending: invitations mailed from the guest list to the households a filter picks, previewed first, one
// mail each through the job queue (once across a crash, a restart and two instances), the send limit, and the
// printable inserts with their short links. The link-open tracking and the RSVP notification: invitationTracking.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

const names = (r: InvitationSendResult) => r.recipients.map((h) => h.name);

describe('sending invitations', () => {
  it('picks households by RSVP state, tag, event and choice, and previews the first mail without sending', async () => {
    const { as, byName, token } = await weddingWithGuests(server, couple);
    const preview = async (to: object) => {
      const res = await as('POST', 'invitation-sends/', {
        subject: 'Save the date',
        message: 'Hi!',
        to,
        dry_run: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InvitationSendResult;
    };
    const everyone = await preview({});
    // Households imported together are in the order of their names.
    expect(names(everyone)).toEqual(['The Lees', 'The Moss', 'The Parks']);
    expect(everyone.without_email).toEqual(['The Kims']);
    expect(everyone.id).toBeNull();
    expect(everyone.recipients[2]!.emails).toEqual(['cleo@example.com', 'dan@example.com']);
    expect(everyone.preview).toMatchObject({ to: 'eve@example.com', subject: 'Save the date' });
    expect(everyone.preview!.text).toContain('Dear The Lees,');
    expect(everyone.preview!.text).toContain('Hi!');
    expect(everyone.preview!.text).toContain(`/rsvp/${token('The Lees')}`);
    expect(everyone.preview!.qr).toMatch(/^data:image\/png;base64,/);
    // Tags match whatever their case.
    expect(names(await preview({ tag: 'family' }))).toEqual(['The Moss', 'The Parks']);
    expect(names(await preview({ households: [byName('The Lees').id, byName('The Kims').id] }))).toEqual(['The Lees']);

    // The Lees say yes, the Moss no.
    const answer = async (name: string, attending: boolean) => {
      const h = byName(name);
      const res = await call(server, null, 'POST', `/api/v1/rsvp/${token(name)}/`, {
        guests: h.guests.map((g) => ({ id: g.id, attending })),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer('The Lees', true);
    await answer('The Moss', false);
    expect(names(await preview({ rsvp: 'none' }))).toEqual(['The Parks']);
    expect(names(await preview({ rsvp: 'yes' }))).toEqual(['The Lees']);
    expect(names(await preview({ rsvp: 'no' }))).toEqual(['The Moss']);
    const none = await as('POST', 'invitation-sends/', {
      subject: 'x',
      to: { rsvp: 'no', tag: 'friends' },
      dry_run: true,
    });
    expect(none.statusCode).toBe(400);
  });

  it('filters by guest event, and refuses an unknown event, nobody to send to and bad fields with 400', async () => {
    const { wedding, as, byName } = await weddingWithGuests(server, couple);
    const dinner = await as('POST', 'guest-events/', { name: 'Rehearsal dinner', private: true });
    expect(dinner.statusCode, dinner.body).toBe(201);
    const invited = await call(
      server,
      couple.access_token,
      'POST',
      `/api/v1/guest-events/${dinner.json().id}/invitations/`,
      {
        households: [byName('The Lees').id],
      },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const send = (body: object) => as('POST', 'invitation-sends/', { subject: 'Dinner', ...body });
    const res = await send({ to: { event: dinner.json().id }, dry_run: true });
    expect(names(res.json())).toEqual(['The Lees']);

    const other = await setUpWedding(server, couple.access_token);
    const foreign = await call(server, couple.access_token, 'POST', `/api/v1/accounts/${other.id}/guest-events/`, {
      name: 'Brunch',
    });
    const refused = await send({ to: { event: foreign.json().id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['to.event']).toEqual([invitationMessages.eventUnknown]);
    const nobody = await send({ to: { households: [byName('The Kims').id] } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors.to).toEqual([invitationMessages.nobody]);
    const bad = await as('POST', 'invitation-sends/', { subject: '', to: { rsvp: 'maybe', households: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.subject).toEqual([invitationMessages.subjectRequired]);
    expect(bad.json().errors['to.rsvp']).toEqual([invitationMessages.rsvpInvalid]);
    expect(bad.json().errors['to.households.0']).toEqual([invitationMessages.idInvalid]);
    // Nothing was queued by any of it.
    const { rows } = await server.database.db.execute(
      sql`SELECT count(*)::int AS n FROM invitation_sends WHERE wedding_id = ${wedding.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('mails each household once, in HTML and text with its link and QR code, across two instances and a restart', async () => {
    const { as, token } = await weddingWithGuests(server, couple);
    await as('PATCH', 'website/', { theme: 'garden' });
    const queued = await as('POST', 'invitation-sends/', {
      subject: 'You are invited!',
      message: 'We are getting married.\n\nCome & dance.',
      to: { rsvp: 'none' },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(names(queued.json())).toEqual(['The Lees', 'The Moss', 'The Parks']);
    const history = await as('GET', 'activity/');
    expect(history.json().results[0].text).toContain('sent the invitation “You are invited!” to 3 households');

    const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-invitations-'));
    const files = createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} });
    // The first instance mails one household, then dies while mailing the second: that one is not marked sent.
    let calls = 0;
    const dying: Mailer = {
      async send(m) {
        calls++;
        if (calls === 2) throw new Error('killed mid-send');
        await files.send(m);
      },
    };
    const instances = [connect(server.database.url), connect(server.database.url)];
    try {
      await expect(sweepInvitationMails(instances[0]!.db, { mailer: dying, config: server.config })).rejects.toThrow(
        'killed',
      );
      expect(await mailsIn(dir)).toHaveLength(1);
      // After the "restart", two instances run the job queue at once: the two households left go out once each.
      const runners = await Promise.all(
        instances.map((database) =>
          startJobs({
            mailer: files,
            config: server.config,
            databaseUrl: server.database.url,
            database,
            media: server.app.media.store,
            log: () => {},
          }),
        ),
      );
      await expect.poll(async () => (await mailsIn(dir)).length, { timeout: 15_000 }).toBe(3);
      await Promise.all(runners.map((r) => r.stop()));
      expect(await sweepInvitationMails(instances[1]!.db, { mailer: files, config: server.config })).toBe(0);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
    const mails = await mailsIn(dir);
    expect(mails).toHaveLength(3);
    const to = mails.map((m) => /^To: (.*)$/m.exec(m)![1]).sort();
    expect(to).toEqual(['cleo@example.com, dan@example.com', 'eve@example.com', 'gil@example.com']);
    const parks = mails.find((m) => m.includes('To: cleo@example.com'))!;
    expect(parks).toMatch(/^Subject: You are invited!$/m);
    expect(parks).toContain('Content-Type: text/plain');
    expect(parks).toContain('Content-Type: text/html');
    expect(parks).toContain('Content-Type: image/png; name=rsvp-qr.png');
    expect(parks).toContain('cid:rsvp-qr');
    expect(parks).toContain(`http://localhost:3000/rsvp/${token('The Parks')}`);
    expect(parks).toContain('Come &amp; dance.');
    // The garden theme's accent colour dresses the button.
    expect(themeColours('garden').accent).toBe('#9b4d63');
    expect(parks).toContain(`background:${themeColours('garden').accent}`);
    expect(themeColours('no-such-theme')).toEqual(themeColours('classic'));

    const list = (await as('GET', 'households/')).json().results as Household[];
    for (const h of list) {
      if (h.name === 'The Kims') expect(h.invited_at).toBeNull();
      else expect(h.invited_at).toEqual(expect.any(String));
    }
  });

  it('takes ten sends an hour from a wedding, previews apart (429 after)', async () => {
    const { as } = await weddingWithGuests(server, couple);
    const send = (dry_run: boolean) =>
      as('POST', 'invitation-sends/', { subject: 'Hello', to: { rsvp: 'any' }, dry_run });
    for (let i = 0; i < 10; i++) expect((await send(false)).statusCode).toBe(202);
    expect((await send(true)).statusCode).toBe(200);
    const refused = await send(false);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('prints each household’s QR code and link', async () => {
    const { as, token } = await weddingWithGuests(server, couple);
    const res = await as('GET', 'invitation-inserts/');
    expect(res.statusCode).toBe(200);
    const inserts = res.json().results as InvitationInsert[];
    expect(inserts.map((i) => i.name)).toEqual(['The Kims', 'The Lees', 'The Moss', 'The Parks']);
    expect(inserts[0]!.url).toMatch(/^http:\/\/localhost:3000\/r\/[a-z2-9]{10}$/);
    expect(new Set(inserts.map((i) => i.url)).size).toBe(4);
    expect(Buffer.from(inserts[0]!.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // The codes stay: printed cards keep working.
    expect(((await as('GET', 'invitation-inserts/')).json().results as InvitationInsert[])[0]!.url).toBe(
      inserts[0]!.url,
    );
    // The short link leads to the household's RSVP page; an unknown code is a 404, and walking codes is a 429.
    const code = inserts[0]!.url.split('/r/')[1]!;
    const short = await call(server, null, 'GET', `/r/${code.toUpperCase()}`);
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/rsvp/${token('The Kims')}`);
    const walk = (n: number) =>
      server.app.inject({ method: 'GET', url: `/r/abcdefgh${n}${n}`, remoteAddress: '203.0.113.9' });
    expect((await walk(2)).statusCode).toBe(404);
    for (let i = 0; i < 29; i++) await walk(3);
    expect((await walk(4)).statusCode).toBe(429);
  });
});
