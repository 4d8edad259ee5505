import { and, assign, setup } from 'xstate';
import { TOAST_DURATION_MS, TOAST_ID_MAX } from '../src/shared/constants';
import type { Toast, ToastType } from '../src/shared/types';

export interface ToastRequest {
  type: ToastType;
  title?: string;
  message: string;
}

export interface ToastContext {
  current: Toast | null;
  queue: Toast[];
}

export type ToastEvent =
  | { type: 'toast.requested'; toast: ToastRequest }
  // With an id, a dismiss meant for a toast that already closed cannot close the next one.
  | { type: 'toast.dismissed'; id?: number };

export const TOAST_TITLES: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
  warning: 'Warning',
};

/** What a toast says, which is also what makes two toasts the same. */
function content(request: ToastRequest): Omit<Toast, 'id'> {
  return {
    type: request.type,
    title: request.title?.trim() || TOAST_TITLES[request.type],
    message: request.message.trim(),
  };
}

const toToast = (request: ToastRequest): Toast => ({
  id: Math.floor(Math.random() * TOAST_ID_MAX),
  ...content(request),
});

const sameContent = (a: Omit<Toast, 'id'>, b: Omit<Toast, 'id'>) =>
  a.type === b.type && a.title === b.title && a.message === b.message;

// Spec section 4: one toast at a time, each closing after 4 s; an empty message is ignored.
export const toastMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    enqueueToast: assign({
      queue: ({ context }, params: { toast: ToastRequest }) => [...context.queue, toToast(params.toast)],
    }),
    showNextToast: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clearToast: assign({ current: null }),
  },
  guards: {
    'has message': ({ event }) => event.type === 'toast.requested' && event.toast.message.trim().length > 0,
    'is not already shown or queued': ({ context, event }) => {
      // Stryker disable next-line BooleanLiteral: only narrows the type; the guard is used on toast.requested alone
      if (event.type !== 'toast.requested') return false;
      const candidate = content(event.toast);
      return ![context.current, ...context.queue].some((toast) => toast && sameContent(toast, candidate));
    },
    'has queued toast': ({ context }) => context.queue.length > 0,
    'targets the current toast': ({ context, event }) =>
      event.type === 'toast.dismissed' && (event.id === undefined || event.id === context.current?.id),
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [] },
  initial: 'idle',
  on: {
    'toast.requested': {
      guard: and(['has message', 'is not already shown or queued']),
      actions: { type: 'enqueueToast', params: ({ event }) => ({ toast: event.toast }) },
    },
  },
  states: {
    idle: {
      always: { guard: 'has queued toast', target: 'showing', actions: 'showNextToast' },
    },
    showing: {
      after: {
        toastDuration: [
          { guard: 'has queued toast', target: 'showing', reenter: true, actions: 'showNextToast' },
          { target: 'idle', actions: 'clearToast' },
        ],
      },
      on: {
        'toast.dismissed': [
          {
            guard: and(['targets the current toast', 'has queued toast']),
            target: 'showing',
            reenter: true,
            actions: 'showNextToast',
          },
          {
            guard: 'targets the current toast',
            target: 'idle',
            actions: 'clearToast',
          },
        ],
      },
    },
  },
});
