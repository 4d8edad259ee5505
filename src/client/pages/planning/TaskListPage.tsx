import { useSelector } from '@xstate/store-react';
import { Link, useLocation } from 'wouter';
import { dueGroup, groupByDueDate, TASK_STATUS_LABELS, type Task } from '../../../shared/planning';
import { localToday } from '../../../shared/weddingDates';
import { useTaskCommands } from '../../areas/planning/tasks';
import { weddingPath } from '../../lib/format';
import { muted } from '../../styles/ui.css';
import { Assignees } from './Assignees';
import { formatShortDate } from './dates';
import * as css from './Planning.css';
import { TaskDetail } from './TaskDetail';
import { sameItems, useBoardStore, useMe, usePlanning, useSections, useTask } from './usePlanning';

export type TaskView = 'by-date' | 'mine' | 'unassigned' | 'done';

const TITLES: Record<TaskView, string> = {
  'by-date': 'Open tasks by due date',
  mine: 'Assigned to you',
  unassigned: 'Nobody on it yet',
  done: 'Done',
};
const EMPTY: Record<TaskView, string> = {
  'by-date': 'Every task is done.',
  mine: 'Nothing is assigned to you.',
  unassigned: 'Every open task has someone on it.',
  done: 'Nothing is done yet.',
};

/** Which tasks a view lists: open ones for by-date, mine and unassigned; done ones for done. */
function filterFor(view: TaskView, me: string): (task: Task) => boolean {
  switch (view) {
    case 'mine':
      return (t) => t.status !== 'done' && t.assignees.includes(me);
    case 'unassigned':
      return (t) => t.status !== 'done' && t.assignees.length === 0;
    case 'done':
      return (t) => t.status === 'done';
    default:
      return (t) => t.status !== 'done';
  }
}

function Row({ task, view, today }: { task: Task; view: TaskView; today: string }) {
  const { wedding } = usePlanning();
  const sections = useSections();
  const overdue = task.status !== 'done' && dueGroup(task.due_date, today) === 'overdue';
  return (
    <li className={css.task}>
      <Link className={css.taskTitle} href={weddingPath(wedding.slug, `tasks/${view}/${task.id}`)}>
        {task.title}
      </Link>
      <span className={css.meta}>
        <span className={muted}>{sections.find((s) => s.id === task.section)?.name}</span>
        {task.status === 'in_progress' ? (
          <span className={css.chip.progress}>{TASK_STATUS_LABELS.in_progress}</span>
        ) : null}
        {task.due_date ? (
          <span className={overdue ? css.chip.overdue : css.chip.normal}>{formatShortDate(task.due_date)}</span>
        ) : null}
        <Assignees ids={task.assignees} />
      </span>
    </li>
  );
}

/** tasks/by-date, tasks/mine, tasks/unassigned and tasks/done, each with `/{task}` to open one beside the list. */
export function TaskListPage({ view, taskId }: { view: TaskView; taskId?: string }) {
  const { wedding } = usePlanning();
  const me = useMe();
  const store = useBoardStore();
  const commands = useTaskCommands();
  const [, navigate] = useLocation();
  const today = localToday();
  const keep = filterFor(view, me);
  const tasks = useSelector(store, (s) => s.context.tasks.filter(keep), sameItems);
  const open = useTask(taskId);
  const groups: { group: string; label: string; tasks: Task[] }[] =
    view === 'by-date' ? groupByDueDate(tasks, today) : [{ group: view, label: TITLES[view], tasks }];
  const back = weddingPath(wedding.slug, `tasks/${view}`);
  return (
    <div className={css.layout}>
      <div className={css.column}>
        <h2 className={css.sectionName}>{TITLES[view]}</h2>
        {tasks.length === 0 ? <p className={muted}>{EMPTY[view]}</p> : null}
        {groups.map((group) => (
          <section key={group.group} className={css.panel} aria-label={group.label}>
            {view === 'by-date' ? (
              <h3 className={css.groupTitle}>
                {group.label} <span className={css.count}>{group.tasks.length}</span>
              </h3>
            ) : null}
            <ul className={css.list}>
              {group.tasks.map((task) => (
                <Row key={task.id} task={task} view={view} today={today} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className={css.aside} aria-label="Task detail">
        {open ? (
          <TaskDetail
            key={open.id}
            task={open}
            onClose={() => navigate(back)}
            onMoveToSection={(section) => void commands.moveToSectionEnd(open.id, section)}
          />
        ) : taskId ? (
          <p className={muted}>This task is no longer on the board.</p>
        ) : null}
      </aside>
    </div>
  );
}
