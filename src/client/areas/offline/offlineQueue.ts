import { useSelector } from '@xstate/react';
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
