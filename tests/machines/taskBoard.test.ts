import { describe, expect, test } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, toPromise } from 'xstate';
import { type BoardMove, dropIndex, dropTarget, taskBoardMachine } from '../../machines/taskBoardMachine';
import { taskBoardModel, taskBoardPhoneModel } from '../../models/taskBoardModel';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

/** The real machine with fake side effects, driven by the desktop model's events and checked in its states. */
function boardHarness() {
  const server = createFakeServer();
  const calls: string[] = [];
  const shown: BoardMove[] = [];
  let feed: ((event: AnyEventObject) => void) | undefined;
  let tasks = 0;
  let failedSaves = 0;
  let closes = 0;
  const actor = createActor(
    taskBoardMachine.provide({
      actions: {
        openTask: (_, { id }) => void calls.push(`open ${id}`),
        closeTask: () => void calls.push('close'),
        showMove: (_, move) => void shown.push(move),
        reloadBoard: () => void calls.push('reload'),
        notifyMoveFailed: () => void calls.push('notify'),
      },
      actors: {
        moveTask: server.actor<unknown, BoardMove>('moveTask'),
        taskFeed: fromCallback(({ sendBack }) => {
          feed = sendBack;
        }),
      },
    }),
  ).start();
  const snapshot = () => actor.getSnapshot();
  // The dragged and keyboard-moved task is never the open one, so deleting the open task is a separate fact.
  const drag = (section: string, row: number) => actor.send({ type: 'drag.over', section, row });
  const expectState = (selection: 'none' | 'selected', dragState: 'idle' | 'dragging' | 'saving') => {
    const { context } = snapshot();
    expect(snapshot().matches({ selection, drag: dragState })).toBe(true);
    if (selection === 'none') expect(context.selectedId).toBeNull();
    else {
      // The task selected last is the one open, and each selection opened its task once.
      expect(context.selectedId).toBe(`task-${tasks}`);
      expect(calls.filter((c) => c.startsWith('open'))).toEqual(
        Array.from({ length: tasks }, (_, i) => `open task-${i + 1}`),
      );
    }
    // The detail closes each time the selection ends, and only then.
    expect(calls.filter((c) => c === 'close')).toHaveLength(closes);
    if (dragState === 'dragging') expect(context.drag).toEqual({ taskId: 'mover', section: 'venue', index: 2 });
    else expect(context).toMatchObject({ drag: null, over: null });
    if (dragState === 'saving') {
      expect(server.inputs('moveTask').at(-1)).toEqual(context.saving);
      expect(shown.at(-1)).toEqual(context.saving);
    } else {
      expect(context.saving).toBeNull();
      // A failed save reloads the board, so it shows the truth again.
      expect(calls.filter((c) => c === 'reload')).toHaveLength(failedSaves);
      expect(calls.filter((c) => c === 'notify')).toHaveLength(failedSaves);
    }
  };
  return {
    events: {
      SELECT_TASK: () => actor.send({ type: 'task.selected', id: `task-${++tasks}` }),
      CLOSE_DETAIL: () => {
        closes += 1;
        actor.send({ type: 'selection.cleared' });
      },
      SELECTED_TASK_DELETED: () => {
        closes += 1;
        feed!({ type: 'task.removed', id: snapshot().context.selectedId! });
      },
      START_DRAG: () => actor.send({ type: 'drag.started', taskId: 'mover', section: 'venue', index: 2 }),
      DROP_ELSEWHERE: () => {
        drag('venue', 0);
        drag('music', 1);
        actor.send({ type: 'drag.dropped' });
      },
      DROP_IN_PLACE: () => {
        drag('music', 0);
        drag('venue', 2);
        actor.send({ type: 'drag.dropped' });
      },
      MOVE_WITH_KEYBOARD: () => actor.send({ type: 'move.requested', taskId: 'mover', section: 'venue', index: 1 }),
      MOVE_WITH_MENU: () => actor.send({ type: 'move.requested', taskId: 'mover', section: 'music', index: 3 }),
      SERVER_SAVES: () => server.succeed(),
      SERVER_FAILS: async () => {
        failedSaves += 1;
        await server.fail(new Error('offline'));
      },
    },
    states: {
      board: () => expectState('none', 'idle'),
      detail: () => expectState('selected', 'idle'),
      dragging: () => expectState('none', 'dragging'),
      draggingWithDetail: () => expectState('selected', 'dragging'),
      saving: () => expectState('none', 'saving'),
      savingWithDetail: () => expectState('selected', 'saving'),
    },
    stop: () => actor.stop(),
    actor,
    server,
  };
}

