import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { offlineQueueMachine, type QueuedChange } from '../../../../machines/offlineQueueMachine';
import { ApiError } from '../../../shared/apiError';
import { part } from '../../app/parts';
import type { Http, NetworkEvent } from '../../http/http';
import { dropOld, loadQueue, saveQueue } from '../../http/offlineCopies';

// The app's one offline queue (issue 37): made by the first page that shows or queues anything (the top menu's
// banner), or by the first request that finds no network; it sends what waits when the connection returns
// (machines/offlineQueueMachine.ts). Apart from the hooks (offlineQueue.ts), so the API registry can name its type.

export type OfflineQueueRef = ActorRefFrom<typeof offlineQueueMachine>;

function startQueue(http: Http, win: Window = window): OfflineQueueRef {
  const actor = createActor(
    offlineQueueMachine.provide({
      actors: {
        send: fromPromise<unknown, QueuedChange>(({ input }) =>
          http(input.url, { method: input.method, body: input.body, idempotencyKey: input.key }),
        ),
      },
      actions: { persist: ({ context }) => void saveQueue(context.queue) },
    }),
    { input: {} },
  );
  actor.start();
  void dropOld();
  void loadQueue<QueuedChange>().then((changes) => {
    if (changes.length) actor.send({ type: 'queue.restored', changes });
  });
  // The browser's own word, beside what requests find (networkHeard below).
  win.addEventListener('online', () => actor.send({ type: 'network.back' }));
  win.addEventListener('offline', () => actor.send({ type: 'network.lost', at: Date.now() }));
  return actor;
}

export const offlineQueuePart = part('offlineQueue', (http: Http) => startQueue(http));

/** What a request found of the network, told to the queue (app/createApp.ts). */
export function networkHeard(queue: OfflineQueueRef, event: NetworkEvent): void {
  if (event.type === 'back') queue.send({ type: 'network.back' });
  else if (event.type === 'lost') queue.send({ type: 'network.lost', at: Date.now() });
  else queue.send({ type: 'copy.shown', at: Date.now() });
}

/** No answer at all: the change can wait on the device. */
export const isNoAnswer = (error: unknown): boolean => error instanceof ApiError && error.isNetworkError;

/**
 * A change to send now, or to queue when there is no signal (or other changes already wait, so order holds).
 * `applyLocally` shows it at once either way; the queue's answer replaces it later.
 */
export async function sendOrQueue<T>(
  queue: OfflineQueueRef,
  change: Omit<QueuedChange, 'key' | 'at'>,
  send: (key: string) => Promise<T>,
): Promise<T | null> {
  const key = crypto.randomUUID();
  const queued = () => {
    queue.send({ type: 'change.queued', change: { ...change, key, at: Date.now() } });
    return null;
  };
  const snapshot = queue.getSnapshot();
  if (snapshot.context.queue.length > 0 || snapshot.matches('offline')) return queued();
  try {
    return await send(key);
  } catch (error) {
    if (isNoAnswer(error)) return queued();
    throw error;
  }
}
