import { useSelector } from '@xstate/react';
import { useApp } from '../../app/AppContext';
import * as css from './Toasts.css';

/** The one visible toast; the toast actor decides what shows and for how long. */
export function Toasts() {
  const { toast } = useApp();
  const current = useSelector(toast, (s) => s.context.current);
  return (
    // A landmark of its own: a toast shown outside every landmark is axe's `region` finding.
    <section className={css.region} aria-live="polite" aria-label="Notices">
      {current ? (
        <div
          key={current.id}
          className={css.toast[current.type]}
          role={current.type === 'error' ? 'alert' : 'status'}
          data-toast-type={current.type}
        >
          <div className={css.body}>
            <p className={css.title}>{current.title}</p>
            <p className={css.message}>{current.message}</p>
          </div>
          <button
            type="button"
            className={css.close}
            aria-label="Dismiss notification"
            onClick={() => toast.send({ type: 'toast.dismissed' })}
          >
            ×
          </button>
        </div>
      ) : null}
    </section>
  );
}
