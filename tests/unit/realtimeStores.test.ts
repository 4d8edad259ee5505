import { describe, expect, test } from 'vitest';
import { createDispatcher, createStores, type DispatchDeps, type Stores } from '../../src/client/stores/dispatch';
import { type NotificationItem, SOCKET_ACTIONS, type SocketMessage, type TaskItem } from '../../src/shared/realtime';

// Every real-time message of spec section 4, applied to seeded stores, gives the list a user should see.

const ME = 'user-me';
const task = (id: string, title = `Task ${id}`): TaskItem => ({ id, title });
const comment = (id: string) => ({ id, text: `comment ${id}`, task: 't1' });
const notification = (id: string): NotificationItem => ({
  id,
  kind: 'invite',
  text: `notification ${id}`,
  link: null,
  read: false,
  created_at: '2030-01-01T00:00:00.000Z',
});

function setup() {
  const stores = createStores();
  stores.tasks.trigger.seeded({
    tasks: [task('t1'), task('t2'), task('t3')],
    selectedTask: task('t2'),
    weddingDayTasks: [task('d1'), task('d2')],
    taskComments: [comment('c1')],
    weddingDayComments: [comment('w1')],
  });
  stores.messages.trigger.seeded({ messages: [{ id: 'm1', text: 'hi' }] });
  stores.notifications.trigger.seeded({ notifications: [notification('n1')], count: 1 });
  const calls: string[] = [];
  const counts: Array<Parameters<DispatchDeps['setUnreadCounts']>[0]> = [];
  const toasts: Array<Parameters<DispatchDeps['toast']>[0]> = [];
  const dispatch = createDispatcher({
    stores,
    currentUserId: () => ME,
    toast: (t) => toasts.push(t),
    refreshProfile: () => calls.push('refreshProfile'),
    setUnreadCounts: (c) => counts.push(c),
    log: (message) => calls.push(message),
  });
  let id = 0;
  const send = (message: Omit<SocketMessage, 'id'>) => dispatch({ id: ++id, ...message } as SocketMessage);
  return { stores, send, calls, counts, toasts };
}

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const tasksOf = (stores: Stores) => stores.tasks.getSnapshot().context;

type Case = Array<{ name: string; run: () => void }>;

/** Spec section 4, verbatim: the messages the product must fold, misspellings included. */
const SECTION_4 = {
  account_tasks: [
    'update',
    'create',
    'delete',
    'create_weddin_day_task',
    'wedding_day_tasks_reorder',
    'update_weddin_day_task',
    'delete_weddin_day_task',
  ],
  account_tasks_comments: ['create', 'create_wedding_day_task_comment'],
  messages: ['create'],
  notifications: ['create'],
  profile: ['update'],
} as const;
type Section4 = typeof SECTION_4;

