import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';

// The benchmark's client side, in a worker thread so that receiving does not steal the server's event loop. It holds
// every socket and reports, per phase, when each (event, socket) arrived; the main thread knows when each event began.

export type ToClients =
  | { type: 'connect'; urls: string[]; origin: string }
  /** `perSocket`: how many of the phase's events each socket is to get (default: all of them, on every socket). */
  | { type: 'expect'; phase: string; events: number; perSocket?: number[] }
  | { type: 'status' }
  | { type: 'close' };

export type FromClients =
  | { type: 'connected' }
  /** Sent once the worker counts the phase: events that arrive earlier would not be counted. */
  | { type: 'expecting'; phase: string }
  /**
   * `arrivals` holds (seq, time) pairs: every event on every socket. `repeats`: events a socket got a second time,
   * not counted as arrivals (the log is read in commit order, so ids need not grow on a socket: seqs are checked).
   */
  | { type: 'done'; phase: string; arrivals: Float64Array; lastReceived: number; repeats: number }
  | { type: 'failed'; error: string }
  | { type: 'status'; open: number; counts: number[] };

interface Stamp {
  phase: string;
  seq: number;
}

const port = parentPort!;
let sockets: WebSocket[] = [];
let expected: { phase: string; events: number; target: number[] } | null = null;
/** Which (socket, seq) pairs arrived in this phase: socket * events + seq. */
let seen = new Uint8Array(0);
let repeats = 0;
let arrivals: number[] = [];
let counts: number[] = [];
let lastReceived = 0;
let complete = 0;
/** A socket counts as connected at its `ready`: a fresh socket receives what is committed after that. */
const readySockets = new Map<number, () => void>();

const now = () => performance.timeOrigin + performance.now();

function onMessage(index: number, raw: WebSocket.RawData): void {
  const received = now();
  const message = JSON.parse(raw.toString()) as {
    stream: string;
    action: string;
    data: { task?: Stamp };
  };
  if (message.stream === 'socket' && message.action === 'ready') readySockets.get(index)?.();
  const stamp = message.data?.task;
  if (!stamp || !expected || stamp.phase !== expected.phase) return;
  const key = index * expected.events + stamp.seq;
  if (seen[key]) {
    repeats += 1;
    return;
  }
  seen[key] = 1;
  arrivals.push(stamp.seq, received);
  lastReceived = Math.max(lastReceived, received);
  counts[index]! += 1;
  if (counts[index] === expected.target[index]) complete += 1;
  if (complete === sockets.length) finish();
}

function finish(): void {
  const result = Float64Array.from(arrivals);
  const phase = expected!.phase;
  expected = null;
  port.postMessage({ type: 'done', phase, arrivals: result, lastReceived, repeats } satisfies FromClients, [
    result.buffer,
  ]);
}

/** How long one socket may take from its upgrade to its `ready` before the run fails. */
const READY_TIMEOUT_MS = 30_000;
/** Upgrades in flight at once: thousands at the same instant overflow the listen backlog. */
const CONNECTING_AT_ONCE = 200;

/** Opens socket `index`; resolves at its `ready`, rejects with the server's reason if it refuses or closes first. */
function open(url: string, origin: string, index: number): Promise<void> {
  const ws = new WebSocket(url, { headers: { origin }, handshakeTimeout: READY_TIMEOUT_MS });
  sockets[index] = ws;
  ws.on('message', (raw) => onMessage(index, raw));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket ${index}: no "ready" within ${READY_TIMEOUT_MS / 1000} s (${url.split('?')[0]})`)),
      READY_TIMEOUT_MS,
    );
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`socket ${index} (${url.split('?')[0]}): ${why}`));
    };
    readySockets.set(index, () => {
      readySockets.delete(index);
      clearTimeout(timer);
      resolve();
    });
    // A refused upgrade (a 403 or 503) says why in its body.
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => fail(`upgrade refused: ${response.statusCode} ${body.slice(0, 300)}`));
    });
    ws.once('error', (error) => fail(error.message));
    ws.once('close', (code, reason) => {
      if (readySockets.has(index)) fail(`closed before ready: ${code} ${reason}`);
      else if (expected) port.postMessage({ type: 'failed', error: `socket ${index} closed: ${code} ${reason}` });
    });
  });
}

async function connectAll(urls: string[], origin: string): Promise<void> {
  sockets = new Array(urls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTING_AT_ONCE, urls.length) }, async () => {
      while (next < urls.length) {
        const index = next++;
        await open(urls[index]!, origin, index);
      }
    }),
  );
}

port.on('message', (message: ToClients) => {
  if (message.type === 'connect') {
    connectAll(message.urls, message.origin).then(
      () => port.postMessage({ type: 'connected' } satisfies FromClients),
      (error: Error) => port.postMessage({ type: 'failed', error: error.message } satisfies FromClients),
    );
  } else if (message.type === 'status') {
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    port.postMessage({ type: 'status', open, counts } satisfies FromClients);
  } else if (message.type === 'expect') {
    const target = message.perSocket ?? sockets.map(() => message.events);
    expected = { phase: message.phase, events: message.events, target };
    arrivals = [];
    counts = sockets.map(() => 0);
    lastReceived = 0;
    repeats = 0;
    seen = new Uint8Array(sockets.length * message.events);
    // A socket with nothing to get is complete from the start.
    complete = target.filter((n) => n === 0).length;
    port.postMessage({ type: 'expecting', phase: message.phase } satisfies FromClients);
  } else {
    for (const ws of sockets) ws?.terminate();
    sockets = [];
    port.close();
  }
});
