import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type SessionInput, sessionMachine } from '../../machines/sessionMachine';
import { sessionModel } from '../../models/sessionModel';
import { ApiError } from '../../src/shared/apiError';
import type { User } from '../../src/shared/types';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const user = (firstName: string, unread = 0): User => ({
  id: 'user-1',
  slug: 'ada',
  first_name: firstName,
  last_name: 'Lovelace',
  full_name: `${firstName} Lovelace`,
  image: null,
  unread_messages_count: unread,
  unread_notifications_count: unread + 1,
});

/** `next` with the unread counts of `current`: only `unread.changed` (and a user the server sends) sets them. */
const withCountsOf = (next: User, current: User | null): User => ({
  ...next,
  unread_messages_count: current?.unread_messages_count ?? 0,
  unread_notifications_count: current?.unread_notifications_count ?? 0,
});

/** The session machine with recording fakes; `stored` is what the fake storage holds. */
function startSession(input: SessionInput) {
  const server = createFakeServer();
  const effects: string[] = [];
  let stored: SessionInput | null = input.token ? input : null;
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        persistSession: ({ context }) => {
          effects.push('persistSession');
          stored = { token: context.token, user: context.user };
        },
        clearPersistedSession: () => {
          effects.push('clearPersistedSession');
          stored = null;
        },
        navigateHome: () => {
          effects.push('navigateHome');
        },
      },
      actors: {
        fetchProfile: server.actor<User, { token: string }>('fetchProfile'),
        revokeToken: server.actor<void, { token: string }>('revokeToken'),
      },
    }),
    { input },
  ).start();
  return { actor, server, effects, stored: () => stored };
}

testModelPaths(sessionModel, () => {
  let session: ReturnType<typeof startSession> | undefined;
  // What a signed-in session must hold: set by the events that give it a token or a user.
  let expected: SessionInput = { token: null, user: null };
  let logins = 0;

  const open = () => {
    if (!session) throw new Error('The app is not open');
    return session;
  };
  const expectSignedOut = (value: string) => {
    const { actor, stored } = open();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(value);
    expect(snapshot.hasTag('signedOut')).toBe(true);
    expect(snapshot.context.token).toBeNull();
    expect(snapshot.context.user).toBeNull();
    // Only while signing out is a token held, to be revoked.
    expect(snapshot.context.revoking).toBe(value === 'loggingOut' ? expected.token : null);
    expect(stored()).toBeNull();
  };
  const expectSignedIn = (child: 'validating' | 'ready') => {
    const { actor, stored } = open();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loggedIn: child });
    expect(snapshot.hasTag('signedIn')).toBe(true);
    expect(snapshot.context.token).toBe(expected.token);
    expect(snapshot.context.user).toEqual(expected.user);
    expect(snapshot.context.revoking).toBeNull();
    expect(stored()).toEqual(expected);
  };

  return {
    events: {
      OPEN_WITH_TOKEN: () => {
        expected = { token: 'restored-token', user: user('Restored') };
        session = startSession(expected);
      },
      OPEN_SIGNED_OUT: () => {
        session = startSession({ token: null, user: null });
      },
      LOGIN: () => {
        logins += 1;
        const login = { token: `token-${logins}`, user: user(`Login ${logins}`, logins) };
        expected = login;
        open().actor.send({ type: 'login.succeeded', ...login });
      },
      SERVER_OK: async () => {
        const { server } = open();
        const fresh = user('Fresh', 7);
        if (server.requests.at(-1)?.actor === 'fetchProfile') expected = { ...expected, user: fresh };
        await server.succeed({ fetchProfile: fresh });
      },
      SERVER_FAILS: () => open().server.fail(new ApiError(0, undefined)),
      SERVER_401: () => open().actor.send({ type: 'session.expired' }),
      REFRESH: () => open().actor.send({ type: 'profile.refresh' }),
      // An edited profile keeps the counts the session holds, whatever the answer carried.
      UPDATE_USER: () => {
        expected = { ...expected, user: withCountsOf(user('Renamed', 9), expected.user) };
        open().actor.send({ type: 'user.updated', user: user('Renamed', 9) });
      },
      LOGOUT: () => open().actor.send({ type: 'logout.requested' }),
    },
    states: {
      notOpened: () => expect(session).toBeUndefined(),
      loggedOut: () => {
        expectSignedOut('loggedOut');
        const { effects, server } = open();
        // Signed out from the start, nothing happened; after a sign-out, home came last.
        if (server.inputs('revokeToken').length) expect(effects.at(-1)).toBe('navigateHome');
        else expect(effects).toEqual([]);
      },
      'loggedIn.validating': () => {
        expectSignedIn('validating');
        const { server } = open();
        expect(server.requests.at(-1)).toMatchObject({ actor: 'fetchProfile', open: true });
        expect(server.inputs('fetchProfile').at(-1)).toEqual({ token: expected.token });
      },
      'loggedIn.ready': () => expectSignedIn('ready'),
      loggingOut: () => {
        expectSignedOut('loggingOut');
        const { effects, server } = open();
        expect(effects.at(-1)).toBe('clearPersistedSession');
        expect(server.requests.at(-1)).toMatchObject({ actor: 'revokeToken', open: true });
        // The token being revoked is the one the session held, although the context no longer has it.
        expect(server.inputs('revokeToken').at(-1)).toEqual({ token: expected.token });
      },
      expired: () => {
        expectSignedOut('expired');
        // It stays on the page: the page's guard, not the session, decides where a signed-out reader goes.
        expect(open().effects.at(-1)).toBe('clearPersistedSession');
      },
    },
    stop: () => session?.actor.stop(),
  };
});

