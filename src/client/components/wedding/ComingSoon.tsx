import type { ReactNode } from 'react';
import { muted } from '../../styles/ui.css';
import * as css from './Wedding.css';

/** An honest empty state for a page a later feature fills: what it will hold, and that it is not here yet. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.empty} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={css.pageTitle}>
        {title}
      </h1>
      <p>{children}</p>
      <p className={muted}>Coming soon: this part of Vowline is still being built. Nothing here is hidden from you.</p>
    </section>
  );
}
