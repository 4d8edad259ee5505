import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { shiftMonth } from '../../../shared/calendarDate';
import { monthGrid } from '../../../shared/planningRules';
import { localToday } from '../../../shared/weddingDates';
import { button, row } from '../../styles/ui.css';
import { formatMonth } from './dates';
import * as css from './Planning.css';

// The month grid of the planning calendar, shared with the vendor area's calendar: a heading with previous/today/
// next links (to `hrefOf(month)`), the weekdays, and one cell a day from Monday before the 1st to Sunday after the
// last. What a day shows, where it links and how it is read out is the caller's.

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface DayCell {
  href: string;
  /** What a screen reader says for the day (its date and what is on it). */
  label: string;
  /** Marks the day as a highlighted one (the wedding, a booked day). */
  marked?: boolean;
  children?: ReactNode;
}

/** The grid's days: from the Monday on or before the month's 1st to the Sunday on or after its last day. */
export function MonthGrid({
  month,
  days = monthGrid(month),
  hrefOf,
  cell,
  footer,
  today = localToday(),
}: {
  month: string;
  /** Which day is today: the wedding's own (its zone) on a wedding's calendar; the reader's by default. */
  today?: string;
  days?: string[];
  hrefOf: (month: string) => string;
  cell: (day: string) => DayCell;
  footer?: ReactNode;
}) {
  const title = formatMonth(month);
  const inMonth = month.slice(0, 7);
  return (
    <section className={css.column} aria-labelledby="month-title">
      <div className={css.calendarHead}>
        <h2 id="month-title" className={css.monthTitle}>
          {title}
        </h2>
        <span className={row}>
          <Link className={button.quiet} href={hrefOf(shiftMonth(month, -1))}>
            ← Previous month
          </Link>
          <Link className={button.quiet} href={hrefOf(`${today.slice(0, 7)}-01`)}>
            Today
          </Link>
          <Link className={button.quiet} href={hrefOf(shiftMonth(month, 1))}>
            Next month →
          </Link>
        </span>
      </div>
      <div className={css.grid} aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <div key={d} className={css.weekday}>
            {d}
          </div>
        ))}
      </div>
      <ol className={css.grid} aria-label={`${title} calendar`}>
        {days.map((day) => {
          const c = cell(day);
          return (
            <li key={day} className={css.day}>
              <Link
                className={css.cell}
                href={c.href}
                aria-label={c.label}
                data-date={day}
                data-outside={!day.startsWith(inMonth) || undefined}
                data-today={day === today || undefined}
                data-wedding={c.marked || undefined}
              >
                <span className={css.cellDate}>{Number(day.slice(8))}</span>
                {c.children}
              </Link>
            </li>
          );
        })}
      </ol>
      {footer}
    </section>
  );
}
