import { defineArea } from '../area';
import { missingPlanning, type PlanningWorld, planningWorld } from '../planningWorld';
import { members } from '../roles';

// The wedding calendar: what a month shows, and the wedding's own events. Members only.

export default defineArea<PlanningWorld>({
  arrange: planningWorld,
  missing: { as: 'member', world: missingPlanning },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/events/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/events/?from=2031-06-01&to=2031-06-30`,
      expected: members(200),
    },
    {
      method: 'GET',
      route: '/api/v1/account-events/',
      url: (w) => `/api/v1/account-events/?account=${w.wedding.slug}`,
      expected: members(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-events/',
      url: () => '/api/v1/account-events/',
      body: (w) => ({ account: w.wedding.id, title: 'Rehearsal', date: '2031-06-13' }),
      expected: members(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/account-events/:id/',
      url: (w) => `/api/v1/account-events/${w.event.id}/`,
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/account-events/:id/',
      url: (w) => `/api/v1/account-events/${w.event.id}/`,
      body: () => ({ place: 'Chapel' }),
      expected: members(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-events/:id/',
      url: (w) => `/api/v1/account-events/${w.event.id}/`,
      expected: members(204),
      events: 1,
    },
  ],
});
