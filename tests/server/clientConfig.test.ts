import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { call } from './weddingsSupport';

// What the client reads at start: the about site (the layouts that sign out to it) and the marketing site (the
// public header's links).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('the about site and the marketing site are settings the client reads', async () => {
  expect(loadConfig({ ABOUT_URL: 'https://about.example.org/' }).aboutUrl).toBe('https://about.example.org/');
  expect(loadConfig({}).aboutUrl).toBe('https://vowline.com/about');
  expect(loadConfig({ MARKETING_URL: 'https://www.example.org/' }).marketingUrl).toBe('https://www.example.org');
  expect(loadConfig({}).marketingUrl).toBeNull();
  expect(ok(await call(server, null, 'GET', '/api/v1/client-config/'))).toEqual({
    about_url: server.config.aboutUrl,
    marketing_url: null,
    oidc: { authority: `${server.config.publicUrl}/oidc`, client_id: 'vowline-web' },
  });
});
