import type { ReactNode } from 'react';
import { useIsLoggedIn } from '../app/AppContext';
import { PublicHeader } from '../components/PublicHeader/PublicHeader';
import { FeedLayout } from './FeedLayout';

/** General pages: the feed layout for a signed-in user, the public header otherwise. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <FeedLayout pageHasMain>{children}</FeedLayout>;
  return (
    <>
      <PublicHeader />
      {children}
    </>
  );
}
