import type { TaskStatus } from './planningText';
import type { PublicPerson } from './weddings';

// The planning shapes the API returns.

export interface TaskSection {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  name: string;
  position: number;
  template: string | null;
  created_at: string;
  [field: string]: unknown;
}

export interface Task {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
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
  /** Shown in the schedule of the wedding's public website. */
  public: boolean;
  done: boolean;
  /** The notes are for members only: a shared run sheet leaves them out. */
  notes_private: boolean;
  /** Bumped by every update; an update from an older version is a 409. */
  version: number;
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
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
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
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  title: string;
  date: string;
  start_time: string | null;
  end_time: string | null;
  place: string;
  notes: string;
  /** Shown in the schedule of the wedding's public website. */
  public: boolean;
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
