import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type WeddingAccessInput, weddingAccessMachine } from '../../machines/weddingAccessMachine';
import { weddingAccessModel } from '../../models/weddingAccessModel';
import { ApiError } from '../../src/shared/apiError';
import type { Wedding } from '../../src/shared/weddings';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const wedding = (my_role: string[], follow_status: Wedding['follow_status'] = 'none'): Wedding => ({
  id: 'w1',
  slug: 'ann-and-ben',
  name: 'Ann & Ben',
  date: '2031-06-14',
  couple: [],
  my_role,
  site_cover_img: null,
  site_cover_cache_img: null,
  site_active: false,
  follow_policy: 'approval',
  time_zone: 'Europe/Lisbon',
  is_following: follow_status === 'following',
  follow_status,
  done_percentage: 0,
  followers_count: 0,
  posts_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});
const onCommittee = wedding(['planner']);
const stranger = wedding([]);
const problem = (status: number) => new ApiError(status, { type: 'about:blank', title: 'x', status });

function startAccess(input: Partial<WeddingAccessInput> = {}) {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    weddingAccessMachine.provide({
      actions: { goToWeddings: () => effects.push('goToWeddings') },
      actors: { loadWedding: server.actor<Wedding, { slug: string }>('loadWedding') },
    }),
    { input: { slug: 'ann-and-ben', level: 'member', denied: false, ...input } },
  ).start();
  return { actor, server, effects };
}

testModelPaths(weddingAccessModel, () => {
  let access: ReturnType<typeof startAccess> | undefined;
  const open = () => {
    if (!access) throw new Error('The wedding is not open');
    return access;
  };
  const send = (event: Parameters<ReturnType<typeof startAccess>['actor']['send']>[0]) => open().actor.send(event);
  const expectLoading = () => {
    const { actor, server } = open();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(server.requests.at(-1)).toMatchObject({ actor: 'loadWedding', open: true, input: { slug: 'ann-and-ben' } });
  };
  const expectNotAccessible = (reason: 'forbidden' | 'denied') => {
    const { value, context } = open().actor.getSnapshot();
    expect(value).toBe('notAccessible');
    expect(context.reason).toBe(reason);
  };

  return {
    events: {
      OPEN_PAGE: () => {
        access = startAccess();
      },
      OPEN_DENIED_LINK: () => {
        access = startAccess({ level: 'view', denied: true });
      },
      SERVER_ALLOWS: () => open().server.succeed({ loadWedding: onCommittee }),
      SERVER_SAYS_STRANGER: () => open().server.succeed({ loadWedding: stranger }),
      SERVER_403: () => open().server.fail(problem(403)),
      SERVER_404: () => open().server.fail(problem(404)),
      SERVER_FAILS: () => open().server.fail(new ApiError(0, undefined)),
      RETRY: () => send({ type: 'retry' }),
      CALL_403: () => send({ type: 'access.denied' }),
      GO_TO_OPEN_PAGE: () => send({ type: 'page.opened', level: 'view', denied: false }),
      GO_TO_COUPLE_PAGE: () => send({ type: 'page.opened', level: 'couple', denied: false }),
      FOLLOW_DENIED_LINK: () => send({ type: 'page.opened', level: 'view', denied: true }),
      RELOAD: () => send({ type: 'wedding.reload' }),
    },
    states: {
      notOpened: () => expect(access).toBeUndefined(),
      loading: expectLoading,
      loadingDenied: expectLoading,
      accessible: () => {
        const { value, context } = open().actor.getSnapshot();
        expect(value).toEqual({ accessible: 'idle' });
        expect(context.wedding).not.toBeNull();
        expect(context.reason).toBeNull();
      },
      reloading: () => {
        const { actor, server } = open();
        expect(actor.getSnapshot().value).toEqual({ accessible: 'reloading' });
        expect(server.requests.at(-1)).toMatchObject({
          actor: 'loadWedding',
          open: true,
          input: { slug: 'ann-and-ben' },
        });
        // The page keeps the wedding it shows while the new one comes.
        expect(actor.getSnapshot().context.wedding).not.toBeNull();
      },
      notAccessible: () => expectNotAccessible('forbidden'),
      refused: () => expectNotAccessible('forbidden'),
      deniedByLink: () => expectNotAccessible('denied'),
      missing: () => {
        const { actor, effects } = open();
        expect(actor.getSnapshot().status).toBe('done');
        expect(effects).toEqual(['goToWeddings']);
      },
      failed: () => {
        const { actor, server, effects } = open();
        expect(actor.getSnapshot().value).toBe('failed');
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        expect(effects).toEqual([]);
      },
    },
    stop: () => access?.actor.stop(),
  };
});

