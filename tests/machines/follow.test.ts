import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type FollowInput, followLabel, followMachine, followPressed } from '../../machines/followMachine';
import { followModel } from '../../models/followModel';
import { ApiError } from '../../src/shared/apiError';
import type { FollowStatus } from '../../src/shared/weddings';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const WEDDING = 'wedding-1';

function startFollow(input: Partial<FollowInput> = {}) {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    followMachine.provide({
      actions: {
        settled: () => {
          effects.push('settled');
        },
        notifyFailed: (_, { error }) => {
          effects.push(`notifyFailed: ${(error as Error).message}`);
        },
      },
      actors: {
        saveFollow: server.actor<{ status: FollowStatus }, { subject: string }>('saveFollow'),
        saveUnfollow: server.actor<void, { subject: string }>('saveUnfollow'),
      },
    }),
    { input: { subject: WEDDING, status: 'none', policy: 'approval', ...input } },
  ).start();
  return { actor, server, effects };
}

const answer = (status: FollowStatus) => ({ status });

testModelPaths(followModel, () => {
  let follow: ReturnType<typeof startFollow> | undefined;
  const open = () => {
    if (!follow) throw new Error('The page is not open');
    return follow;
  };
  /** Runs a step and checks which side effects it had. */
  const step = async (run: () => unknown, effects: string[]) => {
    const before = open().effects.length;
    await run();
    expect(open().effects.slice(before)).toEqual(effects);
  };
  const wasUndone = () => {
    const s = open().actor.getSnapshot();
    return s.matches({ followInFlight: 'undone' }) || s.matches({ unfollowInFlight: 'undone' });
  };
  const expectShown = (value: unknown, label: string, inFlight?: 'saveFollow' | 'saveUnfollow') => {
    const { actor, server } = open();
    expect(actor.getSnapshot().value).toEqual(value);
    expect(followLabel(actor.getSnapshot())).toBe(label);
    // The button's aria-pressed: on once the user asked or follows ("Follow" and "Request to follow" are off).
    expect(followPressed(actor.getSnapshot())).toBe(label === 'Requested' || label === 'Following');
    const pending = server.requests.filter((r) => r.open);
    // One request at a time, whatever the clicks.
    expect(pending.map((r) => r.actor)).toEqual(inFlight ? [inFlight] : []);
    if (inFlight) expect(pending[0]!.input).toEqual({ subject: WEDDING });
  };
  const settledBy = (status: FollowStatus) => () => open().server.succeed({ saveFollow: answer(status) });

  return {
    events: {
      OPEN_NOT_FOLLOWING: () => {
        follow = startFollow({ status: 'none' });
      },
      OPEN_REQUESTED: () => {
        follow = startFollow({ status: 'requested' });
      },
      OPEN_FOLLOWING: () => {
        follow = startFollow({ status: 'following' });
      },
      CLICK: () => step(() => open().actor.send({ type: 'follow.toggled' }), []),
      // The answer to a follow: settles with a reload, or, when undone meanwhile, sends the unfollow.
      SERVER_REQUESTED: async () => step(settledBy('requested'), wasUndone() ? [] : ['settled']),
      SERVER_FOLLOWING: async () => step(settledBy('following'), wasUndone() ? [] : ['settled']),
      SERVER_OK: async () => step(() => open().server.succeed(), wasUndone() ? [] : ['settled']),
      SERVER_FAILS: async () =>
        step(
          () => open().server.fail(new ApiError(503, { type: 'about:blank', title: '', status: 503, detail: 'Down.' })),
          wasUndone() ? [] : ['notifyFailed: Down.'],
        ),
    },
    states: {
      notOpened: () => expect(follow).toBeUndefined(),
      notFollowing: () => expectShown('notFollowing', 'Request to follow'),
      requested: () => expectShown('requested', 'Requested'),
      following: () => expectShown('following', 'Following'),
      // Approval policy: a follow shows as requested straight away.
      followSaving: () => expectShown({ followInFlight: 'wanted' }, 'Requested', 'saveFollow'),
      followSavingUndone: () => expectShown({ followInFlight: 'undone' }, 'Request to follow', 'saveFollow'),
      'unfollowSaving.fromRequested': () => {
        expectShown({ unfollowInFlight: 'wanted' }, 'Request to follow', 'saveUnfollow');
        expect(open().actor.getSnapshot().context.confirmed).toBe('requested');
      },
      'unfollowSaving.fromFollowing': () => {
        expectShown({ unfollowInFlight: 'wanted' }, 'Request to follow', 'saveUnfollow');
        expect(open().actor.getSnapshot().context.confirmed).toBe('following');
      },
      'unfollowSavingUndone.fromRequested': () =>
        expectShown({ unfollowInFlight: 'undone' }, 'Requested', 'saveUnfollow'),
      'unfollowSavingUndone.fromFollowing': () =>
        expectShown({ unfollowInFlight: 'undone' }, 'Following', 'saveUnfollow'),
    },
    stop: () => follow?.actor.stop(),
  };
});

describe('follow beyond the model', () => {
  test('a reloaded wedding moves a settled button to what the server says', () => {
    const { actor, effects } = startFollow({ status: 'requested' });
    actor.send({ type: 'follow.synced', status: 'following', policy: 'approval' });
    expect(actor.getSnapshot().value).toBe('following');
    actor.send({ type: 'follow.synced', status: 'none', policy: 'open' });
    expect(actor.getSnapshot().value).toBe('notFollowing');
    // Under the open policy the button offers a plain follow, not a request.
    expect(followLabel(actor.getSnapshot())).toBe('Follow');
    expect(followPressed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'follow.toggled' });
    // The policy came with the reload: under 'open' a follow shows as following at once.
    expect(followLabel(actor.getSnapshot())).toBe('Following');
    expect(effects).toEqual([]);
  });

  test('a reload answering while a request is in flight is ignored; the request’s own answer is newer', async () => {
    const { actor, server } = startFollow();
    actor.send({ type: 'follow.toggled' });
    actor.send({ type: 'follow.synced', status: 'none', policy: 'approval' });
    expect(actor.getSnapshot().value).toEqual({ followInFlight: 'wanted' });
    await server.succeed({ saveFollow: answer('requested') });
    expect(actor.getSnapshot().value).toBe('requested');
  });

  test('under the open policy a follow shows as following at once', () => {
    const { actor } = startFollow({ policy: 'open' });
    actor.send({ type: 'follow.toggled' });
    expect(followLabel(actor.getSnapshot())).toBe('Following');
  });

  test('five rapid clicks from not following: one request, and the last intent (follow) stands', async () => {
    const { actor, server, effects } = startFollow();
    for (let i = 0; i < 5; i++) actor.send({ type: 'follow.toggled' });
    expect(server.requests.map((r) => r.actor)).toEqual(['saveFollow']);
    await server.succeed({ saveFollow: answer('requested') });
    expect(actor.getSnapshot().value).toBe('requested');
    expect(server.requests).toHaveLength(1);
    expect(effects).toEqual(['settled']);
  });

  test('four rapid clicks: the follow is sent, then the unfollow, and only then the reload', async () => {
    const { actor, server, effects } = startFollow();
    for (let i = 0; i < 4; i++) actor.send({ type: 'follow.toggled' });
    await server.succeed({ saveFollow: answer('requested') });
    expect(server.requests.map((r) => r.actor)).toEqual(['saveFollow', 'saveUnfollow']);
    expect(effects).toEqual([]);
    await server.succeed();
    await settle();
    expect(actor.getSnapshot().value).toBe('notFollowing');
    expect(effects).toEqual(['settled']);
  });
});
