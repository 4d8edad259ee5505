import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from './helper';
import { ROLES } from './matrix/roles';
import { AREAS, routeKey } from './matrix/runner';
import { matrixServer } from './matrix/server';

// The authorization matrix lists every route the app registers, each with an answer for every role. A route added
// without its rows (in a file under matrix/areas/) fails here, before anyone has to remember to test it.

const registered = new Set<string>();
const getUrls = new Set<string>();
const heads: string[] = [];

function collect(route: RouteOptions): void {
  // @fastify/static registers one public route per built file (it marks them with `rootPath`).
  if ((route.config as { rootPath?: string } | undefined)?.rootPath) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') heads.push(route.url);
    else {
      if (method === 'GET') getUrls.add(route.url);
      registered.add(routeKey(method, route.url));
    }
  }
}

const rows = AREAS.flatMap(({ name, area }) => area.rows.map((row) => ({ area: name, ...row })));

let server: TestServer;
beforeAll(async () => {
  server = await matrixServer(collect);
});
afterAll(() => server.close());

describe('the authorization matrix', () => {
  test('lists every registered route', () => {
    const listed = new Set(rows.map((row) => routeKey(row.method, row.route)));
    const unlisted = [...registered].filter((key) => !listed.has(key)).sort();
    expect(unlisted, 'routes with no row in tests/server/matrix/areas/').toEqual([]);
  });

  test('lists no route that is not registered', () => {
    const stale = rows.filter((row) => !registered.has(routeKey(row.method, row.route)));
    expect(stale.map((row) => `${row.area}: ${row.method} ${row.route}`)).toEqual([]);
  });

  test('gives every role an answer on every row', () => {
    const incomplete = rows.filter((row) => !ROLES.every((role) => Number.isInteger(row.expected[role])));
    expect(incomplete.map((row) => `${row.area}: ${row.method} ${row.route}`)).toEqual([]);
  });

  test('leaves out only the HEAD twins Fastify adds to GET routes, and the static files', () => {
    expect(heads.filter((url) => !getUrls.has(url) && !getUrls.has(url.replace(/\/$/, '')))).toEqual([]);
    expect(registered.has(routeKey('GET', '/*')), 'the SPA fallback is a route').toBe(true);
  });
});
