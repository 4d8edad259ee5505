import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEAM_INVITE_SENT } from '../../src/server/services/vendorTeamInvites';
import { bearer, expectProblem, mailText, type SignedUp, signUp, uniqueEmail, verifyEmail } from './api';
import { startTestServer, type TestServer } from './helper';
import { businessOf } from './vendorsSupport';

// Issue 32: a vendor team added anyone by email, without their consent, and learned their name even when they were
// not findable. Adding is now an invitation the person accepts, with the same answer whether or not the address has
// an account.

let server: TestServer;
let owner: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, { first_name: 'Vera' });
});
afterAll(() => server.close());

const as = (who: SignedUp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(who.access_token) });
const api = '/api/v1/vendor/vendors';

describe('vendor team invitations', () => {
  test('the answer is the same for a registered, hidden person and for an address with no account; nobody joins', async () => {
    const business = await businessOf(server, owner.user.id, 'Hidden Lens');
    const hidden = await signUp(server, { first_name: 'Quietly', last_name: 'Private' });
    expect((await as(hidden, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false })).statusCode).toBe(200);
    const known = await as(owner, 'POST', `${api}/${business.id}/team/`, { email: hidden.email });
    const unknown = await as(owner, 'POST', `${api}/${business.id}/team/`, { email: uniqueEmail('nobody') });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual({ detail: TEAM_INVITE_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect(known.body).not.toContain('Quietly');
    const mine = (await as(owner, 'GET', `${api}/mine/`)).json();
    const team = mine.businesses.find((b: { id: string }) => b.id === business.id).team as { id: string }[];
    expect(team.map((m) => m.id)).not.toContain(hidden.user.id);
    // Both addresses get a mail; only the account gets a notification.
    expect((await server.mails()).filter((m) => mailText(m).includes('to act for Hidden Lens'))).toHaveLength(2);
    const notes = (await as(hidden, 'GET', '/api/v1/notifications/')).json();
    expect(JSON.stringify(notes)).toContain('invited you to the team of Hidden Lens');
  });

  test('the person accepts and joins; a declined or someone else’s invitation is a 404; an unverified address waits', async () => {
    const invitee = await signUp(server, { first_name: 'Ines' });
    const stranger = await signUp(server);
    await verifyEmail(server, stranger);
    const inviter = await signUp(server, { first_name: 'Omar' });
    const own = await businessOf(server, inviter.user.id, 'Omar Studio');
    expect((await as(inviter, 'POST', `${api}/${own.id}/team/`, { email: invitee.email })).statusCode).toBe(202);

    expect((await as(invitee, 'GET', `${api}/team-invites/`)).json().results).toEqual([]);
    const unverifiedAnswer = await as(invitee, 'POST', `${api}/team-invites/${crypto.randomUUID()}/accept/`);
    expectProblem(unverifiedAnswer, 403);
    await verifyEmail(server, invitee);
    const invite = (await as(invitee, 'GET', `${api}/team-invites/`)).json().results[0] as { id: string };
    expect(invite).toMatchObject({ business: { id: own.id, name: 'Omar Studio' } });

    expectProblem(await as(stranger, 'POST', `${api}/team-invites/${invite.id}/accept/`), 404);
    expect((await as(invitee, 'POST', `${api}/team-invites/${invite.id}/accept/`)).statusCode).toBe(204);
    const area = (await as(invitee, 'GET', `${api}/mine/`)).json();
    expect(area.businesses.map((b: { id: string }) => b.id)).toContain(own.id);
    expectProblem(await as(invitee, 'POST', `${api}/team-invites/${invite.id}/decline/`), 404);
  });
});
