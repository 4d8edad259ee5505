import { describe, expect, test } from 'vitest';
import type { Stores } from '../../src/client/app/stores';
import { commentsOf } from '../../src/client/areas/planning/commentsStore';
import { SOCKET_ACTIONS } from '../../src/shared/realtime';
import { threadMessage } from '../support/threadMessage';
import { comment, dayItem, dispatchInto, ME, notification, openBoard, task, W } from './support/planningFixtures';

// Every real-time message of spec section 4, applied to seeded stores, gives the list a user should see.

function setup() {
  const harness = dispatchInto();
  const { stores } = harness;
  stores.board.trigger.seeded({ weddingId: W, tasks: [task('t1', 's1', 0), task('t2', 's1', 1), task('t3', 's1', 2)] });
  stores.runOfShow.trigger.seeded({ weddingId: W, items: [dayItem('d1', 0), dayItem('d2', 1)] });
  stores.comments.trigger.seeded({
    weddingId: W,
    kind: 'task',
    target: 't1',
    comments: [comment('c1', { task: 't1' })],
  });
  stores.comments.trigger.seeded({
    weddingId: W,
    kind: 'weddingDayTask',
    target: 'd1',
    comments: [comment('w1', { wedding_day_task: 'd1' })],
  });
  stores.messages.trigger.opened({ thread: 'th1' });
  stores.messages.trigger.seeded({
    thread: 'th1',
    page: { count: 1, next: null, previous: null, results: [threadMessage('m1', 'hi')] },
  });
  stores.notifications.trigger.seeded({ notifications: [notification('n1')], count: 1 });
  const { board, selected } = openBoard(stores);
  board.send({ type: 'task.selected', id: 't2' });
  return { ...harness, selected };
}

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const tasksOf = (stores: Stores) => stores.board.getSnapshot().context.tasks;
const itemsOf = (stores: Stores) => stores.runOfShow.getSnapshot().context.items;

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
          const { stores, send, toasts, selected } = setup();
          const band = task('t2', 's1', 1, { title: 'Book the band' });
          send({ stream: 'account_tasks', action: 'update', data: { task: band, by: 'bo' } });
          expect(tasksOf(stores)).toEqual([task('t1', 's1', 0), band, task('t3', 's1', 2)]);
          expect(selected()).toEqual(band);
          expect(toasts).toEqual([{ type: 'info', title: 'Task updated', message: 'Book the band' }]);
          send({ stream: 'account_tasks', action: 'update', data: { task: task('t3', 's1', 2), by: ME } });
          expect(selected()).toEqual(band);
          expect(toasts).toHaveLength(1);
        },
      },
    ],
    create: [
      {
        name: 'adds the task at its index, or at the end of its section',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'create', data: { task: task('t4', 's1', 1), index: 1, by: 'bo' } });
          send({ stream: 'account_tasks', action: 'create', data: { task: task('t5', 's1', 99) } });
          expect(ids(tasksOf(stores))).toEqual(['t1', 't4', 't2', 't3', 't5']);
        },
      },
      {
        name: 'skips a task this user created by drag and drop, but not one another member dragged in',
        run: () => {
          const { stores, send } = setup();
          const dragged = (id: string, by: string) =>
            send({
              stream: 'account_tasks',
              action: 'create',
              data: { task: task(id, 's1', 0), index: 0, by, via: 'drag_and_drop' },
            });
          dragged('mine', ME);
          dragged('theirs', 'bo');
          expect(ids(tasksOf(stores))).toEqual(['theirs', 't1', 't2', 't3']);
        },
      },
      {
        name: 'a task already in the list is replaced, not added twice',
        run: () => {
          const { stores, send } = setup();
          const again = task('t1', 's1', 0, { title: 'again' });
          send({ stream: 'account_tasks', action: 'create', data: { task: again, index: 0 } });
          expect(tasksOf(stores)).toEqual([again, task('t2', 's1', 1), task('t3', 's1', 2)]);
        },
      },
    ],
    delete: [
      {
        name: 'removes the task and clears the selection of it; another selection stays',
        run: () => {
          const { stores, send, selected } = setup();
          send({ stream: 'account_tasks', action: 'delete', data: { id: 't1' } });
          expect(ids(tasksOf(stores))).toEqual(['t2', 't3']);
          expect(selected()?.id).toBe('t2');
          send({ stream: 'account_tasks', action: 'delete', data: { id: 't2' } });
          expect(ids(tasksOf(stores))).toEqual(['t3']);
          expect(selected()).toBeNull();
        },
      },
    ],
    create_weddin_day_task: [
      {
        name: 'adds a wedding-day task',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'create_weddin_day_task', data: { task: dayItem('d3', 2) } });
          expect(ids(itemsOf(stores))).toEqual(['d1', 'd2', 'd3']);
        },
      },
    ],
    wedding_day_tasks_reorder: [
      {
        name: 'puts the wedding-day list in the new order, keeping what the client knows of each task',
        run: () => {
          const { stores, send } = setup();
          send({
            stream: 'account_tasks',
            action: 'wedding_day_tasks_reorder',
            data: {
              tasks: [
                { id: 'd2', position: 0 },
                { id: 'd1', position: 1 },
              ],
            },
          });
          expect(itemsOf(stores)).toEqual([dayItem('d2', 0), dayItem('d1', 1)]);
        },
      },
    ],
    update_weddin_day_task: [
      {
        name: 'replaces one wedding-day task',
        run: () => {
          const { stores, send } = setup();
          const toasts = dayItem('d1', 0, { title: 'Toasts' });
          send({ stream: 'account_tasks', action: 'update_weddin_day_task', data: { task: toasts } });
          expect(itemsOf(stores)).toEqual([toasts, dayItem('d2', 1)]);
        },
      },
    ],
    delete_weddin_day_task: [
      {
        name: 'removes one wedding-day task',
        run: () => {
          const { stores, send } = setup();
          send({ stream: 'account_tasks', action: 'delete_weddin_day_task', data: { id: 'd1' } });
          expect(ids(itemsOf(stores))).toEqual(['d2']);
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
          send({
            stream: 'account_tasks_comments',
            action: 'create',
            data: { comment: comment('c2', { task: 't1' }) },
          });
          const context = stores.comments.getSnapshot().context;
          expect(ids(commentsOf(context, 'task', 't1'))).toEqual(['c1', 'c2']);
          expect(ids(commentsOf(context, 'weddingDayTask', 'd1'))).toEqual(['w1']);
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
            data: { comment: comment('w2', { wedding_day_task: 'd1' }) },
          });
          const context = stores.comments.getSnapshot().context;
          expect(ids(commentsOf(context, 'weddingDayTask', 'd1'))).toEqual(['w1', 'w2']);
          expect(ids(commentsOf(context, 'task', 't1'))).toEqual(['c1']);
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
          send({ stream: 'messages', action: 'create', data: { message: threadMessage('m2', 'hello') } });
          send({ stream: 'messages', action: 'create', data: { message: threadMessage('m2', 'hello') } });
          expect(stores.messages.getSnapshot().context.messages).toEqual([
            threadMessage('m1', 'hi'),
            threadMessage('m2', 'hello'),
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
          expect(counts).toEqual([{ messages: 2, notifications: 5 }, { notifications: 3 }, { messages: 4 }]);
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
