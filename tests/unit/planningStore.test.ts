import { describe, expect, test } from 'vitest';
import type { Stores } from '../../src/client/app/stores';
import { commentsOf } from '../../src/client/areas/planning/commentsStore';
import {
  calendarEvent,
  comment,
  dayItem,
  dispatchInto,
  ME,
  openBoard,
  section,
  task,
  W,
} from './support/planningFixtures';

// The task board's messages folded into stores seeded as the planning pages seed them: tasks that name their section
// and position, sections, comments with their task, and the wedding the stores are showing.

function setup() {
  const harness = dispatchInto();
  const { stores } = harness;
  stores.board.trigger.seeded({
    weddingId: W,
    sections: [section('s1', 0), section('s2', 1)],
    tasks: [task('a', 's1', 0), task('b', 's1', 1), task('c', 's1', 2), task('d', 's2', 0)],
  });
  stores.runOfShow.trigger.seeded({
    weddingId: W,
    items: [dayItem('x', 0, { comments_count: 1 }), dayItem('y', 1)],
  });
  stores.comments.trigger.seeded({ weddingId: W, kind: 'task', target: 'b', comments: [comment('c1', { task: 'b' })] });
  const { board, selected } = openBoard(stores);
  board.send({ type: 'task.selected', id: 'b' });
  return { ...harness, selected };
}

const boardOf = (stores: Stores) => stores.board.getSnapshot().context;
/** Each section's tasks as `id@position`, in board order. */
const sections = (stores: Stores) => {
  const out: Record<string, string[]> = {};
  for (const t of boardOf(stores).tasks) out[t.section] = [...(out[t.section] ?? []), `${t.id}@${t.position}`];
  return out;
};

describe('tasks on the board', () => {
  test('create inserts at its position in its section, renumbering the ones after it', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('n', 's1', 1), index: 1, by: 'bo' } });
    expect(sections(stores)).toEqual({ s1: ['a@0', 'n@1', 'b@2', 'c@3'], s2: ['d@0'] });
  });

  test('create past the end goes last; into an empty section it is alone', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('n', 's2', 9), by: 'bo' } });
    send({ stream: 'account_tasks', action: 'create', data: { task: task('m', 's3', 0), by: 'bo' } });
    expect(sections(stores)).toEqual({ s1: ['a@0', 'b@1', 'c@2'], s2: ['d@0', 'n@1'], s3: ['m@0'] });
  });

  test('a task of another of the user’s weddings is not added to this board', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create', data: { task: task('z', 's1', 0, { account: 'w2' }) } });
    expect(boardOf(stores).tasks.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('an update that moves a task across sections renumbers both, and replaces the selected task', () => {
    const { stores, send, toasts, selected } = setup();
    const moved = task('b', 's2', 0, { title: 'Moved' });
    send({ stream: 'account_tasks', action: 'update', data: { task: moved, by: 'bo' } });
    expect(sections(stores)).toEqual({ s1: ['a@0', 'c@1'], s2: ['b@0', 'd@1'] });
    expect(selected()).toEqual(moved);
    expect(toasts.map((t) => t.message)).toEqual(['Moved']);
  });

  test('an answer older than what the board holds changes nothing: the later change stays', () => {
    const { stores, send } = setup();
    const later = task('b', 's2', 0, { title: 'Later', updated_at: '2030-01-01T00:00:02.000Z' });
    send({ stream: 'account_tasks', action: 'update', data: { task: later, by: 'bo' } });
    // A slow answer to this user's own earlier edit arrives after the other member's later one.
    const earlier = task('b', 's1', 1, { title: 'Earlier', updated_at: '2030-01-01T00:00:01.000Z' });
    stores.board.trigger.taskUpdated({ task: earlier });
    stores.board.trigger.taskCreated({ task: earlier });
    expect(boardOf(stores).tasks.find((t) => t.id === 'b')?.title).toBe('Later');
    expect(sections(stores)).toEqual({ s1: ['a@0', 'c@1'], s2: ['b@0', 'd@1'] });
    // The same moment again (the echo of one's own change) is applied, and a newer one is.
    const newer = task('b', 's2', 0, { title: 'Newest', updated_at: '2030-01-01T00:00:03.000Z' });
    stores.board.trigger.taskUpdated({ task: newer });
    expect(boardOf(stores).tasks.find((t) => t.id === 'b')?.title).toBe('Newest');
  });

  test('an update within a section moves the task up or down', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'update', data: { task: task('c', 's1', 0), by: 'bo' } });
    expect(sections(stores)).toEqual({ s1: ['c@0', 'a@1', 'b@2'], s2: ['d@0'] });
    send({ stream: 'account_tasks', action: 'update', data: { task: task('c', 's1', 2), by: 'bo' } });
    expect(sections(stores)).toEqual({ s1: ['a@0', 'b@1', 'c@2'], s2: ['d@0'] });
  });

  test('a move shown at once and then confirmed by the server ends where the server put it, once', () => {
    const { stores, send, toasts } = setup();
    stores.board.trigger.taskMoved({ id: 'a', section: 's2', position: 1 });
    expect(sections(stores)).toEqual({ s1: ['b@0', 'c@1'], s2: ['d@0', 'a@1'] });
    send({ stream: 'account_tasks', action: 'update', data: { task: task('a', 's2', 1), by: ME } });
    expect(sections(stores)).toEqual({ s1: ['b@0', 'c@1'], s2: ['d@0', 'a@1'] });
    expect(toasts).toEqual([]);
  });

  test('delete closes the gap and clears the selection of that task', () => {
    const { stores, send, selected } = setup();
    send({ stream: 'account_tasks', action: 'delete', data: { id: 'b' } });
    expect(sections(stores)).toEqual({ s1: ['a@0', 'c@1'], s2: ['d@0'] });
    expect(selected()).toBeNull();
  });
});

