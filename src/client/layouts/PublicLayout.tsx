import type { ReactNode } from 'react';
import { PublicHeader } from '../components/PublicHeader/PublicHeader';
import { useIsLoggedIn } from '../app/AppContext';
import { FeedLayout } from './FeedLayout';

/** General pages: the feed layout for a signed-in user, the public header otherwise. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <FeedLayout>{children}</FeedLayout>;
  return (
    <>
      <PublicHeader />
      {children}
    </>
  );
}
