import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createHttp } from '../../src/client/http/http';
import { ApiError } from '../../src/shared/apiError';

// The one HTTP client (src/client/http/http.ts, over ofetch) against a real server: what each caller relies on.

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

describe('the HTTP client', () => {
  let server: Server;
  let base: string;
  let handler: Handler;
  const seen: { method: string; url: string; auth?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        handler(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    seen.length = 0;
  });

  const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(JSON.stringify(body));
  };
  const make = (token: string | null = 'tok-1') => {
    const unauthorized: number[] = [];
    let current = token;
    const http = createHttp({
      baseURL: base,
      getToken: () => current,
      onUnauthorized: () => unauthorized.push(1),
    });
    return { http, unauthorized, setToken: (t: string | null) => (current = t) };
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e,
    );

  test('the bearer token is read at each request; a JSON body goes as JSON; the query is encoded', async () => {
    handler = (_req, res, body) => json(res, 200, { echo: body ? JSON.parse(body) : null });
    const { http, setToken } = make();
    expect(await http('/a/', { method: 'POST', body: { text: 'héllo' } })).toEqual({ echo: { text: 'héllo' } });
    setToken(null);
    await http('/b/', { query: { page: 2, q: 'a b', skipped: undefined } });
    expect(await http('/c/', { token: 'other' })).toEqual({ echo: null });
    expect(seen.map((s) => [s.method, s.url, s.auth, s.type])).toEqual([
      ['POST', '/a/', 'Bearer tok-1', 'application/json'],
      ['GET', '/b/?page=2&q=a+b', undefined, undefined],
      ['GET', '/c/', 'Bearer other', undefined],
    ]);
  });

  test('problem+json becomes the one ApiError, with its field errors; only a 401 reaches the session', async () => {
    const problem = { title: 'Bad Request', status: 400, detail: 'Some fields need attention.', errors: { a: ['x'] } };
    handler = (req, res) =>
      req.url === '/401/'
        ? json(res, 401, { title: 'Unauthorized', status: 401 }, 'application/problem+json')
        : json(res, 400, problem, 'application/problem+json');
    const { http, unauthorized } = make();
    const error = (await failure(http('/400/', { method: 'POST', body: {} }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.problem?.errors]).toEqual([
      400,
      'Some fields need attention.',
      { a: ['x'] },
    ]);
    expect(unauthorized).toEqual([]);
    expect(((await failure(http('/401/'))) as ApiError).status).toBe(401);
    expect(unauthorized).toEqual([1]);
  });

  test('a GET with no answer is asked once more; a write or any answer (4xx, 5xx) never is', async () => {
    let drops = 1;
    handler = (req, res) => {
      if (req.url === '/drop/' && drops-- > 0) return res.socket?.destroy();
      if (req.url === '/500/') return json(res, 500, { title: 'Internal Server Error', status: 500 });
      if (req.url === '/404/') return json(res, 404, { title: 'Not Found', status: 404 });
      if (req.url === '/drop-write/') return res.socket?.destroy();
      json(res, 200, { ok: true });
    };
    const { http } = make();
    expect(await http('/drop/')).toEqual({ ok: true });
    expect(((await failure(http('/500/'))) as ApiError).status).toBe(500);
    expect(((await failure(http('/404/'))) as ApiError).status).toBe(404);
    const write = (await failure(http('/drop-write/', { method: 'POST', body: {} }))) as ApiError;
    expect([write.status, write.isNetworkError]).toEqual([0, true]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /drop/',
      'GET /drop/',
      'GET /500/',
      'GET /404/',
      'POST /drop-write/',
    ]);
  });

  test('a request its caller aborted rejects with the abort, never an ApiError, and is not retried', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { late: true }), 300);
    const { http } = make();
    const controller = new AbortController();
    const pending = failure(http('/slow/', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  test('a file asked for as a blob comes as a Blob; an empty answer as nothing', async () => {
    handler = (req, res) => {
      if (req.url === '/file/') {
        res.writeHead(200, { 'content-type': 'application/zip' });
        return res.end('PK-data');
      }
      res.writeHead(204);
      res.end();
    };
    const { http } = make();
    const blob = await http<Blob>('/file/', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('PK-data');
    expect(await http('/gone/', { method: 'DELETE' })).toBeUndefined();
  });
});
