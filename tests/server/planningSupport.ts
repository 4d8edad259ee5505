import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Task, TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from '../../src/shared/planning';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { addFollow, addMember, call, setUpWedding } from './weddingsSupport';

// Helpers the planning test files share: the people around one wedding, the planning calls, and the event log.

export interface People {
  couple: SignedUp;
  member: SignedUp;
  /** A second committee member, to see another's comment refused. */
  other: SignedUp;
  follower: SignedUp;
  stranger: SignedUp;
}

/** Signs the five people up once per file (argon2 is slow); weddings are cheap and made per test. */
export async function signUpPeople(server: TestServer): Promise<People> {
  const [couple, member, other, follower, stranger] = await Promise.all(
    ['Cora', 'Milo', 'Oona', 'Finn', 'Sami'].map((first_name) => signUp(server, { first_name })),
  );
  return { couple: couple!, member: member!, other: other!, follower: follower!, stranger: stranger! };
}

/** A wedding of `people.couple` with the member and other on its committee and the follower approved. */
export async function planningWedding(server: TestServer, people: People, date = '2031-06-14'): Promise<Wedding> {
  const wedding = await setUpWedding(server, people.couple.access_token, { date });
  await addMember(server, wedding.id, people.member.user.id, 'planner');
  await addMember(server, wedding.id, people.other.user.id, 'family');
  await addFollow(server, wedding.id, people.follower.user.id, 'approved');
  return wedding;
}

export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return (status === 204 ? undefined : res.json()) as T;
}

export const api = (server: TestServer) => ({
  call: (token: string | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    call(server, token, method, url, payload),
  async section(token: string, account: string, name: string, position?: number): Promise<TaskSection> {
    return ok(await call(server, token, 'POST', '/api/v1/account-sections/', { account, name, position }), 201);
  },
  async task(token: string, body: Record<string, unknown>): Promise<Task> {
    return ok(await call(server, token, 'POST', '/api/v1/tasks/', { title: 'A task', ...body }), 201);
  },
  async board(token: string, account: string): Promise<Task[]> {
    return ok<{ results: Task[] }>(await call(server, token, 'GET', `/api/v1/accounts/${account}/tasks/`)).results;
  },
  async sections(token: string, account: string): Promise<TaskSection[]> {
    const res = await call(server, token, 'GET', `/api/v1/account-sections/?account=${account}`);
    return ok<{ results: TaskSection[] }>(res).results;
  },
  async dayTask(token: string, body: Record<string, unknown>): Promise<WeddingDayTask> {
    return ok(await call(server, token, 'POST', '/api/v1/wedding-day-tasks/', { title: 'Ceremony', ...body }), 201);
  },
  async day(token: string, account: string): Promise<WeddingDayTask[]> {
    const res = await call(server, token, 'GET', `/api/v1/accounts/${account}/wedding-day-tasks/`);
    return ok<{ results: WeddingDayTask[] }>(res).results;
  },
  async comment(token: string, url: string, text = 'Looks good'): Promise<TaskComment> {
    return ok(await call(server, token, 'POST', url, { text }), 201);
  },
  async event(token: string, body: Record<string, unknown>): Promise<WeddingEvent> {
    return ok(await call(server, token, 'POST', '/api/v1/account-events/', { title: 'Tasting', ...body }), 201);
  },
});

/** A planning wedding with two sections, "To do" and "Later", made by the member. */
export async function boardWedding(
  server: TestServer,
  people: People,
): Promise<{ wedding: Wedding; todo: TaskSection; later: TaskSection }> {
  const wedding = await planningWedding(server, people);
  const todo = await api(server).section(people.member.access_token, wedding.id, 'To do');
  const later = await api(server).section(people.member.access_token, wedding.id, 'Later');
  return { wedding, todo, later };
}

/** Titles of the run-of-show, in order, with their positions checked dense. */
export function dayTitles(list: WeddingDayTask[]): string[] {
  expect(list.map((t) => t.position)).toEqual(list.map((_, i) => i));
  return list.map((t) => t.title);
}

/** Titles of a section's tasks, in board order, with their positions checked dense. */
export function titlesIn(tasks: Task[], sectionId: string): string[] {
  const list = tasks.filter((t) => t.section === sectionId);
  expect(list.map((t) => t.position)).toEqual(list.map((_, i) => i));
  return list.map((t) => t.title);
}

export type LoggedEvent = {
  id: number;
  stream: string;
  action: string;
  wedding_id: string | null;
  data: Record<string, unknown>;
  /** The 32-bit transaction id that wrote the event, comparable with a row's `xmin`. */
  xid32: string;
};

export async function lastEventId(server: TestServer): Promise<number> {
  const { rows } = await server.database.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM events`);
  return Number(rows[0]?.id ?? 0);
}

export async function eventsAfter(server: TestServer, id: number): Promise<LoggedEvent[]> {
  const { rows } = await server.database.db.execute<LoggedEvent>(sql`
    SELECT id::int AS id, stream, action, wedding_id, data, (xid::text::numeric % 4294967296)::text AS xid32
    FROM events WHERE id > ${id} ORDER BY id`);
  return rows;
}

/** The transaction that last wrote a row, as its `xmin`. */
export async function rowXmin(server: TestServer, table: string, id: string): Promise<string> {
  const { rows } = await server.database.db.execute<{ xmin: string }>(
    sql`SELECT xmin::text AS xmin FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return rows[0]!.xmin;
}

/** Runs `request` and returns its response with the events it wrote. */
export async function withEvents<R = LightMyRequestResponse>(server: TestServer, request: () => Promise<R>) {
  const before = await lastEventId(server);
  const res = await request();
  return { res, events: await eventsAfter(server, before) };
}
