import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { SocketMessage } from '../src/shared/realtime';
import { missingAction } from './notProvided';

export interface SocketContext {
  /** Spec section 3, Socket state: the connected flag, the last message and the reconnect-error flag. */
  connected: boolean;
  lastMessage: SocketMessage | null;
  /** Every reconnection attempt failed (spec section 9: 5000 attempts, 300 ms apart). */
  reconnectError: boolean;
  token: string | null;
  /** The id of the last message applied; a reconnect resumes after it. */
  lastEventId: number | null;
}

export type SocketEvent =
  /** Sign-in (or a new token): always a fresh socket. */
  | { type: 'socket.connect'; token: string }
  /** Logout: the socket closes and stays closed. */
  | { type: 'socket.disconnect' }
  | { type: 'socket.opened' }
  | { type: 'socket.closed'; code: number; reason: string }
  | { type: 'socket.message'; message: SocketMessage }
  | { type: 'socket.error'; error: unknown }
  | { type: 'socket.retriesExhausted' };

export interface ConnectionInput {
  token: string;
  since: number | null;
}

/** The server closes with this code when the token is bad, expired or revoked; retrying cannot help. */
export const TOKEN_REFUSED_CODE = 4001;

// The real-time channel (spec sections 1, 3, 4 and 8). The connection actor owns the socket and its reconnection;
// this machine records what a user can see of it and hands each message to the stores. Socket errors are only logged.
export const socketMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
  },
  actions: {
    startSession: assign((_, params: { token: string }) => ({
      token: params.token,
      connected: false,
      lastEventId: null,
      lastMessage: null,
      reconnectError: false,
    })),
    endSession: assign({ token: null, connected: false, reconnectError: false }),
    markConnected: assign({ connected: true, reconnectError: false }),
    markDisconnected: assign({ connected: false }),
    markGaveUp: assign({ connected: false, reconnectError: true }),
    recordMessage: assign((_, params: { message: SocketMessage }) => ({
      lastMessage: params.message,
      lastEventId: params.message.id,
    })),
    /** Folds the message into the stores (spec section 4). */
    applyMessage: missingAction('applyMessage') as (_: unknown, params: { message: SocketMessage }) => void,
    /** The server refused the token: the session checks it with a real request, whose 401 signs out. */
    reportTokenRefused: missingAction('reportTokenRefused'),
    logError: missingAction('logError'),
  },
  guards: {
    'token was refused': ({ event }) => event.type === 'socket.closed' && event.code === TOKEN_REFUSED_CODE,
  },
  actors: {
    connection: fromCallback<EventObject, ConnectionInput>(() => {
      throw new Error('connection not provided');
    }),
  },
}).createMachine({
  id: 'socket',
  context: { connected: false, lastMessage: null, reconnectError: false, token: null, lastEventId: null },
  initial: 'disconnected',
  on: {
    'socket.connect': {
      target: '.active',
      // Stryker disable next-line BooleanLiteral: a root transition to a child exits and re-enters it either way (tested: each sign-in opens a fresh socket)
      reenter: true,
      actions: { type: 'startSession', params: ({ event }) => ({ token: event.token }) },
    },
    'socket.disconnect': { target: '.disconnected', actions: 'endSession' },
    'socket.error': { actions: 'logError' },
  },
  states: {
    disconnected: {},
    active: {
      invoke: {
        src: 'connection',
        input: ({ context }) => ({ token: context.token!, since: context.lastEventId }),
      },
      initial: 'connecting',
      on: {
        'socket.message': {
          actions: [
            { type: 'recordMessage', params: ({ event }) => ({ message: event.message }) },
            { type: 'applyMessage', params: ({ event }) => ({ message: event.message }) },
          ],
        },
        'socket.closed': [
          {
            guard: 'token was refused',
            target: 'disconnected',
            actions: ['markDisconnected', 'logError', 'reportTokenRefused'],
          },
          { target: '.reconnecting', actions: 'markDisconnected' },
        ],
        'socket.retriesExhausted': { target: 'disconnected', actions: ['markGaveUp', 'logError'] },
      },
      states: {
        connecting: {
          on: { 'socket.opened': { target: 'connected', actions: 'markConnected' } },
        },
        connected: {},
        reconnecting: {
          on: { 'socket.opened': { target: 'connected', actions: 'markConnected' } },
        },
      },
    },
  },
});
