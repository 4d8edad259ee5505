import { assign, setup } from 'xstate';
import { type AccessLevel, meetsLevel, standingOf, type Wedding } from '../src/shared/weddings';
import { missingAction, missingActor } from './notProvided';

export interface WeddingAccessInput {
  slug: string;
  /** Who may open the page being shown (see `meetsLevel`). */
  level: AccessLevel;
  /** Opened with `?access=denied`: another page sent the user here because they may not see it. */
  denied: boolean;
}

export interface WeddingAccessContext extends WeddingAccessInput {
  wedding: Wedding | null;
  /** Why the wedding is not accessible: a 403 or a page beyond the user's standing, or the `access=denied` link. */
  reason: 'forbidden' | 'denied' | null;
}

export type WeddingAccessEvent =
  /** Another page of the same wedding was opened. */
  | { type: 'page.opened'; level: AccessLevel; denied: boolean }
  /** Any 403 on one of the wedding's calls. */
  | { type: 'access.denied' }
  /** Fetch the wedding again (after a follow, say); the page stays as it is meanwhile. */
  | { type: 'wedding.reload' }
  /** The server answered a change with the wedding as it is now. */
  | { type: 'wedding.updated'; wedding: Wedding }
  | { type: 'retry' };

const isStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

/**
 * Wedding access (spec section 4): accessible or not. Not accessible on any 403 of the wedding's calls, on a
 * page beyond the user's standing, or when opened with `?access=denied`. A missing wedding sends the user to
 * /weddings with the spec's message (spec section 5). A failed fetch can be retried; it never logs anyone out.
 */
export const weddingAccessMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as WeddingAccessContext,
    events: {} as WeddingAccessEvent,
    input: {} as WeddingAccessInput,
  },
  actions: {
    storeWedding: assign((_, params: { wedding: Wedding }) => ({ wedding: params.wedding })),
    storePage: assign((_, params: { level: AccessLevel; denied: boolean }) => ({
      level: params.level,
      denied: params.denied,
    })),
    markForbidden: assign({ reason: 'forbidden' }),
    markDenied: assign({ reason: 'denied' }),
    clearReason: assign({ reason: null }),
    goToWeddings: missingAction('goToWeddings'),
  },
  guards: {
    'opened with access denied': ({ context }) => context.denied,
    'may open this page': ({ context }) =>
      context.wedding !== null && meetsLevel(context.level, standingOf(context.wedding)),
    'is forbidden': (_, params: { error: unknown }) => isStatus(params.error, 403),
    'is missing': (_, params: { error: unknown }) => isStatus(params.error, 404),
  },
  actors: {
    loadWedding: missingActor<Wedding, { slug: string }>('loadWedding'),
  },
}).createMachine({
  id: 'weddingAccess',
  context: ({ input }) => ({ ...input, wedding: null, reason: null }),
  initial: 'loading',
  on: {
    'page.opened': {
      target: '.deciding',
      actions: { type: 'storePage', params: ({ event }) => ({ level: event.level, denied: event.denied }) },
    },
  },
  states: {
    loading: {
      on: {
        // Until the wedding is here there is nothing to decide; the page just changes.
        'page.opened': {
          actions: { type: 'storePage', params: ({ event }) => ({ level: event.level, denied: event.denied }) },
        },
      },
      invoke: {
        src: 'loadWedding',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          target: 'deciding',
          actions: { type: 'storeWedding', params: ({ event }) => ({ wedding: event.output }) },
        },
        onError: [
          { guard: { type: 'is missing', params: ({ event }) => ({ error: event.error }) }, target: 'missing' },
          {
            guard: { type: 'is forbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAccessible',
            actions: 'markForbidden',
          },
          { target: 'failed' },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'opened with access denied', target: 'notAccessible', actions: 'markDenied' },
        { guard: 'may open this page', target: 'accessible', actions: 'clearReason' },
        { target: 'notAccessible', actions: 'markForbidden' },
      ],
    },
    accessible: {
      initial: 'idle',
      on: {
        'access.denied': { target: 'notAccessible', actions: 'markForbidden' },
        'wedding.updated': {
          target: 'deciding',
          actions: { type: 'storeWedding', params: ({ event }) => ({ wedding: event.wedding }) },
        },
      },
      states: {
        idle: { on: { 'wedding.reload': 'reloading' } },
        reloading: {
          invoke: {
            src: 'loadWedding',
            // Accessible means a wedding is here (the guard), and its slug is the current one after a rename.
            input: ({ context }) => ({ slug: context.wedding!.slug }),
            onDone: {
              target: '#weddingAccess.deciding',
              actions: { type: 'storeWedding', params: ({ event }) => ({ wedding: event.output }) },
            },
            onError: [
              {
                guard: { type: 'is missing', params: ({ event }) => ({ error: event.error }) },
                target: '#weddingAccess.missing',
              },
              {
                guard: { type: 'is forbidden', params: ({ event }) => ({ error: event.error }) },
                target: '#weddingAccess.notAccessible',
                actions: 'markForbidden',
              },
              // Spec section 8: wedding fetch errors are only logged; the page keeps what it shows.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    notAccessible: {},
    missing: { type: 'final', entry: 'goToWeddings' },
    failed: {
      on: {
        retry: 'loading',
        'page.opened': {
          actions: { type: 'storePage', params: ({ event }) => ({ level: event.level, denied: event.denied }) },
        },
      },
    },
  },
});
