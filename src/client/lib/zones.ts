import { useSyncExternalStore } from 'react';

// The tz database, fetched when a page first shows a wedding's own clock: a heavy chunk of its own (budgets.json),
// so the pages that never need it never load it.

let loading: Promise<void> | null = null;
let ready = false;
const listeners = new Set<() => void>();

export function loadZones(): Promise<void> {
  loading ??= import('@js-joda/timezone').then(() => {
    ready = true;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** Whether the zones are there, loading them on first use: a view shows the wedding's clock alone until then. */
export function useZones(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void loadZones();
      return () => listeners.delete(listener);
    },
    () => ready,
  );
}

/** The reader's own zone, as the browser knows it. */
export const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