describe('wedding access beyond the model', () => {
  // Only the couple's settings send it, so the browser paths cannot; it is checked here instead.
  test('a wedding the server returned after a change replaces the one shown, and is decided again', async () => {
    const { actor, server } = startAccess({ level: 'couple' });
    await server.succeed({ loadWedding: wedding(['G']) });
    actor.send({ type: 'wedding.updated', wedding: { ...wedding(['G']), name: 'Renamed' } });
    expect(actor.getSnapshot().value).toEqual({ accessible: 'idle' });
    expect(actor.getSnapshot().context.wedding?.name).toBe('Renamed');
    actor.send({ type: 'wedding.updated', wedding: wedding(['planner']) });
    expect(actor.getSnapshot().value).toBe('notAccessible');
  });

  test('a 403 on the wedding itself makes it not accessible, on every page since there is no wedding', async () => {
    const { actor, server } = startAccess();
    await server.fail(problem(403));
    expect(actor.getSnapshot().value).toBe('notAccessible');
    expect(actor.getSnapshot().context.reason).toBe('forbidden');
    actor.send({ type: 'page.opened', level: 'view', denied: false });
    expect(actor.getSnapshot().value).toBe('notAccessible');
    expect(actor.getSnapshot().context).toMatchObject({ wedding: null, reason: 'forbidden' });
  });

  test('a fetch that fails without an answer (no status at all) can be retried', async () => {
    for (const error of [undefined, null, 'offline']) {
      const { actor, server } = startAccess();
      await server.fail(error);
      expect(actor.getSnapshot().value).toBe('failed');
    }
  });

  test('after a rename the reload asks for the wedding by its new slug', async () => {
    const { actor, server } = startAccess();
    await server.succeed({ loadWedding: onCommittee });
    actor.send({ type: 'wedding.updated', wedding: { ...onCommittee, slug: 'ann-and-ben-2031' } });
    actor.send({ type: 'wedding.reload' });
    expect(server.requests.at(-1)).toMatchObject({ open: true, input: { slug: 'ann-and-ben-2031' } });
  });

  test('opening another page while loading decides on that page once the wedding is here', async () => {
    const { actor, server } = startAccess({ level: 'view' });
    actor.send({ type: 'page.opened', level: 'couple', denied: false });
    await server.succeed({ loadWedding: onCommittee });
    expect(actor.getSnapshot().value).toBe('notAccessible');
  });

  test('a page opened while loading keeps the load going, and the wedding decides that page', async () => {
    const { actor, server } = startAccess({ level: 'couple' });
    actor.send({ type: 'page.opened', level: 'view', denied: false });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(server.requests.at(-1)).toMatchObject({ actor: 'loadWedding', open: true });
    await server.succeed({ loadWedding: onCommittee });
    expect(actor.getSnapshot().value).toEqual({ accessible: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ level: 'view', reason: null });
  });

  test('a page opened while failed waits for the retry', async () => {
    const { actor, server } = startAccess({ level: 'member' });
    await server.fail(new ApiError(0, undefined));
    actor.send({ type: 'page.opened', level: 'view', denied: false });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await server.succeed({ loadWedding: stranger });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ accessible: 'idle' });
  });

  test('followers reach follower pages; the couple every page', async () => {
    for (const [who, level, value] of [
      [wedding([], 'following'), 'follower', { accessible: 'idle' }],
      [wedding([], 'requested'), 'follower', 'notAccessible'],
      [wedding(['G']), 'couple', { accessible: 'idle' }],
      [wedding(['planner'], 'following'), 'couple', 'notAccessible'],
    ] as const) {
      const { actor, server } = startAccess({ level });
      await server.succeed({ loadWedding: who });
      expect(actor.getSnapshot().value).toEqual(value);
    }
  });
});
