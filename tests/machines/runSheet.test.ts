import { expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { nowAndNext, type RunSheetEvent, runSheetMachine } from '../../machines/runSheetMachine';
import { runSheetModel } from '../../models/runSheetModel';
import type { RunSheet, RunSheetItem } from '../../src/shared/runSheet';
import type { WeddingClock } from '../../src/shared/weddingClock';
import { testModelPaths } from './support/modelPaths';

const item = (id: string, time: string | null, updated = '2031-06-14T10:00:00.000Z'): RunSheetItem => ({
  id,
  time,
  title: id,
  place: '',
  notes: '',
  done: false,
  version: 1,
  updated_at: updated,
});
const sheetOf = (items: RunSheetItem[]): RunSheet => ({
  link: { name: 'DJ', filtered: false },
  wedding: { name: 'Ana & Bo', date: '2031-06-14', time_zone: 'Europe/Lisbon' },
  venues: [],
  contacts: [],
  items,
});
const FIRST: RunSheetItem[] = [item('ceremony', '16:00'), item('dinner', '19:00'), item('dance', '21:00')];

/** The machine with a fake watcher and clock, which the test drives, and what it kept on the device. */
function open(input: { seen?: Record<string, string | null>; sheet?: RunSheet | null; clock?: WeddingClock } = {}) {
  let watch: ((event: RunSheetEvent) => void) | undefined;
  let tick: ((event: RunSheetEvent) => void) | undefined;
  let watchers = 0;
  const kept: Array<{ sheet: RunSheet | null; seen: Record<string, string | null> }> = [];
  const actor = createActor(
    runSheetMachine.provide({
      actors: {
        watcher: fromCallback<RunSheetEvent>(({ sendBack }) => {
          watchers += 1;
          watch = sendBack;
        }),
        clock: fromCallback<RunSheetEvent>(({ sendBack }) => {
          tick = sendBack;
        }),
      },
      actions: { keep: (_, params) => kept.push(params) },
    }),
    {
      input: {
        seen: input.seen ?? {},
        sheet: input.sheet ?? null,
        clock: input.clock ?? { day: 'today', minutes: 15 * 60 },
      },
    },
  ).start();
  return {
    actor,
    kept,
    watchers: () => watchers,
    answer: (event: RunSheetEvent) => watch!(event),
    tick: (clock: WeddingClock) => tick!({ type: 'clock.ticked', clock }),
  };
}

testModelPaths(runSheetModel, () => {
  let sheet: ReturnType<typeof open> | undefined;
  let items = FIRST;
  let minutes = 15 * 60;
  let moves = 0;
  const on = () => {
    if (!sheet) throw new Error('The run sheet is not open');
    return sheet;
  };
  const ctx = () => on().actor.getSnapshot().context;
  const move = () => {
    moves += 1;
    const time = `19:${String(10 + moves).padStart(2, '0')}`;
    items = items.map((i) => (i.id === 'dinner' ? { ...i, time, updated_at: `2031-06-14T1${moves}:00:00.000Z` } : i));
  };
  const load = () => on().answer({ type: 'sheet.loaded', sheet: sheetOf(items) });

  return {
    events: {
      OPEN: () => {
        sheet = open();
      },
      OPEN_WITH_KEPT_SHEET: () => {
        // The last visit saw the first sheet and kept it.
        sheet = open({ seen: { ceremony: '16:00', dinner: '19:00', dance: '21:00' }, sheet: sheetOf(FIRST) });
      },
      LOADED: load,
      // Dinner moved while the device was away.
      LOADED_WITH_MOVES: () => {
        move();
        load();
      },
      FAILED: () => on().answer({ type: 'sheet.failed', at: 1_000 + moves }),
      RETRY: () => on().actor.send({ type: 'retry' }),
      BACK_ONLINE: load,
      GONE: () => on().answer({ type: 'sheet.gone' }),
      TICK: () => {
        minutes += 150;
        on().tick({ day: 'today', minutes });
      },
      MOVED: () => {
        move();
        load();
      },
      SEE: () => on().actor.send({ type: 'change.seen', id: 'dinner' }),
    },
    states: {
      notOpened: () => expect(sheet).toBeUndefined(),
      loading: () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'loading' });
        expect(ctx().sheet).toBeNull();
      },
      keptLoading: () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'loading' });
        expect(ctx().sheet).toEqual(sheetOf(FIRST));
      },
      failed: () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'failed' });
        expect(ctx().sheet).toBeNull();
      },
      'live.clean': () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'live' });
        expect(ctx().sheet).toEqual(sheetOf(items));
        expect(ctx().changes).toEqual({});
        expect(ctx().offlineSince).toBeNull();
        expect(ctx().clock).toEqual({ day: 'today', minutes });
        // What was seen is kept on the device with the sheet, for the next visit and for no signal.
        expect(on().kept.at(-1)).toEqual({ sheet: sheetOf(items), seen: ctx().seen });
        expect(ctx().seen.dinner).toBe(items[1]!.time);
      },
      'live.changed': () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'live' });
        const dinner = items[1]!;
        expect(ctx().changes).toEqual({ dinner: { from: ctx().seen.dinner, to: dinner.time, at: dinner.updated_at } });
        expect(ctx().changes.dinner!.from).not.toBe(dinner.time);
      },
      offline: () => {
        expect(on().actor.getSnapshot().value).toEqual({ watching: 'offline' });
        expect(ctx().sheet).not.toBeNull();
        // Offline since the first failure, not the latest.
        expect(ctx().offlineSince).toBe(1_000 + moves);
      },
      gone: () => {
        expect(on().actor.getSnapshot().value).toBe('gone');
        expect(on().kept.at(-1)).toEqual({ sheet: null, seen: {} });
      },
    },
    stop: () => sheet?.actor.stop(),
  };
});

