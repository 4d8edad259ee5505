import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { TestServer } from './helper';
import looseAnswers from './looseAnswers.json';
import { AREAS, routeKey } from './matrix/runner';
import { matrixServer } from './matrix/server';

// Every route describes itself: its answer always, its body when its method carries one, and the document at
// /api/openapi.json lists every route the authorization matrix lists, as valid OpenAPI 3.1.

interface Seen {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'] & { hide?: boolean; consumes?: string[] };
  docs: boolean;
}

const seen: Seen[] = [];

function collect(route: RouteOptions): void {
  if ((route.config as { rootPath?: string } | undefined)?.rootPath) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    seen.push({
      key: routeKey(method, route.url),
      method,
      url: route.url,
      schema: (route.schema ?? {}) as Seen['schema'],
      // @fastify/swagger-ui's own routes (the reference page and its files) are hidden from the document.
      docs: route.url.startsWith('/api/docs'),
    });
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let server: TestServer;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { 'x-permission'?: string; description?: string }>>;
};
beforeAll(async () => {
  server = await matrixServer(collect);
  const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => server.close());

const described = () => seen.filter((route) => !route.docs);

describe('every route describes itself', () => {
  test('with a response schema', () => {
    const without = described()
      .filter((route) => !route.schema.response)
      .map((route) => route.key);
    expect(without, 'routes without schema.response').toEqual([]);
  });

  test('with a body schema when its method carries a body (or a multipart upload)', () => {
    const without = described()
      .filter((route) => BODY_METHODS.has(route.method))
      .filter((route) => !route.schema.body && !route.schema.consumes?.includes('multipart/form-data'))
      .map((route) => route.key);
    expect(without, 'routes without schema.body').toEqual([]);
  });
});

interface Def {
  type: string;
  catchall?: { _zod: { def: { type: string } } };
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
}

/**
 * An answer that names only some of its fields (`someObject()`: an object open to any other), itself or as a list's
 * items. Bytes described as a binary answer are not JSON and are left out.
 */
function isLoose(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  if (!def) return false;
  if (def.type === 'object') {
    if (def.catchall?._zod.def.type === 'unknown') {
      return (z.globalRegistry.get(schema as z.ZodType) as { format?: string } | undefined)?.format !== 'binary';
    }
    return def.shape?.results ? isLoose(def.shape.results) : false;
  }
  if (def.type === 'array') return isLoose(def.element);
  if (def.type === 'optional' || def.type === 'nullable') return isLoose(def.innerType);
  return false;
}

describe('every answer names its fields', () => {
  // Routes still answering with a partial schema (`someObject()`), to be made exact route by route; the list only
  // shrinks: a new route with a loose answer fails, and so does a listed route once its answer is exact.
  const loose = () =>
    described()
      .filter((route) =>
        Object.entries((route.schema.response ?? {}) as Record<string, unknown>).some(
          ([status, schema]) => status.startsWith('2') && isLoose(schema),
        ),
      )
      .map((route) => route.key)
      .sort();

  test('no route answers with a loose object, but those still listed in looseAnswers.json', () => {
    const listed = new Set<string>(looseAnswers);
    expect(
      loose().filter((key) => !listed.has(key)),
      'routes whose answer is a loose object',
    ).toEqual([]);
  });

  test('looseAnswers.json lists no route whose answer is already exact', () => {
    const now = new Set(loose());
    expect(
      looseAnswers.filter((key) => !now.has(key)),
      'remove these from looseAnswers.json',
    ).toEqual([]);
  });
});

/** `/api/v1/tasks/:id/` as OpenAPI writes it: `/api/v1/tasks/{id}/` (and the wildcard `/*` as `/{*}`). */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace('*', '{*}');

describe('the OpenAPI document', () => {
  test('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('lists every route the authorization matrix lists, with who may call it', () => {
    // The reference page's own routes (areas/docs.ts) are the page, not the API it describes.
    const rows = AREAS.flatMap(({ area }) => area.rows).filter((row) => !row.route.startsWith('/api/docs'));
    const missing = rows
      .filter((row) => !document.paths[openapiPath(row.route)]?.[row.method.toLowerCase()])
      .map((row) => `${row.method} ${row.route}`);
    expect(missing).toEqual([]);
    const permissions = rows.map(
      (row) => document.paths[openapiPath(row.route)]?.[row.method.toLowerCase()]?.['x-permission'],
    );
    expect(permissions.filter((p) => !p || p === 'none')).toEqual([]);
    expect(document.paths['/api/v1/accounts/{id}/']?.get?.description).toContain('Who may call it');
  });

  test('describes a body with the spec’s field rules and validates it with the same messages', async () => {
    const login = document.paths['/auth/token']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { required?: string[] } }> };
    };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});

describe('the reference page', () => {
  test('is served as a page under the app’s policy', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = String(res.headers['content-security-policy']);
    // Scripts only from the app itself; the reference's one inline <style> by its hash, never 'unsafe-inline'.
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');
    const script = await server.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});
