import type { GuestEventCounts } from '../../../../shared/guestEvents';
import { muted } from '../../../styles/ui.css';

/** One event's counts in a line: "Rehearsal dinner: 4 invited · 2 yes · 1 no · 1 waiting · Pasta 1". */
export function EventCountsLine({ counts, testPrefix }: { counts: GuestEventCounts; testPrefix: string }) {
  const meals = counts.meals.map((m) => `${m.meal} ${m.count}`).join(', ');
  return (
    <li data-testid={`${testPrefix}-${counts.name}`}>
      <strong>{counts.name}</strong>
      <span className={muted}>
        {`: ${counts.invited} invited · ${counts.yes} yes · ${counts.no} no · ${counts.waiting} waiting`}
        {meals ? ` · ${meals}` : ''}
      </span>
    </li>
  );
}
