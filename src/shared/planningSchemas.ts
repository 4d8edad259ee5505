import { z } from 'zod';
import { daysBetween } from './calendarDate';
import { fieldMessages as m } from './messages';
import { PLANNING_LIMITS, planningMessages, TASK_STATUSES } from './planningText';
import { requiredText } from './schemas';
import { isCalendarDate } from './weddings';

// Planning's request bodies and query, with the spec's field messages.

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
/** `skip`: the template's task keys the couple unticked in the preview; the rest are added. */
export const applyTemplateBody = z.object({
  account: accountField,
  today: planDate.optional(),
  skip: z.array(z.string().max(100)).max(500).optional(),
});

/** Whether the item shows in the schedule of the wedding's public website. */
const onWebsite = z.boolean({ error: planningMessages.publicInvalid });
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
  public: onWebsite.optional(),
});
export type WeddingDayTaskCreateBody = z.input<typeof weddingDayTaskCreateBody>;

const dayFlag = z.boolean({ error: planningMessages.flagInvalid });
/** The version the change was made from (issue 37); `If-Match` says the same. Not a change by itself. */
export const versionField = z.number({ error: planningMessages.versionInvalid }).int().min(1);
export const weddingDayTaskUpdateBody = z
  .object({
    time: optionalTime,
    title: requiredText,
    place,
    notes,
    assignees,
    public: onWebsite,
    done: dayFlag,
    notes_private: dayFlag,
    version: versionField,
  })
  .partial()
  .refine(({ version: _v, ...change }) => atLeastOne(change), { error: planningMessages.nothingToChange });

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
  public: onWebsite,
};
export const eventCreateBody = z
  .object({ account: accountField, ...eventFields })
  .partial({ start_time: true, end_time: true, place: true, notes: true, public: true })
  .refine(endAfterStart, { error: planningMessages.endBeforeStart, path: ['end_time'] });
export type EventCreateBody = z.input<typeof eventCreateBody>;
export const eventUpdateBody = z
  .object(eventFields)
  .partial()
  .refine(atLeastOne, { error: planningMessages.nothingToChange })
  .refine(endAfterStart, { error: planningMessages.endBeforeStart, path: ['end_time'] });

const withinRange = (from: string, to: string) => from <= to && daysBetween(from, to) <= 62;

export const calendarQuery = z
  .object({ from: planDate, to: planDate })
  // Zod runs this even when a date above failed its own check; only two real dates can make a range.
  .refine((q) => !isCalendarDate(q.from) || !isCalendarDate(q.to) || withinRange(q.from, q.to), {
    error: planningMessages.rangeInvalid,
    path: ['to'],
  });

/** A task as the API answers it, field by field (issue 33), for the document at /api/openapi.json. */
export const taskSchema = z
  .object({
    id: z.string(),
    version: z.number().int().describe('Sent back as If-Match; a stale one is refused with a 409.'),
    account: z.string().describe('The wedding.'),
    section: z.string(),
    title: z.string(),
    notes: z.string(),
    due_date: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    position: z.number().int(),
    assignees: z.array(z.string()),
    comments_count: z.number().int(),
    template_task: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Task' });