testModelPaths(taskBoardModel, () => {
  const { events, states, stop } = boardHarness();
  return { events, states, stop };
});

describe('the board beyond the model', () => {
  test('another task deleted leaves the open one open', () => {
    const { actor, states, events } = boardHarness();
    events.SELECT_TASK();
    actor.send({ type: 'task.removed', id: 'someone-else' });
    states.detail();
    expect(actor.getSnapshot().context.selectedId).toBe('task-1');
  });

  test('a move to the top of a section is saved; a move to no place is refused', () => {
    const { actor, server } = boardHarness();
    actor.send({ type: 'move.requested', taskId: 'mover', section: 'venue', index: -1 });
    expect(actor.getSnapshot().matches({ drag: 'idle' })).toBe(true);
    actor.send({ type: 'move.requested', taskId: 'mover', section: 'venue', index: 0 });
    expect(actor.getSnapshot().matches({ drag: 'saving' })).toBe(true);
    expect(server.inputs('moveTask')).toEqual([{ taskId: 'mover', section: 'venue', index: 0 }]);
  });

  test('the dragged task deleted by someone else ends the drag; another task deleted does not', () => {
    const { actor, server, states, events } = boardHarness();
    events.START_DRAG();
    actor.send({ type: 'task.removed', id: 'someone-else' });
    states.dragging();
    actor.send({ type: 'task.removed', id: 'mover' });
    states.board();
    expect(server.requests).toHaveLength(0);
  });

  test('a cancelled drag ends without saving', () => {
    const { actor, server, states, events } = boardHarness();
    events.START_DRAG();
    actor.send({ type: 'drag.over', section: 'music', row: 1 });
    actor.send({ type: 'drag.cancelled' });
    states.board();
    expect(server.requests).toHaveLength(0);
  });
});

// The phone's ways to move are the same move event: the Move menu to another section, ↑/↓, the sheet's Section.
testModelPaths(taskBoardPhoneModel, () => {
  const { events, states, stop, actor } = boardHarness();
  const moveTo = (taskId: string, section: string, index: number) =>
    actor.send({ type: 'move.requested', taskId, section, index });
  return {
    events: {
      SELECT_TASK: events.SELECT_TASK,
      CLOSE_DETAIL: events.CLOSE_DETAIL,
      SELECTED_TASK_DELETED: events.SELECTED_TASK_DELETED,
      MOVE_WITH_MENU: events.MOVE_WITH_MENU,
      MOVE_WITH_BUTTONS: events.MOVE_WITH_KEYBOARD,
      MOVE_IN_SHEET: () => moveTo(actor.getSnapshot().context.selectedId!, 'music', 3),
      SERVER_SAVES: events.SERVER_SAVES,
      SERVER_FAILS: events.SERVER_FAILS,
    },
    states: {
      board: states.board,
      sheet: states.detail,
      saving: states.saving,
      savingWithSheet: states.savingWithDetail,
    },
    stop,
  };
});