describe('sections', () => {
  test('create, rename and move keep the sections in dense order', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks', action: 'create_section', data: { section: section('s0', 0) } });
    expect(boardOf(stores).sections.map((s) => `${s.id}@${s.position}`)).toEqual(['s0@0', 's1@1', 's2@2']);
    send({
      stream: 'account_tasks',
      action: 'update_section',
      data: { section: { ...section('s0', 2), name: 'Last' } },
    });
    expect(boardOf(stores).sections.map((s) => `${s.name}@${s.position}`)).toEqual(['s1@0', 's2@1', 'Last@2']);
  });

  test('delete takes the section’s tasks and the selection in it', () => {
    const { stores, send, selected } = setup();
    send({ stream: 'account_tasks', action: 'delete_section', data: { id: 's1' } });
    expect(boardOf(stores).sections.map((s) => `${s.id}@${s.position}`)).toEqual(['s2@0']);
    expect(sections(stores)).toEqual({ s2: ['d@0'] });
    expect(selected()).toBeNull();
  });

  test('a template applied elsewhere asks the page to fetch the board again', () => {
    const { stores, send } = setup();
    send({
      stream: 'account_tasks',
      action: 'apply_template',
      data: { template: 'classic-checklist', sections_created: 8, tasks_created: 51, by: 'bo' },
    });
    expect(boardOf(stores).resyncs).toBe(1);
  });

  test('seeding another wedding drops this wedding’s board first', () => {
    const { stores } = setup();
    stores.board.trigger.seeded({ weddingId: 'w2', sections: [section('t1', 0)] });
    expect(boardOf(stores)).toMatchObject({ weddingId: 'w2', tasks: [], sections: [section('t1', 0)] });
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
    expect(stores.runOfShow.getSnapshot().context.items).toEqual([
      dayItem('y', 0),
      dayItem('x', 1, { comments_count: 1 }),
    ]);
  });

  test('an item placed by its time arrives at its position; a new time moves it there', () => {
    const { stores, send } = setup();
    const ids = () => stores.runOfShow.getSnapshot().context.items.map((item) => item.id);
    send({ stream: 'account_tasks', action: 'create_weddin_day_task', data: { task: dayItem('z', 1) } });
    expect(ids()).toEqual(['x', 'z', 'y']);
    send({ stream: 'account_tasks', action: 'update_weddin_day_task', data: { task: dayItem('x', 2) } });
    expect(ids()).toEqual(['z', 'y', 'x']);
    // Told again (the editor's own answer, then the socket), it stays put.
    send({ stream: 'account_tasks', action: 'update_weddin_day_task', data: { task: dayItem('x', 2) } });
    expect(ids()).toEqual(['z', 'y', 'x']);
  });
});

