import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, expectProblem } from '../api';
import type { TestServer } from '../helper';
import { eventsAfter, lastEventId } from '../planningSupport';
import type { Area, MatrixContext, Row } from './area';
import { ROLES, type Role } from './roles';
import { matrixContext, matrixServer, signInAgain } from './server';

// Every file under ./areas/ is an area of the matrix; nothing lists them. The areas are dealt round-robin to SHARDS
// test files (matrix1…3.test.ts), each with its own database, so the matrix runs in parallel.

const modules = import.meta.glob<{ default: Area<unknown> }>('./areas/*.ts', { eager: true });

export const AREAS = Object.entries(modules)
  .map(([file, module]) => ({ name: file.replace(/^.*\/(.*)\.ts$/, '$1'), area: module.default }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const SHARDS = 3;

/** `METHOD /path` as the coverage test compares routes, the trailing slash of a prefix's root aside. */
export const routeKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, '$1')}`;

function call(ctx: MatrixContext, row: Row<unknown>, world: unknown, role: Role) {
  const token = role === 'anonymous' ? null : ctx.users[role].access_token;
  const extra: Partial<InjectOptions> =
    row.send?.(world) ?? (row.body ? { payload: row.body(world) as InjectOptions['payload'] } : {});
  return ctx.server.app.inject({
    method: row.method,
    url: row.url(world),
    ...extra,
    headers: { ...(extra.headers ?? {}), ...(token ? bearer(token) : {}) },
  });
}

async function check(ctx: MatrixContext, row: Row<unknown>, world: unknown, role: Role, status: number) {
  const { server } = ctx;
  const before = await lastEventId(server);
  if (row.probe) {
    const token = role === 'anonymous' ? null : ctx.users[role].access_token;
    expect(await row.probe(ctx, world, token)).toBe(status);
    return;
  }
  const res = await call(ctx, row, world, role);
  if (status >= 400) {
    expectProblem(res, status);
    expect(await eventsAfter(server, before), 'a refused request writes no event').toEqual([]);
    return;
  }
  expect(res.statusCode, res.body).toBe(status);
  const written = (await eventsAfter(server, before)).length;
  if (row.method === 'GET') expect(written, 'a read writes no event').toBe(0);
  else {
    const events = typeof row.events === 'number' ? row.events : row.events?.[role];
    if (events !== undefined) expect(written, 'events written').toBe(events);
  }
  if (row.endsSession && role !== 'anonymous') await signInAgain(ctx, role);
}

export function runArea(name: string, area: Area<unknown>, context: () => MatrixContext) {
  describe(`${name}: every route as every role`, () => {
    const cases = area.rows.flatMap((row) => ROLES.map((role) => ({ row, role, status: row.expected[role] })));
    let shared: Promise<unknown> | undefined;
    test.each(cases)('$row.method $row.route as $role → $status', async ({ row, role, status }) => {
      const ctx = context();
      const writes = row.method !== 'GET' && status < 400;
      shared ??= area.arrange(ctx);
      const world = writes ? await area.arrange(ctx) : await shared;
      await check(ctx, row, world, role, status);
    });
  });

  const { missing } = area;
  if (!missing) return;
  describe(`${name}: what does not exist`, () => {
    const rows = area.rows.filter((row) => row.route.includes('/:') && !row.probe);
    let world: unknown;
    beforeAll(async () => {
      world = missing.world(await area.arrange(context()));
    });
    test.each(rows)(`$method $route is a 404 to ${missing.as}`, async (row) => {
      expectProblem(await call(context(), row, world, missing.as), 404);
    });
    test.each(rows.filter((row) => row.expected.anonymous === 401))(
      '$method $route is still a 401 without a token',
      async (row) => {
        expectProblem(await call(context(), row, world, 'anonymous'), 401);
      },
    );
  });
}

/** Runs this shard's areas against one server and one database of its own. */
export function runShard(shard: number): void {
  let server: TestServer;
  let ctx: MatrixContext;
  beforeAll(async () => {
    server = await matrixServer();
    ctx = await matrixContext(server);
  });
  afterAll(() => server.close());
  AREAS.filter((_, i) => i % SHARDS === shard).forEach(({ name, area }) => {
    runArea(name, area, () => ctx);
  });
}
