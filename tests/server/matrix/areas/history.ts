import type { HistoryEntry } from '../../../../src/shared/history';
import type { Page } from '../../../../src/shared/types';
import { call } from '../../weddingsSupport';
import { defineArea, MISSING_ID } from '../area';
import { missingPlanning, type PlanningWorld, planningWorld } from '../planningWorld';
import { members, signedIn } from '../roles';

// A wedding's history (issue 34): members read it (each entry shaped for its reader) and record their visits; anyone
// who may edit an item undoes its last change. Followers, linked vendors and strangers get nothing.

interface HistoryWorld extends PlanningWorld {
  /** The member's rename of the world's task: its last change. */
  entry: string;
}

export default defineArea<HistoryWorld>({
  async arrange(ctx) {
    const world = await planningWorld(ctx);
    const token = ctx.users.member.access_token;
    await call(ctx.server, token, 'PATCH', `/api/v1/tasks/${world.task.id}/`, { title: 'Renamed for history' });
    const res = await call(
      ctx.server,
      token,
      'GET',
      `/api/v1/accounts/${world.wedding.id}/activity/?item=${world.task.id}`,
    );
    const [entry] = (res.json() as Page<HistoryEntry>).results;
    return { ...world, entry: entry!.id };
  },
  missing: { as: 'member', world: (w) => ({ ...missingPlanning(w), entry: MISSING_ID }) },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/activity/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/activity/?area=tasks`,
      expected: members(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/visits/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/visits/`,
      expected: members(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/seen/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/seen/`,
      body: () => ({ area: 'tasks' }),
      expected: members(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/history-entries/:id/undo/',
      url: (w) => `/api/v1/history-entries/${w.entry}/undo/`,
      expected: members(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/history-digest/',
      url: () => '/api/v1/users/me/history-digest/',
      expected: signedIn(200),
    },
    {
      method: 'PUT',
      route: '/api/v1/users/me/history-digest/',
      url: () => '/api/v1/users/me/history-digest/',
      body: () => ({ frequency: 'weekly' }),
      expected: signedIn(200),
      events: 0,
    },
  ],
});
