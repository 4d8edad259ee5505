import { useSelector } from '@xstate/store-react';
import { useApi, useStore } from '../../app/AppContext';
import { useData } from '../../lib/useData';
import { useWeddingCall } from '../weddings/WeddingContext';
import { fundsApi } from './fundsApi';
import { fundsStore } from './fundsStore';

// The Funds reads the dashboard shares with the Funds pages, apart so the dashboard carries none of Funds' writes.
// Every read is keyed by the funds store's version, which any Funds write or the partner's (over the socket) bumps.

export function useFundsVersion(): number {
  const store = useStore(fundsStore);
  return useSelector(store, (s) => s.context.version);
}

export function useFundsRead<T>(name: string, load: (signal: AbortSignal) => Promise<T>) {
  const version = useFundsVersion();
  const call = useWeddingCall();
  return useData(name, (signal) => call(load(signal)), version);
}

export function useFundsOverview(wedding: string) {
  const api = useApi(fundsApi);
  return useFundsRead(`funds-overview:${wedding}`, (signal) => api.overview(wedding, signal));
}

/** The numbers a dashboard card shows (budget, spent, overdue payments, the next one due), live like the rest. */
export function useFundsSummary(wedding: string) {
  const api = useApi(fundsApi);
  return useFundsRead(`funds-summary:${wedding}`, (signal) => api.summary(wedding, signal));
}
