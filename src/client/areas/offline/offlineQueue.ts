import { useSelector } from '@xstate/react';
import type { QueuedChange } from '../../../../machines/offlineQueueMachine';
import { ApiError } from '../../../shared/apiError';
import { useApi } from '../../app/AppContext';
import { type OfflineQueueRef, offlineQueuePart } from './offlineQueuePart';

// The offline queue's hooks for pages and areas (the queue itself: offlineQueuePart.ts).

export const useOfflineQueue = (): OfflineQueueRef => useApi(offlineQueuePart);

/** The banner's facts: offline since when, showing copies, how many changes wait, a conflict to settle. */
export function useOfflineState() {
  const queue = useOfflineQueue();
  return {
    queue,
    offlineSince: useSelector(queue, (s) => s.context.offlineSince),
    showingCopies: useSelector(queue, (s) => s.context.showingCopies),
    waiting: useSelector(queue, (s) => s.context.queue.length),
    sending: useSelector(queue, (s) => s.matches('syncing')),
    conflict: useSelector(queue, (s) => s.context.conflict),
  };
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
