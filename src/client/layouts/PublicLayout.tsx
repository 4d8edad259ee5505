import { lazy, type ReactNode, Suspense } from 'react';
import { useIsLoggedIn } from '../app/AppContext';
import { PublicHeader } from '../components/PublicHeader/PublicHeader';
import { ChunkLoading } from '../components/Shell/Shell';

/**
 * The signed-in layout (its left menu with the share button) loads only for a signed-in reader: the public pages'
 * visitors, whose first JS is counted against the 100 KB budget, never fetch it.
 */
const FeedLayout = lazy(() => import('./FeedLayout').then((m) => ({ default: m.FeedLayout })));

/** General pages: the feed layout for a signed-in user, the public header otherwise. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn)
    return (
      <Suspense fallback={<ChunkLoading />}>
        <FeedLayout pageHasMain>{children}</FeedLayout>
      </Suspense>
    );
  return (
    <>
      <PublicHeader />
      {children}
    </>
  );
}
