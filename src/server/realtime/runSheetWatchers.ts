import type { WebSocket } from 'ws';
import { RUN_SHEET_CHANGED, RUN_SHEET_READY } from '../../shared/realtimeSignals';
import type { LogRow } from './log';

// The shared run sheets open on vendors' phones (issue 37), on the real-time channel without an account: a socket per
// open sheet, told only *that* its wedding's day changed. The page then fetches its sheet through its own link, which
// applies the link's filter and answers 404 once the link is turned off: the socket never carries the wedding's data,
// so a link cannot hear more than its GET would show.

/** The run-of-show's own actions (the spec's, misspelt `weddin` included), not its items' comments. */
const DAY_ACTIONS = /^(create|update|delete)_weddin_day_task$|^wedding_day_tasks_reorder$/;

/** Whether an event of the log changes what a run sheet shows: the day's items, its links, or the site's logistics. */
export function changesRunSheets(row: Pick<LogRow, 'stream' | 'action'>): boolean {
  if (row.stream === 'account_run_sheet' || row.stream === 'account_website') return true;
  return row.stream === 'account_tasks' && DAY_ACTIONS.test(row.action);
}

export class RunSheetWatchers {
  private readonly byWedding = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakMap<WebSocket, boolean>();

  add(weddingId: string, ws: WebSocket): void {
    const open = this.byWedding.get(weddingId) ?? new Set();
    this.byWedding.set(weddingId, open.add(ws));
    this.alive.set(ws, true);
    ws.on('pong', () => this.alive.set(ws, true));
    ws.once('close', () => {
      open.delete(ws);
      if (!open.size && this.byWedding.get(weddingId) === open) this.byWedding.delete(weddingId);
    });
    ws.send(RUN_SHEET_READY);
  }

  get size(): number {
    let n = 0;
    for (const open of this.byWedding.values()) n += open.size;
    return n;
  }

  /** One "changed" per wedding whose day a batch of the log changed, to each of its open sheets. */
  changed(rows: readonly LogRow[]): void {
    if (!this.byWedding.size) return;
    const weddings = new Set(rows.flatMap((r) => (r.weddingId && changesRunSheets(r) ? [r.weddingId] : [])));
    for (const weddingId of weddings) {
      for (const ws of this.byWedding.get(weddingId) ?? []) {
        if (ws.readyState === ws.OPEN) ws.send(RUN_SHEET_CHANGED);
      }
    }
  }

  /** Pings every sheet's socket; one that missed the last ping is dropped (a phone that walked out of range). */
  heartbeat(): void {
    for (const open of this.byWedding.values()) {
      for (const ws of open) {
        if (!this.alive.get(ws)) {
          ws.terminate();
          continue;
        }
        this.alive.set(ws, false);
        ws.ping();
      }
    }
  }

  closeAll(code: number, reason: string): void {
    for (const open of this.byWedding.values()) for (const ws of open) ws.close(code, reason);
  }
}