test('a failure while offline keeps the time it went offline; going back online clears it', () => {
  const s = open({ sheet: sheetOf(FIRST) });
  s.answer({ type: 'sheet.failed', at: 5 });
  s.answer({ type: 'sheet.failed', at: 9 });
  expect(s.actor.getSnapshot().context.offlineSince).toBe(5);
  s.answer({ type: 'sheet.loaded', sheet: sheetOf(FIRST) });
  expect(s.actor.getSnapshot().context.offlineSince).toBeNull();
});

test('an item added after the first look is marked as new; one moved back loses its mark; retry restarts the watcher', () => {
  const s = open();
  s.answer({ type: 'sheet.failed', at: 1 });
  expect(s.watchers()).toBe(1);
  s.actor.send({ type: 'retry' });
  expect(s.watchers()).toBe(2);
  s.answer({ type: 'sheet.loaded', sheet: sheetOf(FIRST) });
  const cake = item('cake', '20:00', '2031-06-14T12:00:00.000Z');
  s.answer({ type: 'sheet.loaded', sheet: sheetOf([...FIRST, cake]) });
  expect(s.actor.getSnapshot().context.changes).toEqual({ cake: { from: null, to: '20:00', at: cake.updated_at } });
  s.actor.send({ type: 'change.seen', id: 'cake' });
  expect(s.actor.getSnapshot().context.seen.cake).toBe('20:00');
  const moved = FIRST.map((i) => (i.id === 'dance' ? { ...i, time: '21:30' } : i));
  s.answer({ type: 'sheet.loaded', sheet: sheetOf([...moved, cake]) });
  expect(Object.keys(s.actor.getSnapshot().context.changes)).toEqual(['dance']);
  s.answer({ type: 'sheet.loaded', sheet: sheetOf([...FIRST, cake]) });
  expect(s.actor.getSnapshot().context.changes).toEqual({});
  // Seeing an item that is no longer on the sheet changes nothing that was seen.
  const before = s.actor.getSnapshot().context.seen;
  s.actor.send({ type: 'change.seen', id: 'nothing' });
  expect(s.actor.getSnapshot().context.seen).toEqual(before);
});

test('gone stops the watcher and ignores later answers', () => {
  let stopped = false;
  const actor = createActor(
    runSheetMachine.provide({
      actors: {
        watcher: fromCallback(({ sendBack }) => {
          sendBack({ type: 'sheet.gone' });
          return () => (stopped = true);
        }),
        clock: fromCallback(() => {}),
      },
      actions: { keep: () => {} },
    }),
    { input: { seen: {}, sheet: null, clock: { day: 'before', minutes: 0 } } },
  ).start();
  expect(actor.getSnapshot().value).toBe('gone');
  expect(stopped).toBe(true);
  actor.send({ type: 'sheet.loaded', sheet: sheetOf(FIRST) });
  expect(actor.getSnapshot().value).toBe('gone');
});

test('now and next follow the wedding clock; untimed items are neither; after the day nothing is on', () => {
  const items = [item('untimed', null), item('dinner', '19:00'), item('ceremony', '16:00'), item('dance', '21:00')];
  expect(nowAndNext(items, { day: 'before', minutes: 20 * 60 })).toEqual({ now: null, next: 'ceremony' });
  expect(nowAndNext(items, { day: 'today', minutes: 15 * 60 + 59 })).toEqual({ now: null, next: 'ceremony' });
  expect(nowAndNext(items, { day: 'today', minutes: 16 * 60 })).toEqual({ now: 'ceremony', next: 'dinner' });
  expect(nowAndNext(items, { day: 'today', minutes: 19 * 60 + 5 })).toEqual({ now: 'dinner', next: 'dance' });
  expect(nowAndNext(items, { day: 'today', minutes: 23 * 60 })).toEqual({ now: 'dance', next: null });
  expect(nowAndNext(items, { day: 'today', minutes: 9 * 60 + 5 })).toEqual({ now: null, next: 'ceremony' });
  // Minutes count: 19:05 is before a 19:30 item.
  const speech = [...items, item('speech', '19:30')];
  expect(nowAndNext(speech, { day: 'today', minutes: 19 * 60 + 5 })).toEqual({ now: 'dinner', next: 'speech' });
  expect(nowAndNext(items, { day: 'after', minutes: 10 })).toEqual({ now: null, next: null });
  expect(nowAndNext([], { day: 'today', minutes: 10 })).toEqual({ now: null, next: null });
});

test.each(['watcher', 'clock', 'keep'])('the machine refuses to run without its %s', (missing) => {
  const input = { seen: {}, sheet: null, clock: { day: 'today', minutes: 0 } as WeddingClock };
  const provided = runSheetMachine.provide({
    actors: {
      ...(missing === 'watcher'
        ? {}
        : { watcher: fromCallback<RunSheetEvent>(({ sendBack }) => sendBack({ type: 'sheet.gone' })) }),
      ...(missing === 'clock' ? {} : { clock: fromCallback(() => {}) }),
    },
    actions: missing === 'keep' ? {} : { keep: () => {} },
  });
  const errors: unknown[] = [];
  const actor = createActor(provided, { input });
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  expect(String(errors[0])).toBe(`Error: ${missing} not provided`);
});