// Typed by stream and action, so a section 4 message without a test does not compile.
const cases: { [S in keyof Section4]: { [A in Section4[S][number]]: Case } } = {
  account_tasks: {
    update: [
      {
        name: 'replaces the task in the list and the selected task, and notifies when someone else changed it',
        run: () => {
          const { stores, send, toasts } = setup();
          send({ stream: 'account_tasks', action: 'update', data: { task: task('t2', 'Book the band'), by: 'bo' } });
          expect(tasksOf(stores).tasks).toEqual([task('t1'), task('t2', 'Book the band'), task('t3')]);
          expect(tasksOf(stores).selectedTask).toEqual(task('t2', 'Book the band'));
          expect(toasts).toEqual([{ type: 'info', title: 'Task updated', message: 'Book the band' }]);
          send({ stream: 'account_tasks', action: 'update', data: { task: task('t3', 'Mine'), by: ME } });
          expect(tasksOf(stores).selectedTask).toEqual(task('t2', 'Book the band'));
          expect(toasts).toHaveLength(1);
        },
      },
    ],
    create: [
      {
        name: 'adds the task at its index, or at the end without one',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'create', data: { task: task('t4'), index: 1, by: 'bo' } });
          send({ stream: 'account_tasks', action: 'create', data: { task: task('t5') } });
          expect(ids(tasksOf(stores).tasks)).toEqual(['t1', 't4', 't2', 't3', 't5']);
        },
      },
      {
        name: 'skips a task this user created by drag and drop, but not one another member dragged in',
        run: () => {
          const { stores, send } = setup();
          send({
            stream: 'account_tasks',
            action: 'create',
            data: { task: task('mine'), index: 0, by: ME, via: 'drag_and_drop' },
          });
          send({
            stream: 'account_tasks',
            action: 'create',
            data: { task: task('theirs'), index: 0, by: 'bo', via: 'drag_and_drop' },
          });
          expect(ids(tasksOf(stores).tasks)).toEqual(['theirs', 't1', 't2', 't3']);
        },
      },
      {
        name: 'a task already in the list is replaced, not added twice',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'create', data: { task: task('t1', 'again'), index: 2 } });
          expect(tasksOf(stores).tasks).toEqual([task('t1', 'again'), task('t2'), task('t3')]);
        },
      },
    ],
    delete: [
      {
        name: 'removes the task and clears the selection of it; another selection stays',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'delete', data: { id: 't1' } });
          expect(ids(tasksOf(stores).tasks)).toEqual(['t2', 't3']);
          expect(tasksOf(stores).selectedTask).toEqual(task('t2'));
          send({ stream: 'account_tasks', action: 'delete', data: { id: 't2' } });
          expect(ids(tasksOf(stores).tasks)).toEqual(['t3']);
          expect(tasksOf(stores).selectedTask).toBeNull();
        },
      },
    ],
    create_weddin_day_task: [
      {
        name: 'adds a wedding-day task',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'create_weddin_day_task', data: { task: task('d3') } });
          expect(ids(tasksOf(stores).weddingDayTasks)).toEqual(['d1', 'd2', 'd3']);
        },
      },
    ],
    wedding_day_tasks_reorder: [
      {
        name: 'replaces the wedding-day list',
        run: () => {
          const { stores, send } = setup();
          send({
            stream: 'account_tasks',
            action: 'wedding_day_tasks_reorder',
            data: { tasks: [task('d2'), task('d1')] },
          });
          expect(tasksOf(stores).weddingDayTasks).toEqual([task('d2'), task('d1')]);
        },
      },
      {
        name: 'a list of ids and positions keeps what the client knows of each task',
        run: () => {
          const { stores, send } = setup();
          send({
            stream: 'account_tasks',
            action: 'wedding_day_tasks_reorder',
            data: {
              tasks: [
                { id: 'd2', position: 0 },
                { id: 'd1', position: 1 },
              ] as never,
            },
          });
          expect(tasksOf(stores).weddingDayTasks).toEqual([
            { ...task('d2'), position: 0 },
            { ...task('d1'), position: 1 },
          ]);
        },
      },
    ],
    update_weddin_day_task: [
      {
        name: 'replaces one wedding-day task',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'update_weddin_day_task', data: { task: task('d1', 'Toasts') } });
          expect(tasksOf(stores).weddingDayTasks).toEqual([task('d1', 'Toasts'), task('d2')]);
        },
      },
    ],
    delete_weddin_day_task: [
      {
        name: 'removes one wedding-day task',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'delete_weddin_day_task', data: { id: 'd1' } });
          expect(ids(tasksOf(stores).weddingDayTasks)).toEqual(['d2']);
        },
      },
    ],
  },
  account_tasks_comments: {
    create: [
      {
        name: 'adds a task comment',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks_comments', action: 'create', data: { comment: comment('c2') } });
          expect(ids(tasksOf(stores).taskComments)).toEqual(['c1', 'c2']);
          expect(ids(tasksOf(stores).weddingDayComments)).toEqual(['w1']);
        },
      },
    ],
    create_wedding_day_task_comment: [
      {
        name: 'adds a wedding-day comment',
        run: () => {
          const { stores, send } = setup();
          send({
            stream: 'account_tasks_comments',
            action: 'create_wedding_day_task_comment',
            data: { comment: comment('w2') },
          });
          expect(ids(tasksOf(stores).weddingDayComments)).toEqual(['w1', 'w2']);
          expect(ids(tasksOf(stores).taskComments)).toEqual(['c1']);
        },
      },
    ],
  },
  messages: {
    create: [
      {
        name: 'appends the message, once',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'messages', action: 'create', data: { message: { id: 'm2', text: 'hello' } } });
          send({ stream: 'messages', action: 'create', data: { message: { id: 'm2', text: 'hello' } } });
          expect(stores.messages.getSnapshot().context.messages).toEqual([
            { id: 'm1', text: 'hi' },
            { id: 'm2', text: 'hello' },
          ]);
        },
      },
    ],
  },
  notifications: {
    create: [
      {
        name: 'adds the notification first and re-fetches the profile',
        run: () => {
          const { stores, send, calls } = setup();
          send({ stream: 'notifications', action: 'create', data: { notification: notification('n2') } });
          const context = stores.notifications.getSnapshot().context;
          expect(ids(context.notifications)).toEqual(['n2', 'n1']);
          expect(context.count).toBe(2);
          expect(calls).toEqual(['refreshProfile']);
        },
      },
    ],
  },
  profile: {
    update: [
      {
        name: 'sets the unread counts that are not zero',
        run: () => {
          const { send, counts } = setup();
          const update = (messages: number, notifications: number) =>
            send({
              stream: 'profile',
              action: 'update',
              data: { unread_messages_count: messages, unread_notifications_count: notifications },
            });
          update(2, 5);
          update(0, 3);
          update(4, 0);
          update(0, 0);
          expect(counts).toEqual([
            { unread_messages_count: 2, unread_notifications_count: 5 },
            { unread_notifications_count: 3 },
            { unread_messages_count: 4 },
          ]);
        },
      },
    ],
  },
};