describe('side effects the board page must provide', () => {
  const { actions, actors } = taskBoardMachine.implementations as unknown as {
    actions: Record<string, (...args: unknown[]) => void>;
    actors: Record<string, Parameters<typeof createActor>[0]>;
  };
  test.each(['openTask', 'closeTask', 'showMove', 'reloadBoard', 'notifyMoveFailed'])('%s throws', (name) => {
    expect(() => actions[name]!({}, {})).toThrow(`${name} not provided`);
  });
  test('moveTask rejects and taskFeed throws', async () => {
    await expect(toPromise(createActor(actors.moveTask!, { input: {} }).start())).rejects.toThrow(
      'moveTask not provided',
    );
    const errors: unknown[] = [];
    const feed = createActor(actors.taskFeed!);
    feed.subscribe({ error: (e) => errors.push(e) });
    feed.start();
    expect(String(errors[0])).toContain('taskFeed not provided');
  });
});

describe('where a drop lands', () => {
  const board = () => {
    const actor = createActor(
      taskBoardMachine.provide({ actors: { taskFeed: fromCallback(() => undefined) } }),
    ).start();
    actor.send({ type: 'drag.started', taskId: 'b', section: 'venue', index: 1 });
    return actor;
  };
  const row = { top: 100, height: 40 };
  const venue = ['a', 'b', 'c', 'd'];

  test('over the upper half of a row, before it; over the lower half, after it', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'music', row: 0, pointer: { y: 110, ...row } });
    expect(actor.getSnapshot().context.over).toEqual({ section: 'music', index: 0 });
    expect(dropTarget(actor.getSnapshot(), 'music', ['m1', 'm2'])).toBe('m1');
    actor.send({ type: 'drag.over', section: 'music', row: 1, pointer: { y: 130, ...row } });
    expect(dropTarget(actor.getSnapshot(), 'music', ['m1', 'm2'])).toBe('end');
    expect(dropTarget(actor.getSnapshot(), 'venue', venue)).toBeNull();
  });

  test('the same row in another section is a new place', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'music', row: 1 });
    actor.send({ type: 'drag.over', section: 'venue', row: 1 });
    expect(actor.getSnapshot().context.over).toEqual({ section: 'venue', index: 1 });
  });

  test('exactly halfway down a row is still before it', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'music', row: 1, pointer: { y: 120, ...row } });
    expect(actor.getSnapshot().context.over).toEqual({ section: 'music', index: 1 });
  });

  test('over the upper half of its own row the dragged task stays where it is', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'venue', row: 1, pointer: { y: 101, ...row } });
    expect(actor.getSnapshot().context.over).toEqual({ section: 'venue', index: 1 });
    expect(dropTarget(actor.getSnapshot(), 'venue', venue)).toBe('c');
  });

  test('with nothing dragged, a row is its own index', () => {
    expect(dropIndex(null, 'venue', 2)).toBe(2);
    expect(dropIndex(null, 'venue', 2, { y: 130, ...row })).toBe(3);
  });

  test('in its own list the dragged task is not counted', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'venue', row: 2, pointer: { y: 130, ...row } });
    // After c, which is index 2 once b is taken out.
    expect(actor.getSnapshot().context.over).toEqual({ section: 'venue', index: 2 });
    expect(dropTarget(actor.getSnapshot(), 'venue', venue)).toBe('d');
    actor.send({ type: 'drag.over', section: 'venue', row: 0, pointer: { y: 101, ...row } });
    expect(dropTarget(actor.getSnapshot(), 'venue', venue)).toBe('a');
    // Anywhere else in the section: its end.
    actor.send({ type: 'drag.over', section: 'venue', row: venue.length });
    expect(dropTarget(actor.getSnapshot(), 'venue', venue)).toBe('end');
  });

  test('the same place again keeps the same object, and nothing is a target once the drag ends', () => {
    const actor = board();
    actor.send({ type: 'drag.over', section: 'music', row: 0, pointer: { y: 101, ...row } });
    const first = actor.getSnapshot().context.over;
    actor.send({ type: 'drag.over', section: 'music', row: 0, pointer: { y: 105, ...row } });
    expect(actor.getSnapshot().context.over).toBe(first);
    actor.send({ type: 'drag.cancelled' });
    expect(dropTarget(actor.getSnapshot(), 'music', ['m1'])).toBeNull();
  });
});
