import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { EARLY_MAX_AGE_MS } from '../../src/client/http/early';
import { createHttp } from '../../src/client/http/http';
import type { ApiError } from '../../src/shared/apiError';
import { EARLY_GLOBAL, HEAD_SCRIPT } from '../../src/shared/headScript';

// Issue "Fast and sturdy", Lighthouse on the signed-in pages: the inline head script starts the page's first API
// requests before the app's JS arrives (shared/headScript.ts), and the app's one HTTP client takes those answers
// instead of asking again (src/client/http/early.ts).

interface Started {
  url: string;
  headers: Record<string, string>;
}

/** Runs the head script as a browser would on `path`, with `session` stored; what it fetched, and what it marked. */
async function runHeadScript(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const started: Started[] = [];
  const marks: string[] = [];
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === 'vowline.session' && session ? JSON.stringify(session) : null) },
    location: { pathname: path },
    document: { documentElement: { setAttribute: (name: string) => marks.push(name) } },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      started.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify(answers[url] ?? {}), { status: answers[url] ? 200 : 404 }));
    },
  };
  window.window = window;
  vm.runInNewContext(HEAD_SCRIPT, window);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { started, marks, early: window[EARLY_GLOBAL] as { token: string; answers: Record<string, unknown> } };
}

const session = { token: 'tok-1', user: { first_name: 'Ann' }, savedAt: Date.now() };
const everyPage = ['/api/v1/users/me/', '/api/v1/accounts/', '/api/v1/account-invites/'];

describe('the head script', () => {
  test('signed out, or with a session older than 365 days, it asks for nothing and marks nothing', async () => {
    for (const stored of [null, { ...session, savedAt: Date.now() - 366 * 86_400_000 }, { token: 5 }]) {
      const run = await runHeadScript('/feed', stored);
      expect(run.started).toEqual([]);
      expect(run.marks).toEqual([]);
      expect(run.early).toBeUndefined();
    }
  });

  test("on /feed and / it starts the profile, the top menu's lists and the feed, with the token in a header only", async () => {
    for (const path of ['/feed', '/feed/', '/']) {
      const run = await runHeadScript(path, session);
      expect(run.marks).toEqual(['data-session']);
      expect(run.started.map((s) => s.url)).toEqual([...everyPage, '/api/v1/users/me/feed/']);
      for (const s of run.started) {
        expect(s.headers).toEqual({ authorization: 'Bearer tok-1' });
        expect(s.url).not.toContain('tok-1');
      }
      expect(run.early.token).toBe('tok-1');
      expect(Object.keys(run.early.answers)).toEqual(run.started.map((s) => s.url));
    }
  });

  test("on a wedding's home it starts the wedding, then its posts for a member or follower only", async () => {
    const wedding = (fields: object) => ({ '/api/v1/accounts/ann-bob/': { id: 'w-1', ...fields } });
    const member = await runHeadScript('/wedding/ann-bob', session, wedding({ my_role: ['B'], follow_status: null }));
    expect(member.started.map((s) => s.url)).toEqual([
      ...everyPage,
      '/api/v1/accounts/ann-bob/',
      '/api/v1/accounts/w-1/feed/',
    ]);
    const follower = await runHeadScript(
      '/wedding/ann-bob/',
      session,
      wedding({ my_role: [], follow_status: 'following' }),
    );
    expect(follower.started.map((s) => s.url)).toContain('/api/v1/accounts/w-1/feed/');
    const stranger = await runHeadScript('/wedding/ann-bob', session, wedding({ my_role: [], follow_status: null }));
    expect(stranger.started.map((s) => s.url)).toEqual([...everyPage, '/api/v1/accounts/ann-bob/']);
  });

  test("on a wedding's other pages it starts the wedding alone; /wedding/extras is no wedding", async () => {
    const dashboard = await runHeadScript('/wedding/ann-bob/dashboard', session);
    expect(dashboard.started.map((s) => s.url)).toEqual([...everyPage, '/api/v1/accounts/ann-bob/']);
    for (const path of ['/wedding/extras', '/wedding/extras/vendors', '/inbox', '/wedding/Ann%20Bob']) {
      expect((await runHeadScript(path, session)).started.map((s) => s.url)).toEqual(everyPage);
    }
  });
});

