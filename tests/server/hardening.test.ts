import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseTrustProxy } from '../../src/server/config';
import { redactUrl } from '../../src/server/lib/redact';
import { bearer, login, PASSWORD, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// Findings of the security review (issue "Sign-in through an OpenID provider"): proxies, logs, caching.

describe('TRUST_PROXY', () => {
  test('takes a hop count or addresses, and refuses "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('*')).toThrow(/hop count/);
  });

  test('a client cannot choose its address by X-Forwarded-For unless a proxy is trusted', async () => {
    // One sign-in attempt per address: a second from the same address is a 429, from another it is not.
    const env = { LOGIN_LIMIT_PER_IP: '1' };
    const plain = await startTestServer(env);
    const proxied = await startTestServer({ ...env, TRUST_PROXY: '1' });
    const attempt = (server: TestServer, forwardedFor: string) =>
      server.app
        .inject({
          method: 'POST',
          url: '/auth/token',
          remoteAddress: '192.0.2.10',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'nobody@example.com', password: 'wrong password' },
        })
        .then((res) => res.statusCode);
    try {
      // Without a trusted proxy the header is ignored: a new made-up address each time changes nothing.
      expect(await attempt(plain, '203.0.113.1')).not.toBe(429);
      expect(await attempt(plain, '203.0.113.2')).toBe(429);
      // With one trusted hop only the proxy's own entry counts: a spoofed entry before it changes nothing either...
      expect(await attempt(proxied, '203.0.113.1, 198.51.100.1')).not.toBe(429);
      expect(await attempt(proxied, '203.0.113.2, 198.51.100.1')).toBe(429);
      // ...while a different client, as the proxy reports it, is counted on its own.
      expect(await attempt(proxied, '198.51.100.2')).not.toBe(429);
    } finally {
      await plain.close();
      await proxied.close();
    }
  });
});

describe('request logs', () => {
  test('redactUrl blanks every query value but an allow-list, and the RSVP token', () => {
    expect(redactUrl('/ws?token=abc.def&since=12')).toBe('/ws?token=[redacted]&since=12');
    expect(redactUrl('/set-password?token=s3cret')).toBe('/set-password?token=[redacted]');
    expect(redactUrl('/accept-invite?email=a%40b.c&code=XYZ')).toBe('/accept-invite?email=[redacted]&code=[redacted]');
    expect(redactUrl('/rsvp/tok123')).toBe('/rsvp/[redacted]');
    expect(redactUrl('/api/v1/users/me/')).toBe('/api/v1/users/me/');
    // Issue 32: names no deny-list knew.
    expect(redactUrl('/account?confirm_email=abc')).toBe('/account?confirm_email=[redacted]');
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.x.y&client_id=web')).toBe(
      '/oidc/session/end?id_token_hint=[redacted]&client_id=web',
    );
    expect(redactUrl('/x?TOKEN%5F=a&page=2&bare')).toBe('/x?TOKEN%5F=[redacted]&page=2&[redacted]');
    expect(redactUrl('/x?q=ann#frag')).toBe('/x?q=[redacted]');
  });

  test('a token in a URL never reaches the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({}, undefined, { level: 'info', stream });
    try {
      for (const url of [
        '/set-password?token=TOPSECRET1',
        '/accept-invite?code=TOPSECRET2',
        '/ws?token=TOPSECRET3',
        '/rsvp/TOPSECRET4',
        // Issue 32: the email-change link and the provider's sign-out, and an unknown route, whose 404 names its URL.
        '/account?confirm_email=TOPSECRET5',
        '/oidc/session/end?id_token_hint=TOPSECRET6&client_id=vowline-web',
        '/api/v1/nowhere/?hint=TOPSECRET7',
      ]) {
        await server.app.inject({ method: 'GET', url });
      }
      const log = lines.join('');
      expect(log).toContain('[redacted]');
      expect(log).not.toMatch(/TOPSECRET/);
    } finally {
      await server.close();
    }
  });
});

describe('caching', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('an authenticated API answer is never stored; a public one may be', async () => {
    const user = await signUp(server);
    const me = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: bearer(user.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});

describe('mail links', () => {
  test('in production a mail link is never handed to the log', async () => {
    const { createMailer } = await import('../../src/server/mail');
    const { mkdtemp, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const dir = await mkdtemp(`${os.tmpdir()}/vowline-mail-`);
    try {
      const logged: (string | undefined)[] = [];
      const log = (_msg: string, link?: string) => logged.push(link);
      const mail = { to: 'a@example.com', subject: 'Reset', text: 'x', link: 'http://x/set-password?token=S' };
      await createMailer({ dir, from: 'V <v@x>', log }).send(mail);
      await createMailer({ dir, from: 'V <v@x>', log, production: true }).send(mail);
      expect(logged).toEqual([mail.link, undefined]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('per-email sign-in cap', () => {
  test('a parallel burst of wrong passwords gets no more tries than the cap; the right one is then refused too', async () => {
    const server = await startTestServer({ LOGIN_FAILURE_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_IP: '1000' });
    try {
      const ann = await signUp(server);
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(server, ann.email.toUpperCase(), `wrong guess ${i}`)),
      );
      const statuses = burst.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 400)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(9);
      expect((await login(server, ann.email, PASSWORD)).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('expensive work', () => {
  test('a made-up reset token is refused before any password hashing', async () => {
    const { passwordHashesRun } = await import('../../src/server/lib/passwordWork');
    const server = await startTestServer();
    try {
      const before = passwordHashesRun();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/reset-password/',
        payload: { token: 'made-up-token', password: 'a good long password' },
      });
      expect(res.statusCode).toBe(400);
      expect(passwordHashesRun()).toBe(before);
    } finally {
      await server.close();
    }
  });

  test('reset links are rate limited per IP before any lookup: check and reset share one count; others go on', async () => {
    const server = await startTestServer({ RESET_LIMIT_PER_IP: '3' });
    try {
      const attempt = (url: string, remoteAddress: string) =>
        server.app.inject({
          method: 'POST',
          url,
          payload: { token: 'guessed-token', password: 'a good long password' },
          remoteAddress,
        });
      const check = '/api/v1/users/reset-password/check/';
      const reset = '/api/v1/users/reset-password/';
      for (const url of [check, reset, check]) expect((await attempt(url, '10.8.0.1')).statusCode).toBe(400);
      const refused = await attempt(reset, '10.8.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe('Too many password reset attempts. Try again in 60 minute(s).');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await attempt(check, '10.8.0.1')).statusCode).toBe(429);
      expect((await attempt(reset, '10.8.0.2')).statusCode).toBe(400);
    } finally {
      await server.close();
    }
  });

  test('a flood of hashes past the queue cap is refused at once with a 429, not queued for minutes', async () => {
    const { hashPassword, HASH_QUEUE_MAX } = await import('../../src/server/lib/passwordWork');
    const settle = (p: Promise<string>) =>
      p.then(
        () => 'hashed',
        (e: { status?: number }) => e.status,
      );
    // One hash runs and HASH_QUEUE_MAX wait; the ones after them are refused without waiting for any hash.
    const accepted = Array.from({ length: HASH_QUEUE_MAX + 1 }, () => settle(hashPassword('flood password')));
    const refused = Array.from({ length: 4 }, () => settle(hashPassword('flood password')));
    expect(await Promise.all(refused)).toEqual([429, 429, 429, 429]);
    expect(new Set(await Promise.all(accepted))).toEqual(new Set(['hashed']));
  }, 120_000);
});
