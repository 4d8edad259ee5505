import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TokenResponse } from '../../src/shared/types';
import type { TestServer } from './helper';

// Small helpers the server test files share: calling the API, checking problem bodies, reading mail.

export const PASSWORD = 'correct horse';

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A unique email so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface SignedUp extends TokenResponse {
  email: string;
  password: string;
}

export async function signUp(
  server: TestServer,
  overrides: Partial<{ first_name: string; last_name: string; email: string; password: string }> = {},
): Promise<SignedUp> {
  const body = { first_name: 'Ann', last_name: 'Lee', email: uniqueEmail(), password: PASSWORD, ...overrides };
  const res = await server.app.inject({ method: 'POST', url: '/api/v1/users/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as TokenResponse), email: body.email, password: body.password };
}

export function login(server: TestServer, email: string, password: string, remoteAddress?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function me(server: TestServer, token: string) {
  return server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: bearer(token) });
}

/** Asserts an RFC 9457 problem+json response with this status and, when given, exactly these field errors. */
export function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  errors?: Record<string, string[]>,
): { type: string; title: string; status: number; detail: string; errors?: Record<string, string[]> } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type: 'about:blank', status });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  if (errors) expect(body.errors).toEqual(errors);
  return body;
}

export async function countRows(server: TestServer, table: 'users' | 'access_tokens' | 'media' | 'password_resets') {
  const { rows } = await server.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return Number(rows[0]!.n);
}

/** The decoded text body of a raw .eml (quoted-printable or base64 as nodemailer chose). */
export function mailText(eml: string): string {
  const normalized = eml.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = normalized.slice(0, split);
  const body = normalized.slice(split + 2);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The reset token from the set-password link in a reset mail. */
export function resetTokenFrom(eml: string): string {
  const match = /http:\/\/localhost:3000\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mailText(eml));
  expect(match, eml).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The token of the newest verification link mailed to `email`. */
export async function verificationToken(server: TestServer, email: string): Promise<string> {
  const raw = (await server.mails()).filter((eml) => eml.toLowerCase().includes(`to: ${email.toLowerCase()}`));
  const texts = raw.map(mailText).filter((text) => text.includes('/verify-email?token='));
  const match = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(texts.at(-1) ?? '');
  expect(match, `no verification mail to ${email}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Follows the verification link mailed at sign-up, as the owner of the address would. */
export async function verifyEmail(server: TestServer, who: { email: string }): Promise<void> {
  const token = await verificationToken(server, who.email);
  const res = await server.app.inject({ method: 'POST', url: '/api/v1/users/verify-email/', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1×1 RGBA PNG of the given colour. */
export function tinyPng(rgba: [number, number, number, number] = [200, 30, 90, 255]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgba]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims `width`×`height` (its pixel data is one row): what a decompression bomb looks like. */
export function claimedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with the given file parts. */
export function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vowline${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