describe('the HTTP client with early answers', () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ from: 'server' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    asked.length = 0;
    delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
  });

  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const setEarly = (answers: Record<string, Promise<Response>>, at = Date.now(), token = 'tok-1') => {
    (globalThis as Record<string, unknown>)[EARLY_GLOBAL] = { token, at, answers };
  };
  const client = (token = 'tok-1') => {
    const unauthorized: number[] = [];
    const http = createHttp({ getToken: () => token, onUnauthorized: () => unauthorized.push(1) });
    return { http, unauthorized };
  };

  test('a GET takes the early answer once, and the next GET of it goes to the server', async () => {
    setEarly({ [`${base}/me/`]: json({ from: 'early' }) });
    const { http } = client();
    expect(await http(`${base}/me/`)).toEqual({ from: 'early' });
    expect(asked).toEqual([]);
    expect(await http(`${base}/me/`)).toEqual({ from: 'server' });
    expect(asked).toEqual(['GET /me/']);
  });

  test('another token, a stale answer, or a GET with a query asks the server', async () => {
    setEarly({ [`${base}/me/`]: json({ from: 'early' }) }, Date.now(), 'tok-other');
    expect(await client().http(`${base}/me/`)).toEqual({ from: 'server' });
    setEarly({ [`${base}/me/`]: json({ from: 'early' }) }, Date.now() - EARLY_MAX_AGE_MS - 1);
    expect(await client().http(`${base}/me/`)).toEqual({ from: 'server' });
    setEarly({ [`${base}/me/`]: json({ from: 'early' }) });
    expect(await client().http(`${base}/me/`, { query: { page: 2 } })).toEqual({ from: 'server' });
    expect(asked).toEqual(['GET /me/', 'GET /me/', 'GET /me/?page=2']);
  });

  test('after a write, no early answer is used: it may predate the write', async () => {
    setEarly({ [`${base}/feed/`]: json({ from: 'early' }) });
    const { http } = client();
    await http(`${base}/posts/`, { method: 'POST', body: { text: 'hi' } });
    expect(await http(`${base}/feed/`)).toEqual({ from: 'server' });
    expect(asked).toEqual(['POST /posts/', 'GET /feed/']);
  });

  test('an early error is the same ApiError, and a 401 signs out as a real one would', async () => {
    setEarly({
      [`${base}/me/`]: json({ title: 'Unauthorized', status: 401, detail: 'Sign in again.' }, 401),
      [`${base}/w/`]: json({ title: 'Not Found', status: 404, detail: 'No wedding has that address.' }, 404),
    });
    const { http, unauthorized } = client();
    const error = (await http(`${base}/me/`).catch((e: ApiError) => e)) as ApiError;
    expect([error.status, error.message, unauthorized.length]).toEqual([401, 'Sign in again.', 1]);
    const missing = (await http(`${base}/w/`).catch((e: ApiError) => e)) as ApiError;
    expect([missing.status, missing.message, unauthorized.length]).toEqual([404, 'No wedding has that address.', 1]);
    expect(asked).toEqual([]);
  });

  test('an early request with no answer is asked once more, as any GET; an early 502 is the same ApiError', async () => {
    setEarly({
      [`${base}/me/`]: Promise.reject(new TypeError('Failed to fetch')),
      [`${base}/w/`]: Promise.resolve(
        new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
      ),
    });
    const { http } = client();
    expect(await http(`${base}/me/`)).toEqual({ from: 'server' });
    const gateway = (await http(`${base}/w/`).catch((e: ApiError) => e)) as ApiError;
    expect(gateway.status).toBe(502);
    // An answer, even a failed one, is never asked again behind the page's back: its machine shows it and offers retry.
    expect(asked).toEqual(['GET /me/']);
  });
});
