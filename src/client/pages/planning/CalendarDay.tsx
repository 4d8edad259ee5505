import { useState } from 'react';
import { Link } from 'wouter';
import { planningTexts, type WeddingEvent } from '../../../shared/planning';
import type { Wedding } from '../../../shared/weddings';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { formatDate, weddingPath } from '../../components/wedding/format';
import { button, muted, row } from '../../styles/ui.css';
import { isAnniversary, nextDay, useCalendar } from './calendarData';
import { firstOfMonth } from './dates';
import * as css from './Planning.css';
import { Renewing } from './Renewing';
import { useAct, useCalendarStore, usePlanningApi } from './usePlanning';

const FIELDS = {
  title: 'text',
  start_time: 'optional',
  end_time: 'optional',
  place: 'optional',
  notes: 'optional',
} as const;

function EventForm({
  wedding,
  date,
  event,
  onDone,
}: {
  wedding: Wedding;
  date: string;
  event?: WeddingEvent;
  onDone?(): void;
}) {
  const { calendar } = usePlanningApi();
  const store = useCalendarStore();
  const form = useForm(
    { ...FIELDS },
    async (v) => {
      const body = {
        title: v.title ?? '',
        start_time: v.start_time || null,
        end_time: v.end_time || null,
        place: v.place ?? '',
        notes: v.notes ?? '',
      };
      const saved = event
        ? await calendar.updateEvent(event.id, body)
        : await calendar.createEvent({ account: wedding.id, date, ...body });
      store.trigger.saved({ event: saved });
      onDone?.();
    },
    event
      ? {
          title: event.title,
          start_time: event.start_time ?? '',
          end_time: event.end_time ?? '',
          place: event.place,
          notes: event.notes,
        }
      : {},
  );
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel={event ? 'Save event' : 'Add event'} busyLabel="Saving…">
        <TextField form={form} name="title" label="Event" />
        <div className={row}>
          <TextField form={form} name="start_time" label="Starts" type="time" />
          <TextField form={form} name="end_time" label="Ends" type="time" />
        </div>
        <TextField form={form} name="place" label="Place" />
        <TextAreaField form={form} name="notes" label="Notes" rows={2} />
      </FormShell>
    </div>
  );
}

function EventItem({ wedding, event }: { wedding: Wedding; event: WeddingEvent }) {
  const { calendar } = usePlanningApi();
  const store = useCalendarStore();
  const act = useAct();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    const deleted = await act(
      calendar.deleteEvent(event.id).then(() => true),
      `“${event.title}” was deleted.`,
    );
    if (deleted) store.trigger.deleted({ id: event.id });
  };
  const when = event.start_time ? `${event.start_time}${event.end_time ? `–${event.end_time}` : ''}` : 'All day';
  return (
    <li className={css.comment} aria-label={event.title}>
      {editing ? (
        <>
          <EventForm wedding={wedding} date={event.date} event={event} onDone={() => setEditing(false)} />
          <button type="button" className={button.quiet} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <div className={css.commentHead}>
            <span className={css.time}>{when}</span>
            <strong>{event.title}</strong>
            {event.place ? <span className={muted}>{event.place}</span> : null}
          </div>
          {event.notes ? <p className={css.commentText}>{event.notes}</p> : null}
          <span className={row}>
            <button type="button" className={button.quiet} onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className={button.quiet} onClick={() => void remove()}>
              Delete
            </button>
          </span>
        </>
      )}
    </li>
  );
}

/** One day of the wedding calendar: its events, the tasks due, the wedding day or an anniversary, and a new event. */
export function DayView({ wedding, date }: { wedding: Wedding; date: string }) {
  const { feed, events } = useCalendar(wedding, date, date);
  const calendar = (rest = '') => weddingPath(wedding.slug, `calendar${rest}`);
  const due = feed.status === 'ready' ? feed.data.tasks : [];
  const years = Number(date.slice(0, 4)) - Number(wedding.date.slice(0, 4));
  return (
    <section className={css.column} aria-labelledby="day-title">
      <div className={css.calendarHead}>
        <h1 id="day-title" className={css.monthTitle}>
          {formatDate(date)}
        </h1>
        <span className={row}>
          <Link className={button.quiet} href={calendar(`/${nextDay(date, -1)}`)}>
            ← Previous day
          </Link>
          <Link className={button.quiet} href={`${calendar()}?month=${firstOfMonth(date)}`}>
            Month
          </Link>
          <Link className={button.quiet} href={calendar(`/${nextDay(date, 1)}`)}>
            Next day →
          </Link>
        </span>
      </div>
      {date === wedding.date ? (
        <p className={css.banner}>
          💍 {planningTexts.weddingDay}: {wedding.name}.{' '}
          <Link href={weddingPath(wedding.slug, 'tasks/dday')}>See the run-of-show</Link>
        </p>
      ) : null}
      {isAnniversary(wedding, date) ? (
        <p className={css.banner}>
          {years === 1 ? 'First anniversary' : `Anniversary: ${years} years`} of {wedding.name}.
        </p>
      ) : null}
      <div className={css.layout}>
        <div className={css.column}>
          <section className={css.panel} aria-labelledby="events-title">
            <h2 id="events-title" className={css.sectionName}>
              Events
            </h2>
            {feed.status === 'failed' ? <p role="alert">This day could not be loaded.</p> : null}
            {feed.status === 'ready' && !events.length ? <p className={muted}>{planningTexts.noEvents}</p> : null}
            <ul className={css.comments} aria-label="Events">
              {events.map((event) => (
                <EventItem key={event.id} wedding={wedding} event={event} />
              ))}
            </ul>
          </section>
          <section className={css.panel} aria-labelledby="due-title">
            <h2 id="due-title" className={css.sectionName}>
              Tasks due
            </h2>
            {due.length ? (
              <ul className={css.list}>
                {due.map((task) => (
                  <li key={task.id} className={css.task}>
                    <Link
                      className={`${css.taskTitle} ${task.status === 'done' ? css.done : ''}`}
                      href={weddingPath(wedding.slug, `tasks/by-date/${task.id}`)}
                    >
                      {task.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={muted}>No tasks are due.</p>
            )}
          </section>
        </div>
        <section className={css.panel} aria-labelledby="new-event-title">
          <h2 id="new-event-title" className={css.sectionName}>
            New event on this day
          </h2>
          <Renewing>{(renew) => <EventForm wedding={wedding} date={date} onDone={renew} />}</Renewing>
        </section>
      </div>
    </section>
  );
}
