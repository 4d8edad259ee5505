import { DayOfWeek, LocalDate, TemporalAdjusters } from '@js-joda/core';
import { z } from 'zod';
import { fieldMessages as m } from './messages';
import { requiredText } from './schemas';
import { isCalendarDate, type PublicPerson, weddingMessages } from './weddings';

// Planning: tasks in sections, the wedding-day run-of-show, comments, templates and the calendar.
// Shapes the API returns, body schemas with their field messages, and the pure rules both sides share.

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

/** Limits that keep one wedding's plan (and each real-time event about it) a sensible size. */
export const PLANNING_LIMITS = {
  notes: 2000,
  comment: 2000,
  sectionName: 100,
  place: 150,
  assignees: 20,
  sectionsPerWedding: 100,
  tasksPerWedding: 5000,
  weddingDayTasks: 200,
} as const;

export const planningMessages = {
  statusInvalid: 'Choose to do, in progress or done.',
  dateInvalid: weddingMessages.dateInvalid,
  timeInvalid: 'Use a time like 14:30.',
  endBeforeStart: 'The end time must be after the start time.',
  notesTooLong: `Keep notes under ${PLANNING_LIMITS.notes} characters.`,
  commentTooLong: `Keep comments under ${PLANNING_LIMITS.comment} characters.`,
  sectionNameTooLong: `Keep section names under ${PLANNING_LIMITS.sectionName} characters.`,
  placeTooLong: `Keep the place under ${PLANNING_LIMITS.place} characters.`,
  positionInvalid: 'Choose a position of 0 or more.',
  sectionInvalid: 'Choose a section of this wedding.',
  assigneesInvalid: 'Choose members of this wedding.',
  tooManyAssignees: `Assign at most ${PLANNING_LIMITS.assignees} people.`,
  accountRequired: 'Choose a wedding.',
  idsInvalid: 'List every item of the run-of-show once.',
  listChanged: 'The list changed while you were reordering it. Reload and try again.',
  sectionNameTaken: 'This wedding already has a section with this name.',
  tooManySections: `A wedding can have at most ${PLANNING_LIMITS.sectionsPerWedding} sections.`,
  tooManyTasks: `A wedding can have at most ${PLANNING_LIMITS.tasksPerWedding} tasks.`,
  tooManyWeddingDayTasks: `The run-of-show can have at most ${PLANNING_LIMITS.weddingDayTasks} items.`,
  rangeInvalid: 'Choose a range of at most 62 days, ending after it starts.',
  notYourComment: 'You can only change your own comments.',
  nothingToChange: weddingMessages.nothingToChange,
  templateUnknown: 'No template has that id.',
} as const;

export const planningTexts = {
  tasksTitle: 'Tasks',
  noTasks: 'No tasks yet. Add one, or start from a template.',
  emptySection: 'No tasks in this section.',
  noComments: 'No comments yet.',
  weddingDay: 'Wedding day',
  runOfShow: 'Wedding-day run-of-show',
  noWeddingDayTasks: 'Nothing planned for the day yet.',
  noEvents: 'Nothing on this day.',
  templatesTitle: 'Templates',
  taskUpdated: (title: string) => `“${title}” was updated.`,
} as const;

// ---------- Field schemas ----------

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const planDate = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .refine(isCalendarDate, { error: planningMessages.dateInvalid });
const optionalDate = z.preprocess(blankToNull, planDate.nullable());
const time = z
  .string({ error: planningMessages.timeInvalid })
  .trim()
  .regex(TIME, { error: planningMessages.timeInvalid });
const optionalTime = z.preprocess(blankToNull, time.nullable());
const optionalText = (max: number, error: string) =>
  z.preprocess((v) => (v === null ? '' : v), z.string({ error }).trim().max(max, { error }));
const status = z.enum(TASK_STATUSES, { error: planningMessages.statusInvalid });
const position = z
  .number({ error: planningMessages.positionInvalid })
  .int({ error: planningMessages.positionInvalid })
  .min(0, { error: planningMessages.positionInvalid })
  .max(1_000_000, { error: planningMessages.positionInvalid });
const id = (error: string) => z.string({ error }).trim().min(1, { error });
const assignees = z
  .array(id(planningMessages.assigneesInvalid), { error: planningMessages.assigneesInvalid })
  .max(PLANNING_LIMITS.assignees, { error: planningMessages.tooManyAssignees });
const sectionName = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(PLANNING_LIMITS.sectionName, { error: planningMessages.sectionNameTooLong });
const notes = optionalText(PLANNING_LIMITS.notes, planningMessages.notesTooLong);
const place = optionalText(PLANNING_LIMITS.place, planningMessages.placeTooLong);

/** `account` names the wedding (id or slug) of a write on a collection such as `/tasks/`. */
export const accountField = z.string({ error: planningMessages.accountRequired }).trim().min(1, {
  error: planningMessages.accountRequired,
});
export const accountRef = z.object({ account: accountField });
export const applyTemplateBody = z.object({ account: accountField, today: planDate.optional() });

const atLeastOne = (o: Record<string, unknown>) => Object.values(o).some((v) => v !== undefined);

// ---------- Bodies ----------

export const taskCreateBody = z.object({
  account: accountField,
  section: id(planningMessages.sectionInvalid),
  title: requiredText,
  notes: notes.optional(),
  due_date: optionalDate.optional(),
  status: status.optional(),
  assignees: assignees.optional(),
  position: position.optional(),
  /** Dropped onto the board from the common tasks: the dropping client shows it already. */
  via: z.literal('drag_and_drop').optional(),
});
export type TaskCreateBody = z.input<typeof taskCreateBody>;

