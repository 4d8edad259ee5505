import { weddingMessages } from './weddings';

// Planning's words and limits: task statuses, the limits of one wedding's plan, field messages and page texts.

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
  publicInvalid: 'Say yes or no to showing this on the website.',
  flagInvalid: 'Say yes or no.',
  versionInvalid: 'Give the version you changed, a whole number from 1.',
  staleVersion: 'Someone changed this item after you opened it. Here is what it says now.',
  ifMatchInvalid: 'If-Match names a version this item never had.',
  idempotencyReused: 'This Idempotency-Key was already used for another request.',
  noTask: 'No task has that id.',
  noSection: 'No section has that id.',
  noEvent: 'No event has that id.',
  noWeddingDayTask: 'No wedding-day task has that id.',
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
