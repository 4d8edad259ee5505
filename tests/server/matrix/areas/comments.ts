import { defineArea, type Row } from '../area';
import { missingPlanning, type PlanningWorld, planningWorld } from '../planningWorld';
import { members, signedIn } from '../roles';

// Comments on tasks and on wedding-day tasks: members read and write them; a comment is changed by its author alone
// (the committee member wrote both in the world, so the couple is refused too).

const author = (status: number) => ({ ...members(status), couple: 403 });

type Kind = { things: string; comments: string; on: (w: PlanningWorld) => string; one: (w: PlanningWorld) => string };

const KINDS: Kind[] = [
  { things: 'tasks', comments: 'task-comments', on: (w) => w.task.id, one: (w) => w.comment.id },
  {
    things: 'wedding-day-tasks',
    comments: 'wedding-day-task-comments',
    on: (w) => w.dayTask.id,
    one: (w) => w.dayComment.id,
  },
];

const rowsOf = ({ things, comments, on, one }: Kind): Row<PlanningWorld>[] => [
  {
    method: 'GET',
    route: `/api/v1/${things}/:id/comments/`,
    url: (w) => `/api/v1/${things}/${on(w)}/comments/`,
    expected: members(200),
  },
  {
    method: 'POST',
    route: `/api/v1/${things}/:id/comments/`,
    url: (w) => `/api/v1/${things}/${on(w)}/comments/`,
    body: () => ({ text: 'Hi' }),
    expected: members(201),
    events: 1,
  },
  {
    method: 'GET',
    route: `/api/v1/${comments}/:id/`,
    url: (w) => `/api/v1/${comments}/${one(w)}/`,
    expected: members(200),
  },
  {
    method: 'PATCH',
    route: `/api/v1/${comments}/:id/`,
    url: (w) => `/api/v1/${comments}/${one(w)}/`,
    body: () => ({ text: 'Edited' }),
    expected: author(200),
    events: 1,
  },
  {
    method: 'DELETE',
    route: `/api/v1/${comments}/:id/`,
    url: (w) => `/api/v1/${comments}/${one(w)}/`,
    expected: author(204),
    events: 1,
  },
];

export default defineArea<PlanningWorld>({
  arrange: planningWorld,
  missing: { as: 'member', world: missingPlanning },
  rows: [
    ...KINDS.flatMap(rowsOf),
    // A wedding-day comment is not a task comment by another address, nor the other way round: unknown to everyone.
    {
      method: 'GET',
      route: '/api/v1/wedding-day-task-comments/:id/',
      url: (w) => `/api/v1/wedding-day-task-comments/${w.comment.id}/`,
      expected: signedIn(404),
    },
    {
      method: 'DELETE',
      route: '/api/v1/task-comments/:id/',
      url: (w) => `/api/v1/task-comments/${w.dayComment.id}/`,
      expected: signedIn(404),
    },
  ],
});
