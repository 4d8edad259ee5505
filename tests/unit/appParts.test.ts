import { describe, expect, test } from 'vitest';
import type { Api } from '../../src/client/app/api';
import { createParts } from '../../src/client/app/parts';
import { type MadeStores, resetStores, type Stores } from '../../src/client/app/stores';
import { notificationsStore } from '../../src/client/areas/notifications/notificationsStore';
import { boardStore } from '../../src/client/areas/planning/boardStore';
import { commentsStore } from '../../src/client/areas/planning/commentsStore';
import { tasksApi } from '../../src/client/areas/planning/tasksApi';
import type { Http } from '../../src/client/http/http';
import { comment, dispatchInto, notification, task, W } from './support/planningFixtures';

// The areas' stores and API clients are made by the first page that asks (app/parts.ts), not at start: the socket
// folds its events into the stores made so far, and a sign-out empties those.

const storeParts = () => createParts<Stores, MadeStores>((made) => made);

describe('stores made on first use', () => {
  test('a store is made once, when first asked for; nothing else is made with it', () => {
    const stores = storeParts();
    expect(stores.made).toEqual({});
    const board = stores.get(boardStore);
    expect(stores.get(boardStore)).toBe(board);
    expect(Object.keys(stores.made)).toEqual(['board']);
  });

  test('events for stores no page has made are dropped without making them; a store made later gets the next ones', () => {
    const stores = storeParts();
    const { send, calls } = dispatchInto(stores.made);
    send({ stream: 'account_tasks', action: 'create', data: { task: task('t1') } });
    send({ stream: 'notifications', action: 'create', data: { notification: notification('n1') } });
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(stores.made).toEqual({});
    // The notification still asks for the profile (the unread count in the top menu).
    expect(calls).toEqual(['refreshProfile']);

    const board = stores.get(boardStore);
    board.trigger.seeded({ weddingId: W, tasks: [task('t1')] });
    send({ stream: 'account_tasks', action: 'create', data: { task: task('t2', 's1', 1) } });
    expect(board.getSnapshot().context.tasks.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  test("a comment's count reaches the board made after the comments store", () => {
    const stores = storeParts();
    const comments = stores.get(commentsStore);
    comments.trigger.added({ comment: comment('c1', { task: 't1' }) });
    const board = stores.get(boardStore);
    board.trigger.seeded({ weddingId: W, tasks: [task('t1')] });
    comments.trigger.added({ comment: comment('c2', { task: 't1' }) });
    expect(board.getSnapshot().context.tasks[0]?.comments_count).toBe(1);
  });

  test('a sign-out empties the stores made', () => {
    const stores = storeParts();
    const notifications = stores.get(notificationsStore);
    notifications.trigger.seeded({ notifications: [notification('n1')], count: 1 });
    resetStores(stores.made);
    expect(notifications.getSnapshot().context).toMatchObject({ notifications: [], count: 0, loaded: false });
    expect(Object.keys(stores.made)).toEqual(['notifications']);
  });
});

describe('API clients made on first use', () => {
  test('a client is made once, over the one HTTP client', async () => {
    const asked: unknown[] = [];
    const http = (async (url: string, options?: { query?: unknown }) => {
      asked.push([url, options?.query]);
      return { results: [], count: 0, next: null, previous: null };
    }) as Http;
    const api = createParts<Api, Http>(() => http);
    expect(api.made).toEqual({});
    const tasks = api.get(tasksApi);
    expect(api.get(tasksApi)).toBe(tasks);
    await tasks.sections('w1');
    expect(asked).toEqual([['/api/v1/account-sections/', { account: 'w1' }]]);
  });
});
