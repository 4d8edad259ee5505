import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Task, TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from '../../src/shared/planning';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, eventsAfter, lastEventId } from './planningSupport';
import { addFollow, addMember, setUpWedding } from './weddingsSupport';

// The authorization matrix of the planning API: every endpoint, called by every kind of user, on a fresh wedding.
// Members work on everything; the couple alone applies templates and deletes sections; nobody else gets in, and a
// refused write leaves no event behind.

const ROLES = ['anonymous', 'stranger', 'requested', 'follower', 'member', 'couple', 'otherCouple'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

interface World {
  wedding: Wedding;
  section: TaskSection;
  task: Task;
  comment: TaskComment;
  dayTask: WeddingDayTask;
  dayComment: TaskComment;
  event: WeddingEvent;
}

interface Endpoint {
  method: InjectOptions['method'];
  route: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expected: Expected;
}

const members = (status: number): Expected => ({
  anonymous: 401,
  stranger: 403,
  requested: 403,
  follower: 403,
  member: status,
  couple: status,
  otherCouple: 403,
});
const coupleOnly = (status: number): Expected => ({ ...members(status), member: 403 });
// Comments are changed by their author alone; the couple is not the author of the member's comment.
const author = (status: number): Expected => ({ ...members(status), couple: 403 });

let server: TestServer;
const users = {} as Record<Exclude<Role, 'anonymous'>, SignedUp>;

const endpoints: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/v1/accounts/:id/tasks/',
    url: (w) => `/api/v1/accounts/${w.wedding.id}/tasks/`,
    expected: members(200),
  },
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
    method: 'GET',
    route: '/api/v1/accounts/:id/events/',
    url: (w) => `/api/v1/accounts/${w.wedding.id}/events/?from=2031-06-01&to=2031-06-30`,
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
  },
  {
    method: 'DELETE',
    route: '/api/v1/account-sections/:id/',
    url: (w) => `/api/v1/account-sections/${w.section.id}/`,
    expected: coupleOnly(204),
  },
  {
    method: 'POST',
    route: '/api/v1/tasks/',
    url: () => '/api/v1/tasks/',
    body: (w) => ({ account: w.wedding.id, section: w.section.id, title: 'Flowers' }),
    expected: members(201),
  },
  { method: 'GET', route: '/api/v1/tasks/:id/', url: (w) => `/api/v1/tasks/${w.task.id}/`, expected: members(200) },
  {
    method: 'PATCH',
    route: '/api/v1/tasks/:id/',
    url: (w) => `/api/v1/tasks/${w.task.id}/`,
    body: () => ({ title: 'Renamed' }),
    expected: members(200),
  },
  { method: 'DELETE', route: '/api/v1/tasks/:id/', url: (w) => `/api/v1/tasks/${w.task.id}/`, expected: members(204) },
  {
    method: 'POST',
    route: '/api/v1/tasks/:id/update-status/',
    url: (w) => `/api/v1/tasks/${w.task.id}/update-status/`,
    body: () => ({ status: 'done' }),
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/v1/tasks/:id/comments/',
    url: (w) => `/api/v1/tasks/${w.task.id}/comments/`,
    expected: members(200),
  },
  {
    method: 'POST',
    route: '/api/v1/tasks/:id/comments/',
    url: (w) => `/api/v1/tasks/${w.task.id}/comments/`,
    body: () => ({ text: 'Hi' }),
    expected: members(201),
  },
  {
    method: 'GET',
    route: '/api/v1/task-comments/:id/',
    url: (w) => `/api/v1/task-comments/${w.comment.id}/`,
    expected: members(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/task-comments/:id/',
    url: (w) => `/api/v1/task-comments/${w.comment.id}/`,
    body: () => ({ text: 'Edited' }),
    expected: author(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/task-comments/:id/',
    url: (w) => `/api/v1/task-comments/${w.comment.id}/`,
    expected: author(204),
  },
  {
    method: 'POST',
    route: '/api/v1/wedding-day-tasks/',
    url: () => '/api/v1/wedding-day-tasks/',
    body: (w) => ({ account: w.wedding.id, title: 'First dance', time: '21:00' }),
    expected: members(201),
  },
  {
    method: 'POST',
    route: '/api/v1/wedding-day-tasks/reorder/',
    url: () => '/api/v1/wedding-day-tasks/reorder/',
    body: (w) => ({ account: w.wedding.id, ids: [w.dayTask.id] }),
    expected: members(200),
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
  },
  {
    method: 'DELETE',
    route: '/api/v1/wedding-day-tasks/:id/',
    url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/`,
    expected: members(204),
  },
  {
    method: 'GET',
    route: '/api/v1/wedding-day-tasks/:id/comments/',
    url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/comments/`,
    expected: members(200),
  },
  {
    method: 'POST',
    route: '/api/v1/wedding-day-tasks/:id/comments/',
    url: (w) => `/api/v1/wedding-day-tasks/${w.dayTask.id}/comments/`,
    body: () => ({ text: 'Hi' }),
    expected: members(201),
  },
  {
    method: 'GET',
    route: '/api/v1/wedding-day-task-comments/:id/',
    url: (w) => `/api/v1/wedding-day-task-comments/${w.dayComment.id}/`,
    expected: members(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/wedding-day-task-comments/:id/',
    url: (w) => `/api/v1/wedding-day-task-comments/${w.dayComment.id}/`,
    body: () => ({ text: 'Edited' }),
    expected: author(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/wedding-day-task-comments/:id/',
    url: (w) => `/api/v1/wedding-day-task-comments/${w.dayComment.id}/`,
    expected: author(204),
  },
  {
    method: 'POST',
    route: '/api/v1/templates/:id/apply/',
    url: () => '/api/v1/templates/classic-checklist/apply/',
    body: (w) => ({ account: w.wedding.id }),
    expected: coupleOnly(200),
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
  },
  {
    method: 'DELETE',
    route: '/api/v1/account-events/:id/',
    url: (w) => `/api/v1/account-events/${w.event.id}/`,
    expected: members(204),
  },
];

beforeAll(async () => {
  server = await startTestServer();
  const names = ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous');
  const signed = await Promise.all(names.map((name) => signUp(server, { first_name: name })));
  names.forEach((name, i) => {
    users[name] = signed[i]!;
  });
  await setUpWedding(server, users.otherCouple.access_token);
});
afterAll(() => server.close());

async function arrange(): Promise<World> {
  const a = api(server);
  const token = users.member.access_token;
  const wedding = await setUpWedding(server, users.couple.access_token);
  await addMember(server, wedding.id, users.member.user.id, 'planner');
  await addFollow(server, wedding.id, users.requested.user.id, 'requested');
  await addFollow(server, wedding.id, users.follower.user.id, 'approved');
  const section = await a.section(token, wedding.id, 'Venue');
  const task = await a.task(token, { account: wedding.id, section: section.id });
  const comment = await a.comment(token, `/api/v1/tasks/${task.id}/comments/`);
  const dayTask = await a.dayTask(token, { account: wedding.id });
  const dayComment = await a.comment(token, `/api/v1/wedding-day-tasks/${dayTask.id}/comments/`);
  const event = await a.event(token, { account: wedding.id, date: '2031-06-01' });
  return { wedding, section, task, comment, dayTask, dayComment, event };
}

function request(endpoint: Endpoint, world: World, role: Role) {
  const body = endpoint.body?.(world);
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.url(world),
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    headers: role === 'anonymous' ? {} : bearer(users[role].access_token),
  });
}

describe('every planning endpoint with every role', () => {
  const cases = endpoints.flatMap((endpoint) =>
    ROLES.map((role) => ({ endpoint, role, status: endpoint.expected[role] })),
  );
  // Reads and refused calls change nothing, so they share one world; each allowed write gets its own.
  let shared: Promise<World> | undefined;
  test.each(cases)('$endpoint.method $endpoint.route as $role → $status', async ({ endpoint, role, status }) => {
    const changes = endpoint.method !== 'GET' && status < 400;
    shared ??= arrange();
    const world = changes ? await arrange() : await shared;
    const before = await lastEventId(server);
    const res = await request(endpoint, world, role);
    if (status >= 400) {
      expectProblem(res, status);
      expect(await eventsAfter(server, before), 'a refused request writes no event').toEqual([]);
    } else {
      expect(res.statusCode, res.body).toBe(status);
      // A write the caller may make writes exactly one event; a read writes none.
      const written = (await eventsAfter(server, before)).length;
      expect(written).toBe(endpoint.method === 'GET' ? 0 : 1);
    }
  });

  test.each(endpoints)('$method $route exists as registered', ({ method, route }) => {
    expect(server.app.hasRoute({ method: method as 'GET', url: route })).toBe(true);
  });
});

describe('things that do not exist', () => {
  const MISSING = '00000000-0000-4000-8000-000000000000';
  let world: World;
  beforeAll(async () => {
    world = await arrange();
  });
  test.each(endpoints.filter((e) => e.route.includes(':id')))('$method $route is a 404 for a member', async (e) => {
    const missing: World = {
      ...world,
      wedding: { ...world.wedding, id: MISSING, slug: 'no-such-wedding' },
      section: { ...world.section, id: MISSING },
      task: { ...world.task, id: MISSING },
      comment: { ...world.comment, id: MISSING },
      dayTask: { ...world.dayTask, id: 'not-a-uuid' },
      dayComment: { ...world.dayComment, id: MISSING },
      event: { ...world.event, id: MISSING },
    };
    expectProblem(await request(e, missing, 'member'), 404);
  });

  test('a task comment is not found by the wedding-day comment address, nor the other way round', async () => {
    const token = users.member.access_token;
    const a = api(server);
    expectProblem(await a.call(token, 'GET', `/api/v1/wedding-day-task-comments/${world.comment.id}/`), 404);
    expectProblem(await a.call(token, 'DELETE', `/api/v1/task-comments/${world.dayComment.id}/`), 404);
  });

  test('an unknown template is a 404, for the couple too', async () => {
    const res = await api(server).call(users.couple.access_token, 'POST', '/api/v1/templates/nope/apply/', {
      account: world.wedding.id,
    });
    expectProblem(res, 404);
  });
});
