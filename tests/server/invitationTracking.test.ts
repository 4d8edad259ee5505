import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../src/shared/site';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { weddingWithGuests } from './invitationSupport';
import { call } from './weddingsSupport';

// Issue 35: when a household opens its private RSVP link, and the couple's notification of each answer (in the app
// always, by mail once they opt in on /update-settings).

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

describe('tracking and notifying', () => {
  it('records when a household first and last opened its link, and tells the couple of each answer', async () => {
    const { as, byName, token } = await weddingWithGuests(server, couple);
    await as('PATCH', 'add-ons/rsvp/', { enabled: true });
    const before = byName('The Parks');
    expect(before.opened_at).toBeNull();
    expect((await call(server, null, 'GET', `/rsvp/${token('The Parks')}`)).statusCode).toBe(200);
    const opened = ((await as('GET', 'households/')).json().results as Household[]).find((h) => h.id === before.id)!;
    expect(opened.opened_at).toEqual(expect.any(String));
    expect(opened.last_opened_at).toBe(opened.opened_at);
    await call(server, null, 'GET', `/rsvp/${token('The Parks')}`);
    const again = ((await as('GET', 'households/')).json().results as Household[]).find((h) => h.id === before.id)!;
    expect(again.opened_at).toBe(opened.opened_at);
    expect(again.last_opened_at! > opened.opened_at!).toBe(true);
    // An unknown token records nothing and still says nothing of any wedding.
    expect((await call(server, null, 'GET', '/rsvp/aaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);

    // The answer reaches the couple in the app; by mail only once they opt in.
    const notifications = async () =>
      (await call(server, couple.access_token, 'GET', '/api/v1/notifications/')).json().results as {
        kind: string;
        text: string;
        link: string;
      }[];
    const mailsBefore = (await server.mails()).length;
    const res = await call(server, null, 'POST', `/api/v1/rsvp/${token('The Parks')}/`, {
      guests: before.guests.map((g, i) => ({ id: g.id, attending: i === 0 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await notifications();
    expect(latest).toMatchObject({ kind: 'rsvp_answer', text: expect.stringContaining('The Parks answered the RSVP') });
    expect(latest!.text).toContain('1 of 2 coming');
    const settings = await call(server, couple.access_token, 'GET', '/api/v1/users/me/settings/');
    expect(settings.json().prefs.rsvps).toEqual({ app: true, mail: false });
    const { rows: queued } = await server.database.db.execute(
      sql`SELECT count(*)::int AS n FROM notification_mails WHERE kind = 'rsvp_answer'`,
    );
    expect(queued[0]!.n).toBe(0);
    expect((await server.mails()).length).toBe(mailsBefore);

    // Opted in on /update-settings: the next answer is mailed too.
    const optIn = await call(server, couple.access_token, 'PUT', '/api/v1/users/me/settings/', {
      prefs: { rsvps: { app: true, mail: true } },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const lees = byName('The Lees');
    await call(server, null, 'POST', `/api/v1/rsvp/${token('The Lees')}/`, {
      guests: lees.guests.map((g) => ({ id: g.id, attending: false })),
    });
    const { rows: mailed } = await server.database.db.execute(
      sql`SELECT text FROM notification_mails WHERE kind = 'rsvp_answer'`,
    );
    expect(mailed.map((r) => r.text)).toEqual([expect.stringContaining('The Lees answered the RSVP')]);
    expect(mailed[0]!.text).toContain(': not coming.');
  });
});
