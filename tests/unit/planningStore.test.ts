import { describe, expect, test } from 'vitest';
import { createDispatcher, createStores, type Stores } from '../../src/client/stores/dispatch';
import type { Item, SectionItem, SocketMessage, TaskItem } from '../../src/shared/realtime';

// The task board's messages folded into a store seeded as the board page seeds it: tasks that name their section
// and position, sections, comments with their task, and the wedding the store is showing.

const W = 'wedding-1';
const ME = 'me';
const task = (id: string, section: string, position: number, extra: Partial<TaskItem> = {}): TaskItem => ({
  id,
  title: id.toUpperCase(),
  account: W,
  section,
  position,
  comments_count: 0,
  ...extra,
});
const section = (id: string, position: number): SectionItem => ({ id, name: id, position, account: W });

function setup() {
  const stores = createStores();
  stores.tasks.trigger.seeded({
    weddingId: W,
    sections: [section('s1', 0), section('s2', 1)],
    tasks: [task('a', 's1', 0), task('b', 's1', 1), task('c', 's1', 2), task('d', 's2', 0)],
    selectedTask: task('b', 's1', 1),
    weddingDayTasks: [
      { id: 'x', title: 'X', position: 0, comments_count: 1 },
      { id: 'y', title: 'Y', position: 1, comments_count: 0 },
    ],
    taskComments: [{ id: 'c1', task: 'b', text: 'first' }],
  });
  const toasts: string[] = [];
  const dispatch = createDispatcher({
    stores,
    currentUserId: () => ME,
    toast: (t) => toasts.push(t.message),
    refreshProfile: () => {},
    setUnreadCounts: () => {},
    log: () => {},
  });
  let id = 0;
  const send = (message: Omit<SocketMessage, 'id'>) => dispatch({ id: ++id, ...message } as SocketMessage);
  return { stores, send, toasts };
}

const ctx = (stores: Stores) => stores.tasks.getSnapshot().context;
/** Each section's tasks as `id@position`, in board order. */
const board = (stores: Stores) => {
  const out: Record<string, string[]> = {};
  for (const t of ctx(stores).tasks) {
    const key = t.section as string;
    out[key] = [...(out[key] ?? []), `${t.id}@${t.position}`];
  }
  return out;
};

describe('tasks on the board', () => {
  test('create inserts at its position in its section, renumbering the ones after it', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('n', 's1', 1), index: 1, by: 'bo' } });
    expect(board(stores)).toEqual({ s1: ['a@0', 'n@1', 'b@2', 'c@3'], s2: ['d@0'] });
  });

  test('create past the end goes last; into an empty section it is alone', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('n', 's2', 9), by: 'bo' } });
    send({ stream: 'account_tasks', action: 'create', data: { task: task('m', 's3', 0), by: 'bo' } });
    expect(board(stores)).toEqual({ s1: ['a@0', 'b@1', 'c@2'], s2: ['d@0', 'n@1'], s3: ['m@0'] });
  });

  test('a task of another of the user’s weddings is not added to this board', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('z', 's1', 0, { account: 'w2' }) } });
    expect(ctx(stores).tasks.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('an update that moves a task across sections renumbers both, and replaces the selected task', () => {
    const { stores, send, toasts } = setup();
    const moved = task('b', 's2', 0, { title: 'Moved' });
    send({ stream: 'account_tasks', action: 'update', data: { task: moved, by: 'bo' } });
    expect(board(stores)).toEqual({ s1: ['a@0', 'c@1'], s2: ['b@0', 'd@1'] });
    expect(ctx(stores).selectedTask).toEqual(moved);
    expect(toasts).toEqual(['Moved']);
  });

  test('an update within a section moves the task up or down', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'update', data: { task: task('c', 's1', 0), by: 'bo' } });
    expect(board(stores)).toEqual({ s1: ['c@0', 'a@1', 'b@2'], s2: ['d@0'] });
    send({ stream: 'account_tasks', action: 'update', data: { task: task('c', 's1', 2), by: 'bo' } });
    expect(board(stores)).toEqual({ s1: ['a@0', 'b@1', 'c@2'], s2: ['d@0'] });
  });

  test('a move shown at once and then confirmed by the server ends where the server put it, once', () => {
    const { stores, send, toasts } = setup();
    stores.tasks.trigger.taskMoved({ id: 'a', section: 's2', position: 1 });
    expect(board(stores)).toEqual({ s1: ['b@0', 'c@1'], s2: ['d@0', 'a@1'] });
    send({ stream: 'account_tasks', action: 'update', data: { task: task('a', 's2', 1), by: ME } });
    expect(board(stores)).toEqual({ s1: ['b@0', 'c@1'], s2: ['d@0', 'a@1'] });
    expect(toasts).toEqual([]);
  });

  test('delete closes the gap and clears the selection of that task', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'delete', data: { id: 'b' } });
    expect(board(stores)).toEqual({ s1: ['a@0', 'c@1'], s2: ['d@0'] });
    expect(ctx(stores).selectedTask).toBeNull();
  });
});

