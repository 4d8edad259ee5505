import { useSearch } from 'wouter';
import { firstOfMonth } from '../../../shared/calendarDate';
import { type OwnBusiness, statusName, type VendorClient } from '../../../shared/vendors';
import { localToday } from '../../../shared/weddingDates';
import { isCalendarDate } from '../../../shared/weddings';
import { useClients } from '../../areas/vendors/vendors';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate } from '../../lib/format';
import { card, muted, stack } from '../../styles/ui.css';
import { formatMonth } from '../planning/dates';
import { MonthGrid } from '../planning/MonthGrid';
import * as css from '../planning/Planning.css';

// /v/{vendor}/calendar: the days the business is booked across weddings, on the planning calendar's month grid.
// A day with a wedding that declined the vendor is not a booking; every other status holds the day.

const holdsTheDay = (c: VendorClient) => c.status !== 'declined';

export function VendorCalendarPage({ business }: { business: OwnBusiness }) {
  const clients = useClients(business.id);
  const params = new URLSearchParams(useSearch());
  const requested = params.get('month');
  const chosenDay = params.get('day');
  if (clients.status === 'loading') return <p className={muted}>Loading your calendar…</p>;
  if (clients.status === 'failed') return <LoadFailed load={clients} />;
  const booked = clients.data.filter(holdsTheDay);
  const today = localToday();
  // Without ?month=, the calendar opens on the next booked day's month (this month when none is ahead).
  const next = booked.find((c) => c.wedding.date >= today)?.wedding.date ?? today;
  const month = requested && isCalendarDate(requested) ? firstOfMonth(requested) : firstOfMonth(next);
  const base = `/v/${business.id}/calendar`;
  const on = (day: string) => booked.filter((c) => c.wedding.date === day);
  const inMonth = booked.filter((c) => c.wedding.date.startsWith(month.slice(0, 7)));
  const shown = chosenDay && isCalendarDate(chosenDay) ? on(chosenDay) : inMonth;
  return (
    <section className={stack} aria-labelledby="vendor-calendar-title">
      <h1 id="vendor-calendar-title" className={css.title}>
        {business.name}: calendar
      </h1>
      <MonthGrid
        month={month}
        hrefOf={(m) => `${base}?month=${m}`}
        cell={(day) => {
          const weddings = on(day);
          return {
            href: `${base}?month=${month}&day=${day}`,
            label: [formatDate(day), weddings.length ? `booked: ${weddings.map((w) => w.wedding.name).join(', ')}` : '']
              .filter(Boolean)
              .join(', '),
            marked: weddings.length > 0,
            children: weddings.map((c) => (
              <span key={c.id} className={css.eventLine}>
                {c.wedding.name}
              </span>
            )),
          };
        }}
      />
      <section className={`${card} ${stack}`} aria-label="Bookings">
        <h2>{chosenDay && isCalendarDate(chosenDay) ? formatDate(chosenDay) : formatMonth(month)}</h2>
        {shown.length === 0 ? <p className={muted}>No booked days here.</p> : null}
        <ul className={stack}>
          {shown.map((c) => (
            <li key={c.id}>
              <time dateTime={c.wedding.date}>{formatDate(c.wedding.date)}</time>: {c.wedding.name} (
              {statusName(c.status)}){c.expectations?.arrival_time ? `, arrive by ${c.expectations.arrival_time}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
