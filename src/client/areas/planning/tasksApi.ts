import type { CommentKind } from '../../../shared/comments';
import type {
  CommonTask,
  Task,
  TaskComment,
  TaskCreateBody,
  TaskSection,
  TaskStatus,
  TaskUpdateBody,
  Template,
  TemplateApplied,
  TemplateSummary,
  WeddingDayTask,
  WeddingDayTaskCreateBody,
} from '../../../shared/planning';
import type { RunSheet, RunSheetLink, RunSheetLinkBody } from '../../../shared/runSheet';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { allPages } from '../../http/paging';

const commentsOf = (kind: CommentKind, id: string) =>
  kind === 'task' ? `/api/v1/tasks/${id}/comments/` : `/api/v1/wedding-day-tasks/${id}/comments/`;
const comment = (kind: CommentKind, id: string) =>
  kind === 'task' ? `/api/v1/task-comments/${id}/` : `/api/v1/wedding-day-task-comments/${id}/`;
export const dayTaskUrl = (id: string) => `/api/v1/wedding-day-tasks/${id}/`;
const account = (id: string, rest: string) => `/api/v1/accounts/${encodeURIComponent(id)}/${rest}`;

// Calls of spec section 7 (Tasks, sections, wedding-day tasks, comments, templates), one function each.
function createTasksApi(http: Http) {
  return {
    board: (wedding: string, signal?: AbortSignal) => http<Page<Task>>(account(wedding, 'tasks/'), { signal }),
    sections: (wedding: string, signal?: AbortSignal) =>
      http<Page<TaskSection>>('/api/v1/account-sections/', { query: { account: wedding }, signal }),
    createSection: (wedding: string, name: string, position?: number) =>
      http<TaskSection>('/api/v1/account-sections/', { method: 'POST', body: { account: wedding, name, position } }),
    updateSection: (id: string, body: { name?: string; position?: number }, ifMatch?: number | null) =>
      http<TaskSection>(`/api/v1/account-sections/${id}/`, { method: 'PATCH', body, ifMatch }),
    section: (id: string) => http<TaskSection>(`/api/v1/account-sections/${id}/`),
    deleteSection: (id: string) => http<void>(`/api/v1/account-sections/${id}/`, { method: 'DELETE' }),

    createTask: (body: TaskCreateBody) => http<Task>('/api/v1/tasks/', { method: 'POST', body }),
    updateTask: (id: string, body: TaskUpdateBody, ifMatch?: number | null) =>
      http<Task>(`/api/v1/tasks/${id}/`, { method: 'PATCH', body, ifMatch }),
    task: (id: string) => http<Task>(`/api/v1/tasks/${id}/`),
    setStatus: (id: string, status: TaskStatus) =>
      http<Task>(`/api/v1/tasks/${id}/update-status/`, { method: 'POST', body: { status } }),
    deleteTask: (id: string) => http<void>(`/api/v1/tasks/${id}/`, { method: 'DELETE' }),

    comments: (kind: CommentKind, id: string, signal?: AbortSignal) =>
      allPages(http, http<Page<TaskComment>>(commentsOf(kind, id), { signal }), signal),
    addComment: (kind: CommentKind, id: string, text: string) =>
      http<TaskComment>(commentsOf(kind, id), { method: 'POST', body: { text } }),
    oneComment: (kind: CommentKind, id: string) => http<TaskComment>(comment(kind, id)),
    editComment: (kind: CommentKind, id: string, text: string, ifMatch?: number | null) =>
      http<TaskComment>(comment(kind, id), { method: 'PATCH', body: { text }, ifMatch }),
    deleteComment: (kind: CommentKind, id: string) => http<void>(comment(kind, id), { method: 'DELETE' }),

    day: (wedding: string, signal?: AbortSignal) =>
      http<Page<WeddingDayTask>>(account(wedding, 'wedding-day-tasks/'), { signal }),
    createDayTask: (body: WeddingDayTaskCreateBody) =>
      http<WeddingDayTask>('/api/v1/wedding-day-tasks/', { method: 'POST', body }),
    updateDayTask: (
      id: string,
      body: Partial<Omit<WeddingDayTaskCreateBody, 'account' | 'position'>> & {
        done?: boolean;
        notes_private?: boolean;
        version?: number;
      },
      /** Sent again from the offline queue with the same key, the change is made once (issue 37). */
      idempotencyKey?: string,
    ) => http<WeddingDayTask>(dayTaskUrl(id), { method: 'PATCH', body, idempotencyKey }),
    deleteDayTask: (id: string) => http<void>(`/api/v1/wedding-day-tasks/${id}/`, { method: 'DELETE' }),
    reorderDay: (wedding: string, ids: string[]) =>
      http<Page<WeddingDayTask>>('/api/v1/wedding-day-tasks/reorder/', {
        method: 'POST',
        body: { account: wedding, ids },
      }),

    // Issue 37: the run sheet a private link opens (no account), and the couple's links.
    runSheet: (token: string, signal?: AbortSignal) =>
      http<RunSheet>(`/api/v1/run-sheet/${encodeURIComponent(token)}/`, { signal }),
    runSheetLinks: (wedding: string, signal?: AbortSignal) =>
      http<Page<RunSheetLink>>('/api/v1/run-sheet-links/', { query: { account: wedding }, signal }),
    createRunSheetLink: (body: RunSheetLinkBody & { account: string }) =>
      http<RunSheetLink>('/api/v1/run-sheet-links/', { method: 'POST', body }),
    revokeRunSheetLink: (id: string) => http<void>(`/api/v1/run-sheet-links/${id}/`, { method: 'DELETE' }),

    templates: () => allPages(http, http<Page<TemplateSummary>>('/api/v1/templates/')),
    template: (id: string, signal?: AbortSignal) => http<Template>(`/api/v1/templates/${id}/`, { signal }),
    commonTasks: (signal?: AbortSignal) =>
      allPages(http, http<Page<CommonTask>>('/api/v1/common-tasks/', { signal }), signal),
    applyTemplate: (id: string, wedding: string, today: string, skip: string[] = []) =>
      http<TemplateApplied>(`/api/v1/templates/${id}/apply/`, {
        method: 'POST',
        body: { account: wedding, today, skip },
      }),
  };
}

export type TasksApi = ReturnType<typeof createTasksApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const tasksApi = part('tasks', createTasksApi);
