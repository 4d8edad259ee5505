import {
  daysBetween,
  daysFrom,
  firstOfMonth,
  lastOfMonth,
  mondayOf,
  plusDays,
  plusMonths,
  sundayOf,
} from './calendarDate';

// The pure planning rules both sides share: due-date groups, template due dates, reordering, progress, month grids.

export type DueGroup = 'overdue' | 'this_week' | 'this_month' | 'later' | 'no_date';
export const DUE_GROUPS: readonly DueGroup[] = ['overdue', 'this_week', 'this_month', 'later', 'no_date'];
export const DUE_GROUP_LABELS: Record<DueGroup, string> = {
  overdue: 'Overdue',
  this_week: 'This week',
  this_month: 'This month',
  later: 'Later',
  no_date: 'No date',
};

/**
 * Where a due date falls, seen from `today` (both ISO dates). The week runs Monday to Sunday; days of this week that
 * fall in next month are still "this week"; "this month" is the rest of the calendar month after this week.
 */
export function dueGroup(due: string | null, today: string): DueGroup {
  if (!due) return 'no_date';
  // ISO dates compare as strings.
  if (due < today) return 'overdue';
  if (due <= sundayOf(today)) return 'this_week';
  if (due.slice(0, 7) === today.slice(0, 7)) return 'this_month';
  return 'later';
}

export interface DueDateGroup<T> {
  group: DueGroup;
  label: string;
  tasks: T[];
}

/** Tasks in the five due-date groups, in that order, each soonest first; empty groups are left out. */
export function groupByDueDate<T extends { due_date: string | null; position: number }>(
  tasks: readonly T[],
  today: string,
): DueDateGroup<T>[] {
  const buckets = new Map<DueGroup, T[]>(DUE_GROUPS.map((g) => [g, []]));
  for (const task of tasks) buckets.get(dueGroup(task.due_date, today))!.push(task);
  return DUE_GROUPS.flatMap((group) => {
    const list = buckets.get(group)!;
    if (!list.length) return [];
    list.sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.position - b.position);
    return [{ group, label: DUE_GROUP_LABELS[group], tasks: list }];
  });
}

/**
 * The due date of a template task for a wedding on `weddingDate`: that long before the day, but never before `today`,
 * so a couple starting late gets the work due now rather than a list that is overdue on arrival.
 */
export function templateDueDate(
  weddingDate: string,
  before: { months_before: number; days_before: number },
  today: string,
): string {
  const due = plusDays(plusMonths(weddingDate, -before.months_before), -before.days_before);
  return due < today ? today : due;
}

type Before = { months_before: number; days_before: number };

/**
 * The due dates of a template's tasks for a wedding on `weddingDate`, in the order given. Each task is due that long
 * before the day; when the template reaches back further than the time left, the work before the day is compressed
 * into the days from `today` to the wedding, keeping its order, so a couple starting late gets a plan rather than a
 * pile of work due today. Work after the day (negative offsets) keeps its date. Never before `today`.
 */
export function templateDueDates(weddingDate: string, befores: readonly Before[], today: string): string[] {
  const daysBefore = befores.map((b) =>
    daysBetween(plusDays(plusMonths(weddingDate, -b.months_before), -b.days_before), weddingDate),
  );
  const left = Math.max(0, daysBetween(today, weddingDate));
  const reach = Math.max(0, ...daysBefore);
  // Whole-number arithmetic, so the earliest task lands exactly on today and the order never flips.
  const squeeze = (days: number) => (reach > left ? Math.floor((days * left) / reach) : days);
  return daysBefore.map((days) => {
    const due = plusDays(weddingDate, -(days > 0 ? squeeze(days) : days));
    return due < today ? today : due;
  });
}

/**
 * The checklist a new couple is offered for the time they have (issue 40): a year's plan with nine months or more, the
 * six-month plan with three or more, the small wedding's short list after that (compressed into the days left).
 */
export function suggestedTemplate(weddingDate: string, today: string): string {
  const days = daysBetween(today, weddingDate);
  if (days >= 270) return 'classic-checklist';
  if (days >= 90) return 'six-month-plan';
  return 'small-wedding';
}

/** `ids` with `id` taken out and put back at `index` (clamped to the list): the one rule for every reorder. */
export function placeAt(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Share of tasks done, in whole percent (0 with no tasks). */
export function donePercentage(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** The ISO dates of a month grid: whole weeks, Monday first, covering the month of `day`. */
export function monthGrid(day: string): string[] {
  return daysFrom(mondayOf(firstOfMonth(day)), sundayOf(lastOfMonth(day)));
}

/** A run-of-show item as far as its place in time goes: "HH:MM", or null for an item without a time. */
interface Timed {
  time: string | null;
}

/**
 * Where an item at `time` belongs in the run-of-show: right after the last item at or before that time, else just
 * before the first timed item, else last. Items without a time are never passed over, so they keep their places.
 */
export function timeSlot(items: readonly Timed[], time: string): number {
  const earlier = items.findLastIndex((item) => item.time !== null && item.time <= time);
  if (earlier >= 0) return earlier + 1;
  const first = items.findIndex((item) => item.time !== null);
  return first < 0 ? items.length : first;
}

/** The first pair the order contradicts (a later time listed before an earlier one), or null when it keeps time. */
export function outOfTimeOrder<T extends Timed>(items: readonly T[]): { later: T; earlier: T } | null {
  let latest: T | null = null;
  for (const item of items) {
    if (item.time === null) continue;
    if (latest?.time && item.time < latest.time) return { later: latest, earlier: item };
    if (!latest || item.time >= (latest.time ?? '')) latest = item;
  }
  return null;
}

/** The run-of-show put back in time order: timed items sorted (ties keep their order), those without a time stay put. */
export function inTimeOrder<T extends Timed>(items: readonly T[]): T[] {
  const timed = items.filter((item) => item.time !== null).sort((a, b) => a.time!.localeCompare(b.time!));
  let next = 0;
  return items.map((item) => (item.time === null ? item : timed[next++]!));
}
