import { useSelector } from '@xstate/store-react';
import { Link } from 'wouter';
import { nextTasksDue, taskProgress, weekOf } from '../../../../shared/dashboard';
import { suggestedTemplate } from '../../../../shared/planningRules';
import { localToday } from '../../../../shared/weddingDates';
import type { Wedding } from '../../../../shared/weddings';
import { weddingPath } from '../../../lib/format';
import { button, card, muted, stack } from '../../../styles/ui.css';
import { useCalendar } from '../../planning/calendarData';
import { formatShortDate } from '../../planning/dates';
import { useBoardStore } from '../../planning/usePlanning';
import * as css from './Dashboard.css';

// The plan's cards: what is due next, this week's events and how far the checklist has come. The board and calendar
// stores are the ones the planning pages use, so the socket's task and event messages keep these cards live.

/** The wedding's tasks once the board store holds them (the dashboard page seeds it once for every card). */
function useBoardTasks(wedding: Wedding) {
  return useSelector(useBoardStore(), (s) => (s.context.weddingId === wedding.id ? s.context.tasks : null));
}

export function NextTasksCard({ wedding }: { wedding: Wedding }) {
  const tasks = useBoardTasks(wedding);
  const today = localToday();
  const next = tasks ? nextTasksDue(tasks) : [];
  return (
    <section className={`${card} ${stack}`} aria-labelledby="next-tasks-title">
      <h2 id="next-tasks-title">Next tasks due</h2>
      {tasks && !next.length ? <p className={muted}>Nothing is due. Add dates to tasks to see them here.</p> : null}
      {next.length ? (
        <ul className={css.list} aria-label="Next tasks due">
          {next.map((task) => (
            <li key={task.id} className={css.item}>
              <span>{task.title}</span>
              <span className={task.due_date! < today ? css.overdue : muted}>
                {task.due_date! < today ? 'Overdue · ' : ''}
                {formatShortDate(task.due_date!)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={weddingPath(wedding.slug, 'tasks')}>All tasks</Link>
    </section>
  );
}

export function ThisWeekCard({ wedding }: { wedding: Wedding }) {
  const { from, to } = weekOf(localToday());
  const { feed, events } = useCalendar(wedding, from, to);
  const sorted = [...events].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? ''),
  );
  return (
    <section className={`${card} ${stack}`} aria-labelledby="this-week-title">
      <h2 id="this-week-title">This week</h2>
      {feed.status === 'failed' ? <p role="alert">We could not load this week’s events.</p> : null}
      {feed.status === 'ready' && !sorted.length ? <p className={muted}>No events this week.</p> : null}
      {sorted.length ? (
        <ul className={css.list} aria-label="This week’s events">
          {sorted.map((event) => (
            <li key={event.id} className={css.item}>
              <span>{event.title}</span>
              <span className={muted}>
                {formatShortDate(event.date)}
                {event.start_time ? ` · ${event.start_time.slice(0, 5)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={weddingPath(wedding.slug, 'calendar')}>Calendar</Link>
    </section>
  );
}

export function ProgressCard({ wedding }: { wedding: Wedding }) {
  const tasks = useBoardTasks(wedding);
  const progress = taskProgress(tasks ?? []);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="progress-title">
      <h2 id="progress-title">Progress</h2>
      {tasks ? (
        <>
          <p>
            {progress.done} of {progress.total} tasks done
          </p>
          <progress
            value={progress.done}
            max={Math.max(progress.total, 1)}
            aria-label={`${progress.percent}% of tasks done`}
          />
          {progress.total === 0 ? (
            // A new couple's board is not left empty: a checklist timed to their date, previewed before it is added.
            <Link
              className={button.primary}
              href={weddingPath(
                wedding.slug,
                `tasks/templates/template-setting?template=${suggestedTemplate(wedding.date, localToday())}`,
              )}
            >
              Start a checklist timed to your date
            </Link>
          ) : null}
        </>
      ) : (
        <p className={muted}>Loading the checklist…</p>
      )}
    </section>
  );
}
