import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The last two are answered by the embedded OpenID provider (middleware, past Fastify's reply).
test.each(['/auth/nothing-here', '/oidc/jwks', '/oidc/.well-known/openid-configuration'])(
  '%s carries the security headers',
  async (url) => {
    const res = await server.app.inject({ method: 'GET', url });
    const csp = res.headers['content-security-policy'];
    expect(csp).toEqual(expect.any(String));
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(\s|;|$)/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  },
);

// An API answer is data: OWASP's REST cheat sheet's headers, and a policy that lets it load and be framed by nothing.
test.each(['/healthz', '/api/v1/users/me/', '/api/v1/nothing-here/'])(
  "%s carries an API answer's security headers, not a page's",
  async (url) => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  },
);