describe('section 4 messages', () => {
  for (const [stream, actions] of Object.entries(cases)) {
    for (const [action, tests] of Object.entries(actions as Record<string, Case>)) {
      for (const { name, run } of tests) test(`${stream} ${action}: ${name}`, run);
    }
  }

  test('every stream and action of section 4 has a case, and the server knows each of them', () => {
    const names = (table: Record<string, readonly string[]>) =>
      Object.entries(table).flatMap(([s, actions]) => actions.map((a) => `${s}.${a}`));
    const covered = Object.entries(cases).flatMap(([s, actions]) => Object.keys(actions).map((a) => `${s}.${a}`));
    expect(covered.sort()).toEqual(names(SECTION_4).sort());
    expect(names(SOCKET_ACTIONS)).toEqual(expect.arrayContaining(names(SECTION_4)));
  });
});

describe('socket control messages', () => {
  test('resync tells every store (views keyed on it refetch) and re-fetches the profile', () => {
    const { stores, send, calls } = setup();
    send({ stream: 'socket', action: 'resync', data: {} });
    expect(tasksOf(stores).resyncs).toBe(1);
    expect(stores.messages.getSnapshot().context.resyncs).toBe(1);
    expect(stores.notifications.getSnapshot().context.resyncs).toBe(1);
    expect(calls).toEqual(['refreshProfile']);
    // Seeding again keeps the count, so a view keyed on it does not refetch in a loop.
    stores.notifications.trigger.seeded({ notifications: [], count: 0 });
    expect(stores.notifications.getSnapshot().context.resyncs).toBe(1);
  });

  test('the first ready of a session refetches what was fetched before it, once; later readies change nothing', () => {
    const { stores, send } = setup();
    stores.tasks.trigger.seeded({ weddingId: 'w1' });
    const resyncs = () => [tasksOf(stores).resyncs, stores.notifications.getSnapshot().context.resyncs];
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(resyncs()).toEqual([1, 1]);
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(resyncs()).toEqual([1, 1]);
    // A store nothing was fetched into has nothing to refetch.
    const fresh = createStores();
    createDispatcher({
      stores: fresh,
      currentUserId: () => ME,
      toast: () => {},
      refreshProfile: () => {},
      setUnreadCounts: () => {},
      log: () => {},
    })({ id: 1, stream: 'socket', action: 'ready', data: {} });
    expect(fresh.notifications.getSnapshot().context).toMatchObject({ resyncs: 0, live: true });
  });

  test('a notification delivered while the list was being fetched stays on top of the fetched list', () => {
    const { stores, send } = setup();
    const later = { ...notification('n9'), created_at: '2030-01-02T00:00:00.000Z' };
    send({ stream: 'notifications', action: 'create', data: { notification: later } });
    stores.notifications.trigger.seeded({ notifications: [notification('n2'), notification('n1')], count: 2 });
    const context = stores.notifications.getSnapshot().context;
    expect(ids(context.notifications)).toEqual(['n9', 'n2', 'n1']);
    expect(context.count).toBe(3);
  });

  test('an unknown stream is only logged', () => {
    const { stores, send, calls } = setup();
    const before = JSON.stringify(tasksOf(stores));
    send({ stream: 'weather', action: 'update', data: {} } as never);
    expect(calls).toEqual(['realtime: unknown message']);
    expect(JSON.stringify(tasksOf(stores))).toBe(before);
  });
});
