import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ToastType, User } from '../../shared/types';
import type { AppServices } from './createApp';

const AppContext = createContext<AppServices | null>(null);

export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={services}>{children}</AppContext.Provider>;
}

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside AppProvider');
  return services;
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

export function useShowToast(): (type: ToastType, message: string, title?: string) => void {
  const { toast } = useApp();
  return (type, message, title) => toast.send({ type: 'toast.requested', toast: { type, message, title } });
}
