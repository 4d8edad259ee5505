import type { ReactNode } from 'react';
import { PublicLayout } from '../../layouts/PublicLayout';
import { card, page, stack } from '../../styles/ui.css';

/** A general page with a heading and prose (the spec leaves their content open). */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={page}>
        <article className={`${card} ${stack}`}>
          <h1>{title}</h1>
          {children}
        </article>
      </main>
    </PublicLayout>
  );
}
