import { type FC, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { RequireAuth } from '../layouts/AuthLayout';

// Route guards ("middleware" in the spec), looked up by name in this one registry. A route naming a guard that is
// not here shows the spec's error page, 'Unknown middleware {name}' (500), instead of the page it guards. The rarely
// opened ones load on first use, so the registry adds next to nothing to every page's first load.

const guardPages = () => import('./guardPages');
const SignOutToAbout = lazy(() => guardPages().then((m) => ({ default: m.SignOutToAbout })));
const UnknownMiddleware = lazy(() => guardPages().then((m) => ({ default: m.UnknownMiddleware })));

type Guard = FC<{ children?: ReactNode }>;

export const GUARDS: Record<string, Guard | LazyExoticComponent<Guard>> = {
  /** Signed-in pages: anyone else goes to /login and comes back after. */
  auth: ({ children }) => <RequireAuth>{children}</RequireAuth>,
  /** Signs the user out and sends them to the about site (ABOUT_URL): where a deleted account ends. */
  farewell: SignOutToAbout,
};

export function Guarded({ name, children }: { name: string; children?: ReactNode }) {
  const Guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
  if (!Guard) return <UnknownMiddleware name={name} />;
  return <Guard>{children}</Guard>;
}
