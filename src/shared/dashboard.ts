import { mondayOf, sundayOf } from './calendarDate';

// The wedding dashboard's pure selections: what is due next, this week, and how far the plan has come.

interface DueTask {
  id: string;
  due_date: string | null;
  status: string;
  position: number;
}

/** The `limit` open tasks due soonest (overdue first), then by board position; tasks without a date are left out. */
export function nextTasksDue<T extends DueTask>(tasks: readonly T[], limit = 5): T[] {
  return tasks
    .filter((t) => t.status !== 'done' && t.due_date !== null)
    .sort((a, b) => a.due_date!.localeCompare(b.due_date!) || a.position - b.position)
    .slice(0, limit);
}

/** Monday to Sunday of the week `today` is in (ISO dates). */
export function weekOf(today: string): { from: string; to: string } {
  return { from: mondayOf(today), to: sundayOf(today) };
}

/** Tasks done out of all, and the share in whole percent (0 with no tasks). */
export function taskProgress(tasks: readonly { status: string }[]): { done: number; total: number; percent: number } {
  const done = tasks.filter((t) => t.status === 'done').length;
  return { done, total: tasks.length, percent: tasks.length ? Math.round((done / tasks.length) * 100) : 0 };
}