export const taskUpdateBody = z
  .object({
    title: requiredText,
    notes,
    due_date: optionalDate,
    status,
    assignees,
    section: id(planningMessages.sectionInvalid),
    position,
  })
  .partial()
  .refine(atLeastOne, { error: planningMessages.nothingToChange });
export type TaskUpdateBody = z.input<typeof taskUpdateBody>;

export const taskStatusBody = z.object({ status });

export const sectionCreateBody = z.object({ account: accountField, name: sectionName, position: position.optional() });
export const sectionUpdateBody = z
  .object({ name: sectionName, position })
  .partial()
  .refine(atLeastOne, { error: planningMessages.nothingToChange });

export const commentBody = z.object({
  text: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(PLANNING_LIMITS.comment, { error: planningMessages.commentTooLong }),
});

export const weddingDayTaskCreateBody = z.object({
  account: accountField,
  time: optionalTime.optional(),
  title: requiredText,
  place: place.optional(),
  notes: notes.optional(),
  assignees: assignees.optional(),
  position: position.optional(),
});
export type WeddingDayTaskCreateBody = z.input<typeof weddingDayTaskCreateBody>;

export const weddingDayTaskUpdateBody = z
  .object({ time: optionalTime, title: requiredText, place, notes, assignees })
  .partial()
  .refine(atLeastOne, { error: planningMessages.nothingToChange });

export const reorderBody = z.object({
  ids: z
    .array(id(planningMessages.idsInvalid), { error: planningMessages.idsInvalid })
    .max(PLANNING_LIMITS.weddingDayTasks, { error: planningMessages.idsInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: planningMessages.idsInvalid }),
});

const endAfterStart = (o: { start_time?: string | null; end_time?: string | null }) =>
  !o.start_time || !o.end_time || o.end_time > o.start_time;
const eventFields = {
  title: requiredText,
  date: planDate,
  start_time: optionalTime,
  end_time: optionalTime,
  place,
  notes,
};
export const eventCreateBody = z
  .object({ account: accountField, ...eventFields })
  .partial({ start_time: true, end_time: true, place: true, notes: true })
  .refine(endAfterStart, { error: planningMessages.endBeforeStart, path: ['end_time'] });
export type EventCreateBody = z.input<typeof eventCreateBody>;
export const eventUpdateBody = z
  .object(eventFields)
  .partial()
  .refine(atLeastOne, { error: planningMessages.nothingToChange })
  .refine(endAfterStart, { error: planningMessages.endBeforeStart, path: ['end_time'] });

export const calendarQuery = z
  .object({ from: planDate, to: planDate })
  .refine((q) => q.from <= q.to && !LocalDate.parse(q.to).isAfter(LocalDate.parse(q.from).plusDays(62)), {
    error: planningMessages.rangeInvalid,
    path: ['to'],
  });

// ---------- Shapes ----------

export interface TaskSection {
  id: string;
  account: string;
  name: string;
  position: number;
  template: string | null;
  created_at: string;
  [field: string]: unknown;
}

export interface Task {
  id: string;
  account: string;
  section: string;
  title: string;
  notes: string;
  due_date: string | null;
  status: TaskStatus;
  position: number;
  assignees: string[];
  comments_count: number;
  template_task: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  [field: string]: unknown;
}

export interface WeddingDayTask {
  id: string;
  account: string;
  time: string | null;
  title: string;
  place: string;
  notes: string;
  position: number;
  assignees: string[];
  comments_count: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export type CommentAuthor = Pick<PublicPerson, 'id' | 'slug' | 'full_name' | 'image'>;

export interface TaskComment {
  id: string;
  account: string;
  /** Exactly one of `task` and `wedding_day_task` is set. */
  task: string | null;
  wedding_day_task: string | null;
  author: CommentAuthor;
  text: string;
  created_at: string;
  updated_at: string;
  edited: boolean;
  [field: string]: unknown;
}

export interface WeddingEvent {
  id: string;
  account: string;
  title: string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  place: string;
  notes: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export interface TemplateTask {
  key: string;
  title: string;
  notes: string;
  /** How long before the wedding day the task should be done by (negative: after the day). */
  months_before: number;
  days_before: number;
}

export interface TemplateSection {
  key: string;
  name: string;
  tasks: TemplateTask[];
}

export interface TemplateSummary {
  id: string;
  name: string;
  description: string;
  sections_count: number;
  tasks_count: number;
}

export interface Template extends TemplateSummary {
  sections: TemplateSection[];
}

export interface CommonTask extends TemplateTask {
  id: string;
  template: string;
  section: string;
}

export interface TemplateApplied {
  template: string;
  sections_created: number;
  tasks_created: number;
  tasks_skipped: number;
}

/** What the calendar shows between two dates. */
export interface CalendarFeed {
  account: string;
  from: string;
  to: string;
  wedding_date: string;
  events: WeddingEvent[];
  tasks: Pick<Task, 'id' | 'title' | 'due_date' | 'status' | 'section'>[];
}

// ---------- Rules ----------

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
  const day = LocalDate.parse(due);
  const now = LocalDate.parse(today);
  if (day.isBefore(now)) return 'overdue';
  const weekEnd = now.with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY));
  if (!day.isAfter(weekEnd)) return 'this_week';
  if (day.year() === now.year() && day.monthValue() === now.monthValue()) return 'this_month';
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
  const due = LocalDate.parse(weddingDate).minusMonths(before.months_before).minusDays(before.days_before);
  const now = LocalDate.parse(today);
  return (due.isBefore(now) ? now : due).toString();
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
  const first = LocalDate.parse(day).withDayOfMonth(1);
  const start = first.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
  const last = first.with(TemporalAdjusters.lastDayOfMonth());
  const end = last.with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY));
  const out: string[] = [];
  for (let d = start; !d.isAfter(end); d = d.plusDays(1)) out.push(d.toString());
  return out;
}
