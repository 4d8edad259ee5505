import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { listsOf, type MyWeddingsLists, myWeddingsMachine, needsFetch } from '../../machines/myWeddingsMachine';
import { myWeddingsModel } from '../../models/myWeddingsModel';
import { ApiError } from '../../src/shared/apiError';
import type { ReceivedInvite, Wedding } from '../../src/shared/weddings';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

/** The lists of the server's `n`th answer: told apart by their names. */
const lists = (n: number): MyWeddingsLists => ({
  weddings: [{ id: `w${n}`, name: `Wedding ${n}` } as Wedding],
  invites: [{ id: `i${n}`, account_name: `Invite ${n}` } as ReceivedInvite],
});

/** The machine as the root actor runs it, with a fake server, and a view that asks for the lists when on screen. */
function startMyWeddings() {
  const server = createFakeServer();
  const actor = createActor(
    myWeddingsMachine.provide({
      actors: { fetchMyWeddings: server.actor<MyWeddingsLists, { userId: string }>('fetchMyWeddings') },
    }),
  ).start();
  const signIn = (userId: string) => {
    actor.send({ type: 'user.changed', userId });
    if (needsFetch(actor.getSnapshot())) actor.send({ type: 'weddings.needed' });
  };
  return { actor, server, signIn };
}

testModelPaths(myWeddingsModel, () => {
  let app: ReturnType<typeof startMyWeddings> | undefined;
  let user = 'ann';
  let answers = 0;
  /** The lists the user should see: the last answer the server gave this user. */
  let shown: MyWeddingsLists | null = null;
  const open = () => {
    if (!app) throw new Error('The app is not open');
    return app;
  };
  const expectShown = (fetching: boolean) => {
    const { actor, server } = open();
    expect(listsOf(actor.getSnapshot(), user)).toEqual(shown ?? { weddings: null, invites: null });
    const pending = server.requests.filter((r) => r.open);
    expect(pending.map((r) => r.input)).toEqual(fetching ? [{ userId: user }] : []);
  };

  return {
    events: {
      OPEN_SIGNED_IN: () => {
        app = startMyWeddings();
        open().signIn(user);
      },
      SERVER_OK: async () => {
        answers += 1;
        shown = lists(answers);
        await open().server.succeed({ fetchMyWeddings: shown });
      },
      SERVER_FAILS: () => open().server.fail(new ApiError(0, undefined)),
      REFRESH: () => {
        open().actor.send({ type: 'weddings.refresh' });
      },
      SIGN_OUT: () => {
        open().actor.send({ type: 'user.changed', userId: null });
        shown = null;
      },
      SIGN_IN_AS_OTHER: () => {
        user = `${user}-next`;
        open().signIn(user);
      },
    },
    states: {
      notOpened: () => expect(app).toBeUndefined(),
      fetching: () => expectShown(true),
      ready: () => expectShown(false),
      refreshing: () => expectShown(true),
      refreshFailed: () => expectShown(false),
      failed: () => expectShown(false),
      signedOut: () => {
        const { actor } = open();
        expect(actor.getSnapshot().value).toBe('signedOut');
        expect(actor.getSnapshot().context).toEqual({ userId: null, weddings: null, invites: null });
      },
    },
    stop: () => app?.actor.stop(),
  };
});

describe('my weddings beyond the model', () => {
  test('the newest request wins: an older answer arriving later is dropped', async () => {
    const { actor, server, signIn } = startMyWeddings();
    signIn('ann');
    actor.send({ type: 'weddings.refresh' });
    expect(server.inputs('fetchMyWeddings')).toHaveLength(2);
    await server.succeed({ fetchMyWeddings: lists(2) });
    // The first request, answered last.
    server.requests[0]!.resolve(lists(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listsOf(actor.getSnapshot(), 'ann')).toEqual(lists(2));
  });

  test('one request serves every view that needs the lists, and a failure is not retried on its own', async () => {
    const { actor, server, signIn } = startMyWeddings();
    signIn('ann');
    actor.send({ type: 'weddings.needed' });
    expect(server.inputs('fetchMyWeddings')).toHaveLength(1);
    await server.fail(new ApiError(0, undefined));
    actor.send({ type: 'weddings.needed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(server.inputs('fetchMyWeddings')).toHaveLength(1);
  });

  test('another user never sees the last one’s lists, even while theirs are coming', async () => {
    const { actor, server, signIn } = startMyWeddings();
    signIn('ann');
    await server.succeed({ fetchMyWeddings: lists(1) });
    signIn('bob');
    expect(listsOf(actor.getSnapshot(), 'bob')).toEqual({ weddings: null, invites: null });
    expect(listsOf(actor.getSnapshot(), 'ann')).toEqual({ weddings: null, invites: null });
    expect(server.inputs('fetchMyWeddings').at(-1)).toEqual({ userId: 'bob' });
  });

  test('the lists are only ever given to their own user, never to another or to no one', async () => {
    const { actor, server, signIn } = startMyWeddings();
    signIn('ann');
    await server.succeed({ fetchMyWeddings: lists(1) });
    expect(listsOf(actor.getSnapshot(), 'ann')).toEqual(lists(1));
    expect(listsOf(actor.getSnapshot(), 'bob')).toEqual({ weddings: null, invites: null });
    expect(listsOf(actor.getSnapshot(), null)).toEqual({ weddings: null, invites: null });
  });

  test('a refresh before any view asked fetches the lists', () => {
    const { actor, server } = startMyWeddings();
    actor.send({ type: 'user.changed', userId: 'ann' });
    expect(needsFetch(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'weddings.refresh' });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(server.inputs('fetchMyWeddings')).toEqual([{ userId: 'ann' }]);
  });

  test('the same user again changes nothing', async () => {
    const { actor, server, signIn } = startMyWeddings();
    signIn('ann');
    await server.succeed({ fetchMyWeddings: lists(1) });
    actor.send({ type: 'user.changed', userId: 'ann' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(listsOf(actor.getSnapshot(), 'ann')).toEqual(lists(1));
  });
});
