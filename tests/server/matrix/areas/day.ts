import { defineArea } from '../area';
import { missingPlanning, type PlanningWorld, planningWorld } from '../planningWorld';
import { members } from '../roles';

// The run-of-show of the wedding day, for the members.

export default defineArea<PlanningWorld>({
  arrange: planningWorld,
  missing: { as: 'member', world: missingPlanning },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/wedding-day-tasks/',
      url: (w) => `/api/v1/accounts/${w.wedding.slug}/wedding-day-tasks/`,
      expected: members(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/wedding-day-tasks-assigned-users/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/wedding-day-tasks-assigned-users/`,
      expected: members(200),
    },
    {
      method: 'POST',
      route: '/api/v1/wedding-day-tasks/',
      url: () => '/api/v1/wedding-day-tasks/',
      body: (w) => ({ account: w.wedding.id, title: 'First dance', time: '21:00' }),
      expected: members(201),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/wedding-day-tasks/reorder/',
      url: () => '/api/v1/wedding-day-tasks/reorder/',
      body: (w) => ({ account: w.wedding.id, ids: [w.dayTask.id] }),
      expected: members(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/wedding-day-tasks/:id/',
      url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/`,
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/wedding-day-tasks/:id/',
      url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/`,
      body: () => ({ place: 'Garden' }),
      expected: members(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/wedding-day-tasks/:id/',
      url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/`,
      expected: members(204),
      events: 1,
    },
  ],
});
