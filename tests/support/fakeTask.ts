import type { Task } from '../../src/shared/planning';

/** A task as the API shows it; the socket only carries it, so its fields need not be in the database. */
export const fakeTask = (weddingId: string, id: string, title: string): Task => ({
  id,
  version: 1,
  account: weddingId,
  section: 'section-1',
  title,
  notes: '',
  due_date: null,
  status: 'todo',
  position: 0,
  assignees: [],
  comments_count: 0,
  template_task: null,
  created_by: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  completed_at: null,
});
