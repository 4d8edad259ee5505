import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { type CountdownEvent, countdownMachine } from '../../../../machines/countdownMachine';
import { yearsLabel } from '../../../shared/countdown';
import { weddingTexts } from '../../../shared/weddings';
import { formatDate, weddingPath } from '../../lib/format';
import { srOnly } from '../../styles/ui.css';
import * as css from './CountdownCard.css';

// The real clock: one tick a second while the card is shown.
const secondClock = fromCallback<CountdownEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.ticked', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/** Remounted (keyed by date) when the wedding's date changes. */
export function CountdownCard({ slug, date }: { slug: string; date: string }) {
  const [, navigate] = useLocation();
  const card = useActorRef(
    countdownMachine.provide({
      actors: { clock: secondClock },
      actions: { openCalendar: (_, { date: day }) => navigate(weddingPath(slug, `calendar/${day}`)) },
    }),
    { input: { date, now: Date.now() } },
  );
  const view = useSelector(card, (s) => s.context.view);
  const units = [
    ['days', view.days],
    ['hours', view.hours],
    ['minutes', view.minutes],
    ['seconds', view.seconds],
  ] as const;
  return (
    <button
      type="button"
      className={css.card}
      onClick={() => card.send({ type: 'card.clicked' })}
      data-testid="countdown"
    >
      {view.mode === 'anniversary' ? (
        <>
          <span className={css.label}>{weddingTexts.nextAnniversary}</span>
          <span className={css.years}>{yearsLabel(view.years)}</span>
        </>
      ) : (
        <span className={css.label}>COUNTDOWN TO {formatDate(view.target).toUpperCase()}</span>
      )}
      {/* The ticking numbers are left out of the button's name, which would otherwise change every second. */}
      <span className={srOnly}>, open the calendar</span>
      <span className={css.units} aria-hidden="true">
        {units.map(([name, value]) => (
          <span key={name} className={css.unit}>
            <span className={css.number}>{value}</span>
            <span className={css.unitName}>{name}</span>
          </span>
        ))}
      </span>
    </button>
  );
}