describe('comments', () => {
  const onB = (id: string, text = id) => comment(id, { task: 'b' }, text);
  const countOf = (stores: Stores, id: string) => boardOf(stores).tasks.find((t) => t.id === id)!.comments_count;

  test('a new comment counts on its task once, however often it is heard of', () => {
    const { stores, send } = setup();
    stores.comments.trigger.added({ comment: onB('c2') });
    send({ stream: 'account_tasks_comments', action: 'create', data: { comment: onB('c2') } });
    expect(commentsOf(stores.comments.getSnapshot().context, 'task', 'b').map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(countOf(stores, 'b')).toBe(1);
  });

  test('an edit replaces the comment; a delete removes it and counts down once', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks_comments', action: 'create', data: { comment: onB('c2') } });
    send({ stream: 'account_tasks_comments', action: 'update', data: { comment: onB('c1', 'edited') } });
    const onTask = () => commentsOf(stores.comments.getSnapshot().context, 'task', 'b');
    expect(onTask().find((c) => c.id === 'c1')!.text).toBe('edited');
    stores.comments.trigger.deleted({ kind: 'task', target: 'b', id: 'c2' });
    send({ stream: 'account_tasks_comments', action: 'delete', data: { id: 'c2', task: 'b' } });
    expect(onTask().map((c) => c.id)).toEqual(['c1']);
    expect(countOf(stores, 'b')).toBe(0);
  });

  test('a comment deleted on a task whose comments this client never opened still counts down', () => {
    const { stores, send } = setup();
    send({ stream: 'account_tasks_comments', action: 'create', data: { comment: comment('c9', { task: 'a' }) } });
    stores.comments.trigger.seeded({ weddingId: W, kind: 'task', target: 'b', comments: [] });
    expect(countOf(stores, 'a')).toBe(1);
    send({ stream: 'account_tasks_comments', action: 'delete', data: { id: 'c8', task: 'a' } });
    expect(countOf(stores, 'a')).toBe(0);
  });

  test('wedding-day comments count on their item, and are edited and deleted the same way', () => {
    const { stores, send } = setup();
    const day = (id: string, text = id) => comment(id, { wedding_day_task: 'y' }, text);
    const item = () => stores.runOfShow.getSnapshot().context.items.find((t) => t.id === 'y')!;
    const onItem = () => commentsOf(stores.comments.getSnapshot().context, 'weddingDayTask', 'y');
    send({ stream: 'account_tasks_comments', action: 'create_wedding_day_task_comment', data: { comment: day('w1') } });
    expect(item().comments_count).toBe(1);
    send({
      stream: 'account_tasks_comments',
      action: 'update_wedding_day_task_comment',
      data: { comment: day('w1', 'later') },
    });
    expect(onItem()).toEqual([day('w1', 'later')]);
    send({
      stream: 'account_tasks_comments',
      action: 'delete_wedding_day_task_comment',
      data: { id: 'w1', wedding_day_task: 'y' },
    });
    expect(onItem()).toEqual([]);
    expect(item().comments_count).toBe(0);
  });
});

describe('calendar events', () => {
  test('are added, replaced and removed; another wedding’s are ignored', () => {
    const { stores, send } = setup();
    stores.calendar.trigger.seeded({ weddingId: W, events: [] });
    const events = () => stores.calendar.getSnapshot().context.events;
    send({ stream: 'account_tasks', action: 'create_event', data: { event: calendarEvent('e1', 'Rehearsal') } });
    send({ stream: 'account_tasks', action: 'create_event', data: { event: calendarEvent('e2', 'Elsewhere', 'w2') } });
    send({ stream: 'account_tasks', action: 'update_event', data: { event: calendarEvent('e1', 'Dinner') } });
    expect(events()).toEqual([calendarEvent('e1', 'Dinner')]);
    send({ stream: 'account_tasks', action: 'delete_event', data: { id: 'e1' } });
    expect(events()).toEqual([]);
  });
});
