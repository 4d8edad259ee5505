import type { ReactNode } from 'react';
import { button } from '../../styles/ui.css';

/**
 * What a page shows where its data could not be loaded: why (the failure's own message unless the page words it),
 * and "Try again", which loads it from the start.
 */
export function LoadFailed({ load, children }: { load: { error: Error; retry(): void }; children?: ReactNode }) {
  return (
    <>
      <p role="alert">{children ?? load.error.message}</p>
      <button type="button" className={button.quiet} onClick={load.retry}>
        Try again
      </button>
    </>
  );
}