describe('session beyond the model', () => {
  test('unread counts change only by unread.changed: from the socket, and from a profile for counts not heard since', async () => {
    const { actor, server, stored } = startSession({ token: 't', user: user('Ada', 1) });
    const counts = () => {
      const u = actor.getSnapshot().context.user!;
      return [u.unread_messages_count, u.unread_notifications_count];
    };
    // The socket set the notification count while the profile check was out: the check's answer keeps it.
    actor.send({ type: 'unread.changed', notifications: 5 });
    expect(counts()).toEqual([1, 5]);
    await server.succeed({ fetchProfile: user('Ada', 3) });
    expect(counts()).toEqual([3, 5]);
    actor.send({ type: 'user.updated', user: user('Renamed', 9) });
    expect(actor.getSnapshot().context.user).toMatchObject({ first_name: 'Renamed' });
    expect(counts()).toEqual([3, 5]);
    actor.send({ type: 'unread.changed', messages: 0 });
    expect(counts()).toEqual([0, 5]);
    // A new check with nothing heard meanwhile brings both counts.
    actor.send({ type: 'profile.refresh' });
    await server.succeed({ fetchProfile: user('Ada', 6) });
    expect(counts()).toEqual([6, 7]);
    expect(stored()?.user).toEqual(actor.getSnapshot().context.user);
  });

  test('a message read while the profile check a notification asked for is out stays read when the check answers', async () => {
    const { actor, server } = startSession({ token: 't', user: user('Ada', 0) });
    await server.succeed({ fetchProfile: user('Ada', 0) });
    // A message arrives: its notification asks for the profile, and the open thread reads it at once.
    actor.send({ type: 'unread.changed', messages: 1 });
    actor.send({ type: 'profile.refresh' });
    actor.send({ type: 'unread.changed', messages: 0 });
    // The server answered the check before the read; its count of 1 is older than the read's 0.
    await server.succeed({ fetchProfile: user('Ada', 1) });
    expect(actor.getSnapshot().context.user?.unread_messages_count).toBe(0);
  });

  test('a late profile answer for a replaced session does not overwrite the new user', async () => {
    const { actor, server, stored } = startSession({ token: 'old', user: user('Old') });
    actor.send({ type: 'login.succeeded', token: 'new', user: user('New') });
    await server.succeed({ fetchProfile: user('Stale') });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'new', user: user('New') });
    expect(stored()).toEqual({ token: 'new', user: user('New') });
  });

  test('a failed profile check keeps the session, even with 401 (the API client sends session.expired)', async () => {
    const { actor, server } = startSession({ token: 'old', user: user('Old') });
    await server.fail(new ApiError(401, undefined));
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(actor.getSnapshot().context.token).toBe('old');
  });

  test('a token restored without its user: counts start at zero and wait for the profile', async () => {
    const { actor, server } = startSession({ token: 't', user: null });
    actor.send({ type: 'unread.changed', messages: 4 });
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.send({ type: 'user.updated', user: user('Ada', 5) });
    expect(actor.getSnapshot().context.user).toEqual(withCountsOf(user('Ada', 5), null));
    await server.succeed({ fetchProfile: user('Ada', 2) });
    expect(actor.getSnapshot().context.user).toEqual(user('Ada', 2));
  });

  test('an empty restored token counts as signed out', () => {
    const { actor } = startSession({ token: '', user: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});
