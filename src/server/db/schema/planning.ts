import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { version } from './version';
import { weddings } from './weddings';

// Planning: the task board (sections of ordered tasks), the wedding-day run-of-show, comments on both, and the
// wedding's calendar events. Positions are dense (0..n-1) within their list; every reorder rewrites them under the
// wedding's planning lock, and the unique indexes make a lost update impossible to miss.

export const taskSections = pgTable(
  'task_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** `{template}:{section}` when a template made (or adopted) it, so applying again reuses it. */
    templateKey: text('template_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_sections_position_idx').on(t.weddingId, t.position),
    uniqueIndex('task_sections_name_idx').on(t.weddingId, sql`lower(${t.name})`),
    uniqueIndex('task_sections_template_idx').on(t.weddingId, t.templateKey).where(sql`${t.templateKey} IS NOT NULL`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => taskSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: ['todo', 'in_progress', 'done'] })
      .notNull()
      .default('todo'),
    position: integer('position').notNull(),
    /** `{template}:{task}` for a task a template added: applying the template again skips it. */
    templateKey: text('template_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tasks_position_idx').on(t.sectionId, t.position),
    index('tasks_wedding_idx').on(t.weddingId, t.dueDate),
    uniqueIndex('tasks_template_idx').on(t.weddingId, t.templateKey).where(sql`${t.templateKey} IS NOT NULL`),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);

export const weddingDayTasks = pgTable(
  'wedding_day_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** `HH:MM` on the wedding day, or none yet. */
    time: text('time'),
    title: text('title').notNull(),
    place: text('place').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Shown in the schedule of the wedding's public website (its time, title and place; never the notes). */
    public: boolean('public').notNull().default(false),
    /** Ticked off on the day (issue 37). */
    done: boolean('done').notNull().default(false),
    /** Notes only members read: a run sheet shared by link leaves them out. */
    notesPrivate: boolean('notes_private').notNull().default(false),
    /** Bumped by every update: an edit made from an older copy is a 409 (If-Match or `version`). */
    version: integer('version').notNull().default(1),
    position: integer('position').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wedding_day_tasks_position_idx').on(t.weddingId, t.position)],
);

export const weddingDayTaskAssignees = pgTable(
  'wedding_day_task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => weddingDayTasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('wedding_day_task_assignees_user_idx').on(t.userId)],
);

// Comments on a task or on a wedding-day task (exactly one of the two).
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    weddingDayTaskId: uuid('wedding_day_task_id').references(() => weddingDayTasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_comments_task_idx').on(t.taskId, t.createdAt),
    index('task_comments_wedding_day_task_idx').on(t.weddingDayTaskId, t.createdAt),
    index('task_comments_wedding_idx').on(t.weddingId),
    check('task_comments_one_target', sql`num_nonnulls(${t.taskId}, ${t.weddingDayTaskId}) = 1`),
  ],
);

export const weddingEvents = pgTable(
  'wedding_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    place: text('place').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Shown in the schedule of the wedding's public website (its time, title and place; never the notes). */
    public: boolean('public').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wedding_events_date_idx').on(t.weddingId, t.date)],
);
