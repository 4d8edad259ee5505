import { Link, useSearch } from 'wouter';
import { firstOfMonth } from '../../../shared/calendarDate';
import { monthGrid, planningTexts } from '../../../shared/planning';
import { todayInZone } from '../../../shared/weddingDay';
import { isCalendarDate } from '../../../shared/weddings';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { formatDate, plural, weddingPath } from '../../lib/format';
import { muted } from '../../styles/ui.css';
import { DayView } from './CalendarDay';
import { isAnniversary, useCalendar } from './calendarData';
import { formatMonth } from './dates';
import { MonthGrid } from './MonthGrid';
import * as css from './Planning.css';

function Month({ month }: { month: string }) {
  const wedding = useLoadedWedding();
  const days = monthGrid(month);
  const { feed, events } = useCalendar(wedding, days[0]!, days.at(-1)!);
  return (
    <>
      {feed.status === 'failed' ? <p role="alert">The calendar could not be loaded.</p> : null}
      <MonthGrid
        month={month}
        days={days}
        today={todayInZone(wedding.time_zone)}
        hrefOf={(m) => `${weddingPath(wedding.slug, 'calendar')}?month=${m}`}
        footer={feed.status === 'loading' ? <p className={muted}>Loading…</p> : null}
        cell={(day) => {
          const dayEvents = events.filter((e) => e.date === day);
          const due = feed.status === 'ready' ? feed.data.tasks.filter((t) => t.due_date === day) : [];
          const label = [
            formatDate(day),
            day === wedding.date ? planningTexts.weddingDay : '',
            isAnniversary(wedding, day) ? 'Anniversary' : '',
            dayEvents.length ? plural(dayEvents.length, 'event') : '',
            due.length ? `${plural(due.length, 'task')} due` : '',
          ]
            .filter(Boolean)
            .join(', ');
          return {
            href: weddingPath(wedding.slug, `calendar/${day}`),
            label,
            marked: day === wedding.date,
            children: (
              <>
                {day === wedding.date ? <strong className={css.eventLine}>💍 {planningTexts.weddingDay}</strong> : null}
                {isAnniversary(wedding, day) ? <span className={css.eventLine}>Anniversary</span> : null}
                {dayEvents.map((e) => (
                  <span key={e.id} className={css.eventLine}>
                    {e.start_time ? `${e.start_time} ` : ''}
                    {e.title}
                  </span>
                ))}
                {due.slice(0, 2).map((t) => (
                  <span key={t.id} className={css.taskLine}>
                    ☐ {t.title}
                  </span>
                ))}
                {due.length > 2 ? <span className={css.taskLine}>+{due.length - 2} more due</span> : null}
              </>
            ),
          };
        }}
      />
    </>
  );
}

/** /wedding/{slug}/calendar (a month, ?month=) and /calendar/{date} (one day). */
export default function CalendarPage({ date }: { date?: string }) {
  const wedding = useLoadedWedding();
  const requested = new URLSearchParams(useSearch()).get('month');
  if (date !== undefined) {
    if (!isCalendarDate(date)) return <p role="alert">That is not a date on the calendar.</p>;
    return <DayView wedding={wedding} date={date} />;
  }
  // Without a month, the calendar opens on this month, or the wedding's month when the wedding is this month.
  const month =
    requested && isCalendarDate(requested) ? firstOfMonth(requested) : firstOfMonth(todayInZone(wedding.time_zone));
  return (
    <section className={css.column} aria-label="Calendar">
      <h1 className={css.title}>Calendar</h1>
      <p className={muted}>
        {planningTexts.weddingDay}:{' '}
        <Link href={weddingPath(wedding.slug, `calendar/${wedding.date}`)}>{formatDate(wedding.date)}</Link>
        {' · '}
        <Link href={`${weddingPath(wedding.slug, 'calendar')}?month=${firstOfMonth(wedding.date)}`}>
          Show {formatMonth(wedding.date)}
        </Link>
      </p>
      <Month key={month} month={month} />
    </section>
  );
}
