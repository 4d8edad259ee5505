import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * The not-found page for a page that finds its address names nothing (an unknown wedding tab, a missing list): loaded
 * only then, so the pages that may show it do not fetch its code (and the public layout's) before their first paint.
 */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
