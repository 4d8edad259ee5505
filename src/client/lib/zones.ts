// The tz database, fetched when a page first shows a wedding's own clock: a heavy chunk of its own (budgets.json),
// so the pages that never need it never load it.

let loading: Promise<void> | null = null;

export function loadZones(): Promise<void> {
  loading ??= import('@js-joda/timezone').then(() => undefined);
  return loading;
}

/** The reader's own zone, as the browser knows it. */
export const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
