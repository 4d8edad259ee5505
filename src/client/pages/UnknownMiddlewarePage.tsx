import { useEffect } from 'react';
import { routeErrors } from '../../shared/messages';
import { muted, narrowPage } from '../styles/ui.css';

/** The spec's error for a route that names a guard nobody registered: 'Unknown middleware {name}' (500). */
export function UnknownMiddleware({ name }: { name: string }) {
  const message = routeErrors.unknownMiddleware(name);
  useEffect(() => {
    const previous = document.title;
    document.title = `500: ${message}`;
    return () => {
      document.title = previous;
    };
  }, [message]);
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p className={muted}>500</p>
      <p>
        <a href="/">Go back home</a>
      </p>
    </main>
  );
}
