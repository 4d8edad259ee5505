import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// Issue "Fast and sturdy": built assets go out as their precompressed copies, and API JSON is compressed on the fly.

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html lang="en"><head><title>Vowline</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  const asset = path.join(clientDir, 'assets', 'main-abc123.js');
  await writeFile(asset, script);
  // Marked copies, so the test can tell the precompressed file from one compressed on the fly.
  await writeFile(`${asset}.br`, brotliCompressSync(`${script}//br`));
  await writeFile(`${asset}.gz`, gzipSync(`${script}//gz`));
  await writeFile(path.join(clientDir, 'index.html'), html);
  await writeFile(path.join(clientDir, 'index.html.br'), brotliCompressSync(html));
  await writeFile(path.join(clientDir, 'index.html.gz'), gzipSync(html));
  server = await startTestServer({ CLIENT_DIR: clientDir });
});

afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('built assets', () => {
  test('a browser that takes brotli gets the brotli copy made at build', async () => {
    const res = await server.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${script}//br`);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  test('gzip only gets the gzip copy, and no encoding gets the file itself', async () => {
    const gz = await server.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);
    const plain = await server.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('a client route gets index.html compressed', async () => {
    const res = await server.app.inject({ url: '/wedding/extras', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });
});

describe('API answers', () => {
  test('a large JSON answer is compressed for a client that accepts it, and plain otherwise', async () => {
    const user = await signUp(server);
    const headers = { ...bearer(user.access_token), 'accept-encoding': 'gzip' };
    const res = await server.app.inject({ url: '/api/v1/common-tasks/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(body.results.length).toBeGreaterThan(0);
    const plain = await server.app.inject({ url: '/api/v1/common-tasks/', headers: bearer(user.access_token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);
  });

  test('a small answer is not worth compressing', async () => {
    const res = await server.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
