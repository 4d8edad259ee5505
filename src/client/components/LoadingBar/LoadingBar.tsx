import { useSelector } from '@xstate/react';
import { useApp } from '../../app/AppContext';
import * as css from './LoadingBar.css';

export function LoadingBar() {
  const { pageFetch } = useApp();
  const visible = useSelector(pageFetch, (s) => s.matches('pending') || s.matches('finishing'));
  const progress = useSelector(pageFetch, (s) => s.context.progress);
  if (!visible) return null;
  // In a landmark of its own, like everything else on the page: the bar sits above the layout's landmarks, and axe's
  // "region" rule found it outside them whenever a check ran during a page load.
  return (
    <section aria-label="Page loading">
      <div
        className={css.track}
        role="progressbar"
        aria-label="Loading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        {/* Width is data, not layout: the progress value itself. */}
        <div className={css.bar} style={{ width: `${progress}%` }} />
      </div>
    </section>
  );
}