describe('sections', () => {
  test('create, rename and move keep the sections in dense order', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create_section', data: { section: section('s0', 0) } });
    expect(ctx(stores).sections.map((s) => `${s.id}@${s.position}`)).toEqual(['s0@0', 's1@1', 's2@2']);
    send({
      stream: 'account_tasks',
      action: 'update_section',
      data: { section: { ...section('s0', 2), name: 'Last' } },
    });
    expect(ctx(stores).sections.map((s) => `${s.name}@${s.position}`)).toEqual(['s1@0', 's2@1', 'Last@2']);
  });

  test('delete takes the section’s tasks and the selection in it', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'delete_section', data: { id: 's1' } });
    expect(ctx(stores).sections.map((s) => `${s.id}@${s.position}`)).toEqual(['s2@0']);
    expect(board(stores)).toEqual({ s2: ['d@0'] });
    expect(ctx(stores).selectedTask).toBeNull();
  });

  test('a template applied elsewhere asks the page to fetch the board again', () => {
    const { stores, send } = setup();
    send({
      stream: 'account_tasks',
      action: 'apply_template',
      data: { template: 'classic-checklist', sections_created: 8, tasks_created: 51, by: 'bo' },
    });
    expect(ctx(stores).resyncs).toBe(1);
  });
});

describe('the run-of-show', () => {
  test('a reorder by ids and positions keeps every item’s fields', () => {
    const { stores, send } = setup();
    send({
      stream: 'account_tasks',
      action: 'wedding_day_tasks_reorder',
      data: {
        tasks: [
          { id: 'y', position: 0 },
          { id: 'x', position: 1 },
        ],
      },
    });
    expect(ctx(stores).weddingDayTasks).toEqual([
      { id: 'y', title: 'Y', position: 0, comments_count: 0 },
      { id: 'x', title: 'X', position: 1, comments_count: 1 },
    ]);
  });
});

describe('comments', () => {
  const comment = (id: string, extra: Partial<Item> = {}): Item => ({ id, task: 'b', text: id, ...extra });

  test('a new comment counts on its task once, however often it is heard of', () => {
    const { stores, send } = setup();
    stores.tasks.trigger.taskCommentAdded({ comment: comment('c2') });
    send({ stream: 'account_tasks_comments', action: 'create', data: { comment: comment('c2') } });
    expect(ctx(stores).taskComments.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(ctx(stores).tasks.find((t) => t.id === 'b')!.comments_count).toBe(1);
  });

  test('an edit replaces the comment; a delete removes it and counts down once', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks_comments', action: 'create', data: { comment: comment('c2') } });
    send({ stream: 'account_tasks_comments', action: 'update', data: { comment: comment('c1', { text: 'edited' }) } });
    expect(ctx(stores).taskComments.find((c) => c.id === 'c1')!.text).toBe('edited');
    stores.tasks.trigger.taskCommentDeleted({ id: 'c2', task: 'b' });
    send({ stream: 'account_tasks_comments', action: 'delete', data: { id: 'c2', task: 'b' } });
    expect(ctx(stores).taskComments.map((c) => c.id)).toEqual(['c1']);
    expect(ctx(stores).tasks.find((t) => t.id === 'b')!.comments_count).toBe(0);
  });

  test('wedding-day comments count on their item, and are edited and deleted the same way', () => {
    const { stores, send } = setup();
    const day = (id: string, text = id): Item => ({ id, wedding_day_task: 'y', text });
    send({ stream: 'account_tasks_comments', action: 'create_wedding_day_task_comment', data: { comment: day('w1') } });
    expect(ctx(stores).weddingDayTasks.find((t) => t.id === 'y')!.comments_count).toBe(1);
    send({
      stream: 'account_tasks_comments',
      action: 'update_wedding_day_task_comment',
      data: { comment: day('w1', 'later') },
    });
    expect(ctx(stores).weddingDayComments).toEqual([day('w1', 'later')]);
    send({
      stream: 'account_tasks_comments',
      action: 'delete_wedding_day_task_comment',
      data: { id: 'w1', wedding_day_task: 'y' },
    });
    expect(ctx(stores).weddingDayComments).toEqual([]);
    expect(ctx(stores).weddingDayTasks.find((t) => t.id === 'y')!.comments_count).toBe(0);
  });
});

describe('calendar events', () => {
  test('are added, replaced and removed; another wedding’s are ignored', () => {
    const { stores, send } = setup();
    const event = (id: string, title: string, account = W): Item => ({ id, title, account, date: '2031-06-13' });
    send({ stream: 'account_tasks', action: 'create_event', data: { event: event('e1', 'Rehearsal') } });
    send({ stream: 'account_tasks', action: 'create_event', data: { event: event('e2', 'Elsewhere', 'w2') } });
    send({ stream: 'account_tasks', action: 'update_event', data: { event: event('e1', 'Dinner') } });
    expect(ctx(stores).calendarEvents).toEqual([event('e1', 'Dinner')]);
    send({ stream: 'account_tasks', action: 'delete_event', data: { id: 'e1' } });
    expect(ctx(stores).calendarEvents).toEqual([]);
  });
});
