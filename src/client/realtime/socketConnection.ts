import ReconnectingWebSocket, { type Options } from 'reconnecting-websocket';
import { type SocketEvent, TOKEN_REFUSED_CODE } from '../../../machines/socketMachine';
import { WS_MAX_RETRIES, WS_RETRY_DELAY_MS } from '../../shared/constants';
import {
  type ClientFrame,
  isSocketMessage,
  isTypingMessage,
  RUN_SHEET_CHANGED,
  RUN_SHEET_LINK_GONE,
  RUN_SHEET_READY,
  type TypingMessage,
} from '../../shared/realtime';

/** Spec section 9: 5000 reconnection attempts, 300 ms apart. */
export const RECONNECT_OPTIONS: Options = {
  maxRetries: WS_MAX_RETRIES,
  minReconnectionDelay: WS_RETRY_DELAY_MS,
  maxReconnectionDelay: WS_RETRY_DELAY_MS,
  reconnectionDelayGrowFactor: 1,
};

/**
 * The socket's ephemeral side, beside the event log the machine applies: signals in (someone typing), which never move
 * the point a reconnect resumes from, and frames out (spec section 7: the socket "sends objects out").
 */
export interface RealtimeSignals {
  received(message: TypingMessage): void;
  /** Sends a frame if a socket is open now; false otherwise (a typing signal is simply not worth queueing). */
  send(frame: ClientFrame): boolean;
  /** Set by the open connection, cleared when it closes. */
  attach(send: ((frame: ClientFrame) => boolean) | null): void;
}

export interface SocketConnectionOptions {
  /** `ws://host` or `wss://host`; the path and query are added here. */
  baseUrl: string;
  token: string;
  since: number | null;
  /** Receives the machine's socket events, in order. */
  emit(event: SocketEvent): void;
  /** A WebSocket class other than the browser's (tests). */
  WebSocket?: Options['WebSocket'];
  signals?: RealtimeSignals;
}

/**
 * The one place that owns a WebSocket: it reconnects by itself and resumes each time after the last message it
 * handed over, so nothing is missed or repeated. Returns the function that closes it for good.
 */
export function openSocketConnection({
  baseUrl,
  token,
  since,
  emit,
  WebSocket,
  signals,
}: SocketConnectionOptions): () => void {
  let lastId = since;
  let closed = false;
  let gaveUp = false;
  let attemptsAtLastClose = -1;
  const url = () => {
    const query = new URLSearchParams({ token });
    if (lastId !== null) query.set('since', String(lastId));
    return `${baseUrl}/ws?${query}`;
  };
  const socket = new ReconnectingWebSocket(url, [], { ...RECONNECT_OPTIONS, ...(WebSocket ? { WebSocket } : {}) });
  const send = (event: SocketEvent) => {
    if (!closed) emit(event);
  };
  // reconnecting-websocket stops silently after its last retry: a close that schedules no new attempt tells us.
  const checkExhausted = () => {
    const attempts = socket.retryCount;
    const noNewAttempt = attempts === attemptsAtLastClose;
    attemptsAtLastClose = attempts;
    if (gaveUp || !noNewAttempt || attempts < WS_MAX_RETRIES) return;
    gaveUp = true;
    send({ type: 'socket.retriesExhausted' });
  };

  signals?.attach((frame) => {
    if (closed || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  });
  socket.onopen = () => send({ type: 'socket.opened' });
  socket.onmessage = (event) => {
    let message: unknown;
    try {
      message = JSON.parse(String(event.data));
    } catch (error) {
      send({ type: 'socket.error', error });
      return;
    }
    if (isTypingMessage(message)) {
      if (!closed) signals?.received(message);
      return;
    }
    if (!isSocketMessage(message)) {
      // A message of a kind this client does not know yet (an older tab): logged, and not asked for again.
      send({ type: 'socket.error', error: new Error(`Unknown real-time message: ${String(event.data)}`) });
      if (hasId(message)) lastId = message.id;
      return;
    }
    send({ type: 'socket.message', message });
    // The machine applies a message synchronously, so once `emit` returns it is applied: resume after it.
    lastId = message.id;
  };
  socket.onerror = (event) => {
    send({ type: 'socket.error', error: event.error ?? event });
  };
  socket.onclose = (event) => {
    // A refused token will be refused again: stop retrying and let the session find out.
    if (event.code === TOKEN_REFUSED_CODE) socket.close();
    send({ type: 'socket.closed', code: event.code, reason: event.reason });
    checkExhausted();
  };

  return () => {
    closed = true;
    signals?.attach(null);
    socket.close(1000, 'Signed out');
  };
}

function hasId(value: unknown): value is { id: number } {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';
}

export interface RunSheetChannelOptions {
  baseUrl: string;
  /** The run sheet link's token: the link is the credential, no account is needed. */
  token: string;
  /** `ready`: listening, so a fetch from now on misses no change; `changed`: the wedding's day changed. */
  heard(what: 'ready' | 'changed'): void;
  /** The socket closed; `gone` when the link is unknown or turned off (no retry follows). */
  closed(gone: boolean): void;
  WebSocket?: Options['WebSocket'];
}

/**
 * A shared run sheet's channel (`/ws/run-sheet`, issue 37): the same reconnecting socket, told only that the link's
 * wedding's day changed; the page fetches its sheet itself. Returns the function that closes it for good.
 */
export function openRunSheetChannel({ baseUrl, token, heard, closed, WebSocket }: RunSheetChannelOptions): () => void {
  let open = true;
  const url = `${baseUrl}/ws/run-sheet?${new URLSearchParams({ token })}`;
  const socket = new ReconnectingWebSocket(url, [], { ...RECONNECT_OPTIONS, ...(WebSocket ? { WebSocket } : {}) });
  socket.onmessage = (event) => {
    if (!open) return;
    if (event.data === RUN_SHEET_READY) heard('ready');
    else if (event.data === RUN_SHEET_CHANGED) heard('changed');
  };
  socket.onclose = (event) => {
    if (!open) return;
    const gone = event.code === RUN_SHEET_LINK_GONE.code;
    if (gone) {
      open = false;
      socket.close();
    }
    closed(gone);
  };
  return () => {
    open = false;
    socket.close(1000, 'Closed');
  };
}
