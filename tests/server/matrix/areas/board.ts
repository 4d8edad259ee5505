import { defineArea } from '../area';
import { missingPlanning, type PlanningWorld, planningWorld } from '../planningWorld';
import { coupleOnly, members } from '../roles';

// The task board: sections and tasks. Members work on everything; the couple alone deletes a section (and its tasks).

export default defineArea<PlanningWorld>({
  arrange: planningWorld,
  missing: { as: 'member', world: missingPlanning },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/tasks/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/tasks/`,
      expected: members(200),
    },
    {
      method: 'GET',
      route: '/api/v1/account-sections/',
      url: (w) => `/api/v1/account-sections/?account=${w.wedding.id}`,
      expected: members(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-sections/',
      url: () => '/api/v1/account-sections/',
      body: (w) => ({ account: w.wedding.id, name: 'Music' }),
      expected: members(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/account-sections/:id/',
      url: (w) => `/api/v1/account-sections/${w.section.id}/`,
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/account-sections/:id/',
      url: (w) => `/api/v1/account-sections/${w.section.id}/`,
      body: () => ({ name: 'Renamed' }),
      expected: members(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-sections/:id/',
      url: (w) => `/api/v1/account-sections/${w.section.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/tasks/',
      url: () => '/api/v1/tasks/',
      body: (w) => ({ account: w.wedding.id, section: w.section.id, title: 'Flowers' }),
      expected: members(201),
      events: 1,
    },
    { method: 'GET', route: '/api/v1/tasks/:id/', url: (w) => `/api/v1/tasks/${w.task.id}/`, expected: members(200) },
    {
      method: 'PATCH',
      route: '/api/v1/tasks/:id/',
      url: (w) => `/api/v1/tasks/${w.task.id}/`,
      body: () => ({ title: 'Renamed' }),
      expected: members(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/tasks/:id/',
      url: (w) => `/api/v1/tasks/${w.task.id}/`,
      expected: members(204),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/tasks/:id/update-status/',
      url: (w) => `/api/v1/tasks/${w.task.id}/update-status/`,
      body: () => ({ status: 'done' }),
      expected: members(200),
      events: 1,
    },
  ],
});
