import { createStore } from '@xstate/store';
import { part } from '../../app/parts';

// Vendor pages show what the couple or a vendor's team may see, shaped per caller by the server, so the socket's
// `vendors` events carry ids only and the open page fetches again: this store counts the changes it must follow.

export interface VendorsContext {
  /** Bumped by every change to a vendor this user hears of, and when the socket resyncs; pages key their load on it. */
  version: number;
}

export function createVendorsStore() {
  return createStore({
    context: { version: 0 } as VendorsContext,
    on: {
      changed: (context) => ({ version: context.version + 1 }),
      socketReady: (context) => ({ version: context.version + 1 }),
      resynced: (context) => ({ version: context.version + 1 }),
      reset: () => ({ version: 0 }),
    },
  });
}

export type VendorsStore = ReturnType<typeof createVendorsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const vendorsStore = part('vendors', () => createVendorsStore());
