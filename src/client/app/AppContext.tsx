import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ToastType, User } from '../../shared/types';
import type { Http } from '../http/http';
import type { Api } from './api';
import type { AppServices } from './createApp';
import type { Part } from './parts';
import type { MadeStores, Stores } from './stores';

const AppContext = createContext<AppServices | null>(null);

export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={services}>{children}</AppContext.Provider>;
}

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside AppProvider');
  return services;
}

/** A store of an area, made the first time a page asks for it (app/parts.ts): `useStore(boardStore)`. */
export function useStore<K extends keyof Stores & string>(part: Part<K, Stores[K], MadeStores>): Stores[K] {
  return useApp().stores.get(part);
}

/** An area's API client, made the first time a page asks for it (app/parts.ts): `useApi(tasksApi)`. */
export function useApi<K extends keyof Api & string>(part: Part<K, Api[K], Http>): Api[K] {
  return useApp().api.get(part);
}

// Narrow selector hooks: a view re-renders only when the slice it shows changes.
export function useIsLoggedIn(): boolean {
  const { session } = useApp();
  return useSelector(session, (s) => s.context.token !== null);
}

export function useSessionUser(): User | null {
  const { session } = useApp();
  return useSelector(session, (s) => s.context.user);
}

/**
 * The one way the client raises a toast (a failed call's words are added by lib/callToasts.ts). The same object for
 * the app's life: hooks may list it among an effect's dependencies.
 */
export function useToasts() {
  const { toast } = useApp();
  return useMemo(() => {
    const show = (type: ToastType, message: string, title?: string) =>
      toast.send({ type: 'toast.requested', toast: { type, message, ...(title ? { title } : {}) } });
    return { show, succeeded: (message: string, title?: string) => show('success', message, title) };
  }, [toast]);
}
