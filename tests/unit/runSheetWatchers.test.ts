import { EventEmitter } from 'node:events';
import { describe, expect, test } from 'vitest';
import type { WebSocket } from 'ws';
import type { LogRow } from '../../src/server/realtime/log';
import { changesRunSheets, RunSheetWatchers } from '../../src/server/realtime/runSheetWatchers';
import { RUN_SHEET_CHANGED, RUN_SHEET_READY } from '../../src/shared/realtime';

// Which events of the log reach the shared run sheets (issue 37), and how: one "changed" per wedding per batch, to
// that wedding's sheets alone, with dead phones dropped at the heartbeat.

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close() {
    this.terminate();
  }
}

const row = (weddingId: string | null, stream: string, action: string): LogRow =>
  ({ weddingId, stream, action, recipientId: null, data: '{}' }) as unknown as LogRow;

describe('changesRunSheets', () => {
  test.each([
    ['account_tasks', 'create_weddin_day_task', true],
    ['account_tasks', 'update_weddin_day_task', true],
    ['account_tasks', 'delete_weddin_day_task', true],
    ['account_tasks', 'wedding_day_tasks_reorder', true],
    ['account_run_sheet', 'update_links', true],
    ['account_website', 'update', true],
    ['account_tasks', 'create', false],
    ['account_tasks', 'update_section', false],
    ['account_tasks_comments', 'create_wedding_day_task_comment', false],
    ['account_tasks', 'update_wedding_day_task_comment', false],
    ['account_guests', 'update', false],
    ['album', 'create', false],
  ])('%s.%s → %s', (stream, action, expected) => {
    expect(changesRunSheets({ stream, action })).toBe(expected);
  });
});

describe('RunSheetWatchers', () => {
  const socket = () => new FakeSocket();
  const asWs = (s: FakeSocket) => s as unknown as WebSocket;

  test("a sheet hears ready, then one 'changed' per batch that changes its wedding's day, and nothing else", () => {
    const watchers = new RunSheetWatchers();
    const a = socket();
    const b = socket();
    watchers.add('w1', asWs(a));
    watchers.add('w2', asWs(b));
    expect(watchers.size).toBe(2);
    expect(a.sent).toEqual([RUN_SHEET_READY]);
    watchers.changed([row('w1', 'account_tasks', 'create'), row('w2', 'album', 'create'), row(null, 'posts', 'x')]);
    expect(a.sent).toEqual([RUN_SHEET_READY]);
    expect(b.sent).toEqual([RUN_SHEET_READY]);
    watchers.changed([
      row('w1', 'account_tasks', 'update_weddin_day_task'),
      row('w1', 'account_tasks', 'wedding_day_tasks_reorder'),
    ]);
    expect(a.sent).toEqual([RUN_SHEET_READY, RUN_SHEET_CHANGED]);
    expect(b.sent).toEqual([RUN_SHEET_READY]);
  });

  test('a closed socket leaves; one that is not open is skipped', () => {
    const watchers = new RunSheetWatchers();
    const a = socket();
    const b = socket();
    watchers.add('w1', asWs(a));
    watchers.add('w1', asWs(b));
    b.readyState = 2;
    watchers.changed([row('w1', 'account_run_sheet', 'update_links')]);
    expect(a.sent).toEqual([RUN_SHEET_READY, RUN_SHEET_CHANGED]);
    expect(b.sent).toEqual([RUN_SHEET_READY]);
    a.terminate();
    expect(watchers.size).toBe(1);
    b.terminate();
    expect(watchers.size).toBe(0);
    watchers.changed([row('w1', 'account_run_sheet', 'update_links')]);
    expect(a.sent).toHaveLength(2);
  });

  test('the heartbeat pings, and drops a socket that missed the last ping', () => {
    const watchers = new RunSheetWatchers();
    const a = socket();
    const b = socket();
    watchers.add('w1', asWs(a));
    watchers.add('w2', asWs(b));
    watchers.heartbeat();
    expect([a.pings, b.pings]).toEqual([1, 1]);
    a.emit('pong');
    watchers.heartbeat();
    expect(a.terminated).toBe(false);
    expect(a.pings).toBe(2);
    expect(b.terminated).toBe(true);
    expect(watchers.size).toBe(1);
  });

  test('closing all closes every sheet', () => {
    const watchers = new RunSheetWatchers();
    const a = socket();
    watchers.add('w1', asWs(a));
    watchers.closeAll(1001, 'bye');
    expect(a.terminated).toBe(true);
    expect(watchers.size).toBe(0);
  });
});
