import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useAccessView, useWedding, useWeddingAccess } from '../../areas/weddings/WeddingContext';
import { button, card, muted, stack } from '../../styles/ui.css';
import { NoAccess } from './NoAccess';
import * as css from './Wedding.css';
import { WeddingHeader } from './WeddingHeader';
import { WeddingMenu } from './WeddingMenu';

/**
 * Every page under /wedding/{slug}: the top menu, the wedding menu and the page, once access is decided.
 * `withHeader` adds the dashboard header (cover, counts, follow, save the date, countdown, progress).
 */
export function WeddingLayout({ withHeader = false, children }: { withHeader?: boolean; children: ReactNode }) {
  const access = useWeddingAccess();
  const view = useAccessView();
  const wedding = useWedding();
  const denied = useSelector(access, (s) => s.context.reason === 'denied');
  return (
    <div className={css.grid}>
      <WeddingMenu />
      <main id="main" tabIndex={-1} className={css.main}>
        {view === 'loading' ? <p className={muted}>Loading the wedding…</p> : null}
        {view === 'failed' ? (
          <section className={`${card} ${stack}`}>
            <p role="alert">We could not load this wedding. Check your connection and try again.</p>
            <button type="button" className={button.secondary} onClick={() => access.send({ type: 'retry' })}>
              Try again
            </button>
          </section>
        ) : null}
        {view === 'notAccessible' ? <NoAccess denied={denied} /> : null}
        {view === 'accessible' && wedding ? (
          <>
            {withHeader ? <WeddingHeader wedding={wedding} /> : null}
            {children}
          </>
        ) : null}
      </main>
    </div>
  );
}
