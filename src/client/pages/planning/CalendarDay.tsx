import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { firstOfMonth, plusDays } from '../../../shared/calendarDate';
import { planningTexts, type WeddingEvent } from '../../../shared/planning';
import type { Wedding } from '../../../shared/weddings';
import { eventValues, useCreateEvent, useEventEditor } from '../../areas/planning/calendar';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import { formatDate, weddingPath } from '../../lib/format';
import { type FormRef, useForm } from '../../lib/useForm';
import { type ItemEditorRef, useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row } from '../../styles/ui.css';
import { isAnniversary, useCalendar } from './calendarData';
import * as css from './Planning.css';
import { WeddingTime } from './WeddingTime';

const FIELDS = {
  title: 'text',
  start_time: 'optional',
  end_time: 'optional',
  place: 'optional',
  notes: 'optional',
  public: 'optional',
} as const;

/** The event form's fields, for a new event and an edited one alike. */
function EventFields({ form, submitLabel }: { form: FormRef; submitLabel: string }) {
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
        <TextField form={form} name="title" label="Event" />
        <div className={row}>
          <TextField form={form} name="start_time" label="Starts" type="time" />
          <TextField form={form} name="end_time" label="Ends" type="time" />
        </div>
        <TextField form={form} name="place" label="Place" />
        <TextAreaField form={form} name="notes" label="Notes" rows={2} />
        <CheckboxField form={form} name="public" label="Show on website" />
      </FormShell>
    </div>
  );
}

function NewEvent({ wedding, date, onDone }: { wedding: Wedding; date: string; onDone(): void }) {
  const create = useCreateEvent(wedding.id, date);
  const form = useForm({ ...FIELDS }, async (v) => {
    await create(v);
    onDone();
  });
  return <EventFields form={form} submitLabel="Add event" />;
}

function EditEvent({ event, editor }: { event: WeddingEvent; editor: ItemEditorRef }) {
  const form = useEditorForm(editor, { ...FIELDS }, eventValues(event), event.version);
  return (
    <>
      <EventFields form={form} submitLabel="Save event" />
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </>
  );
}

function EventItem({ event, zone }: { event: WeddingEvent; zone: string }) {
  const editor = useEventEditor(event);
  const mode = useSelector(editor, editorMode);
  // The start on the wedding's clock, and on the reader's when theirs differs (issue 37).
  const when = event.start_time ? (
    <>
      <WeddingTime date={event.date} time={event.start_time} zone={zone} />
      {event.end_time ? `–${event.end_time}` : ''}
    </>
  ) : (
    'All day'
  );
  return (
    <li className={css.comment} aria-label={event.title}>
      {mode === 'edit' ? (
        <EditEvent event={event} editor={editor} />
      ) : (
        <>
          <div className={css.commentHead}>
            <span className={css.time}>{when}</span>
            <strong>{event.title}</strong>
            {event.place ? <span className={muted}>{event.place}</span> : null}
            {event.public ? <span className={css.chip.normal}>On the website</span> : null}
          </div>
          {event.notes ? <p className={css.commentText}>{event.notes}</p> : null}
          {mode === 'confirmDelete' ? (
            <ConfirmDelete editor={editor} question={`Delete “${event.title}”?`} confirm="Delete event" />
          ) : (
            <span className={row}>
              <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
                Edit
              </button>
              <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
                Delete
              </button>
            </span>
          )}
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
          <Link className={button.quiet} href={calendar(`/${plusDays(date, -1)}`)}>
            ← Previous day
          </Link>
          <Link className={button.quiet} href={`${calendar()}?month=${firstOfMonth(date)}`}>
            Month
          </Link>
          <Link className={button.quiet} href={calendar(`/${plusDays(date, 1)}`)}>
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
                <EventItem key={event.id} event={event} zone={wedding.time_zone} />
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
          <Renewing>{(renew) => <NewEvent wedding={wedding} date={date} onDone={renew} />}</Renewing>
        </section>
      </div>
    </section>
  );
}
