import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/lib/problem';
import { discoveredEndpoint, discoveryDocument } from '../../src/server/oidc/discovery';

// The discovery document is fetched once per issuer and shared; a provider that is away is a 503 with Retry-After,
// and the failure is not remembered, so the provider's return is noticed by the next request.

let server: Server;
let issuer: string;
let answers = 0;
let up = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    answers += 1;
    if (!up || req.url !== '/.well-known/openid-configuration') {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('discoveryDocument', () => {
  it('answers 503 with Retry-After while the provider is away, then finds it once it is back, and asks once', async () => {
    const away = await discoveryDocument(issuer).catch((error: unknown) => error);
    expect(away).toBeInstanceOf(HttpError);
    expect((away as HttpError).status).toBe(503);
    expect((away as HttpError).headers).toEqual({ 'Retry-After': '30' });

    up = true;
    const before = answers;
    const [a, b] = await Promise.all([discoveryDocument(issuer), discoveryDocument(issuer)]);
    expect(a).toBe(b);
    expect(a.jwks_uri).toBe(`${issuer}/jwks`);
    expect(await discoveredEndpoint(issuer, 'jwks_uri')).toBe(`${issuer}/jwks`);
    expect(answers - before).toBe(1);
  });

  it('is a 503 naming the endpoint the document lacks', async () => {
    const missing = await discoveredEndpoint(issuer, 'token_endpoint').catch((error: unknown) => error);
    expect((missing as HttpError).status).toBe(503);
    expect((missing as HttpError).message).toContain('discovery names no token_endpoint');
  });
});
