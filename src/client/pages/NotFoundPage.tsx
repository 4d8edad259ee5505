import { useEffect } from 'react';
import { Link } from 'wouter';
import { texts } from '../../shared/messages';
import { PublicLayout } from '../layouts/PublicLayout';
import { muted, narrowPage } from '../styles/ui.css';

/** /page-not-found and every unknown route (spec: 'Not found' page, 'This page could not be found' 404). */
export default function NotFoundPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = `404: ${texts.routeNotFound}`;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={narrowPage}>
        <h1>{texts.notFoundTitle}</h1>
        <p>{texts.notFoundBody}</p>
        <p className={muted}>404 · {texts.routeNotFound}</p>
        <p>
          <Link href="/">{texts.goBackHome}</Link>
        </p>
      </main>
    </PublicLayout>
  );
}
