import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail';
import { sweepInvitationMails } from '../../src/server/services/invitationSends';
import type { GuestEvent } from '../../src/shared/guestEvents';
import { invitationMessages } from '../../src/shared/invitations';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { mailsIn, weddingWithGuests } from './invitationSupport';
import { call } from './weddingsSupport';

// Issue 38's reminders per event: mailed through the invitation queue to the households invited to the event who
// have not answered for it, now or later, and never twice: not while one waits, not after answering.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

describe('RSVP reminders per event', () => {
  it('reminds the households still to answer, once, now or when scheduled, and skips one that answered', async () => {
    const { as, byName, token } = await weddingWithGuests(server, couple);
    const event = (await as('POST', 'guest-events/', { name: 'Rehearsal dinner' })).json() as GuestEvent;
    const onEvent = (method: 'GET' | 'POST', rest: string, body?: unknown) =>
      call(server, couple.access_token, method, `/api/v1/guest-events/${event.id}/${rest}`, body);
    // The Moss are not invited to the dinner; the Lees answer for it; the Kims have no address.
    await onEvent('POST', 'invitations/', {
      households: ['The Parks', 'The Lees', 'The Kims'].map((n) => byName(n).id),
    });
    const answer = async (name: string, attending: boolean) => {
      const guests = byName(name).guests.map((g) => ({ id: g.id, attending }));
      const res = await call(server, null, 'POST', `/api/v1/rsvp/${token(name)}/`, { guests });
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer('The Lees', true);

    const preview = await onEvent('POST', 'reminders/', { dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().recipients.map((h: { name: string }) => h.name)).toEqual(['The Parks']);
    expect(preview.json().without_email).toEqual(['The Kims']);
    expect(preview.json().preview.subject).toBe('A reminder: will you join us for Rehearsal dinner?');
    expect(preview.json().preview.text).toContain(`/rsvp/${token('The Parks')}`);

    const now = await onEvent('POST', 'reminders/', { message: 'Tell us by Friday!' });
    expect(now.statusCode, now.body).toBe(202);
    expect(now.json()).toMatchObject({ send_at: null, recipients: [{ name: 'The Parks' }] });
    // While it waits to go, another reminder has nobody to go to.
    const again = await onEvent('POST', 'reminders/', {});
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.to).toEqual([invitationMessages.nobody]);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-reminders-'));
    const mailer = createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} });
    const deps = { mailer, config: server.config };
    expect(await sweepInvitationMails(server.database.db, deps)).toBe(1);
    expect(await sweepInvitationMails(server.database.db, deps)).toBe(0);
    const [mail] = await mailsIn(dir);
    expect(/^To: (.*)$/m.exec(mail!)![1]).toContain('cleo@example.com');
    expect(mail).toContain('Subject: A reminder: will you join us for Rehearsal dinner?');
    expect(mail).toContain('Tell us by Friday!');
    expect(mail).toContain(`/rsvp/${token('The Parks')}`);

    // A reminder for tomorrow waits; a time gone by is refused.
    const past = await onEvent('POST', 'reminders/', { send_at: '2020-01-01T09:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.send_at).toEqual(['Choose a time to come, or send it now.']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await onEvent('POST', 'reminders/', { send_at: tomorrow });
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json().send_at).toBe(tomorrow);
    expect(await sweepInvitationMails(server.database.db, deps)).toBe(0);
    // The Parks answer before it is due: when it comes, nobody is mailed.
    await answer('The Parks', false);
    const other = connect(server.database.url);
    try {
      await other.db.execute(sql`UPDATE invitation_sends SET send_at = now() - interval '1 minute'
                                 WHERE id = ${later.json().id}`);
    } finally {
      await other.close();
    }
    expect(await sweepInvitationMails(server.database.db, deps)).toBe(0);
    expect(await mailsIn(dir)).toHaveLength(1);

    const list = (await onEvent('GET', 'reminders/')).json().results;
    expect(
      list.map((r: { send_at: string | null; households: number; sent: number }) => [r.send_at, r.households, r.sent]),
    ).toEqual([
      [expect.any(String), 1, 0],
      [null, 1, 1],
    ]);
    const history = await as('GET', 'activity/');
    expect(JSON.stringify(history.json().results)).toContain('RSVP reminder for Rehearsal dinner to 1 household');
  });

  it('refuses a bad time and an event of another wedding', async () => {
    const { as } = await weddingWithGuests(server, couple);
    const event = (await as('POST', 'guest-events/', { name: 'Brunch' })).json() as GuestEvent;
    const bad = await call(server, couple.access_token, 'POST', `/api/v1/guest-events/${event.id}/reminders/`, {
      send_at: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.send_at).toEqual(['Choose when to send it, or send it now.']);
    const stranger = await signUp(server);
    const theirs = await call(server, stranger.access_token, 'GET', `/api/v1/guest-events/${event.id}/reminders/`);
    expect([403, 404]).toContain(theirs.statusCode);
  });
});
