import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { onRouteHookHandler } from 'fastify';
import { login, signUp, verifyEmail } from '../api';
import { startTestServer, type TestServer } from '../helper';
import { setUpWedding } from '../weddingsSupport';
import type { MatrixContext } from './area';
import { ROLE_SLOTS, type RoleSlot, SIGNED_IN_ROLES, type SignedInRole } from './roles';

// The app the matrix calls: a built client beside it, so the SPA fallback and the static files are routes too, and
// limits high enough that trying every route as every role is not mistaken for an attack.

const LIMITS = {
  LOGIN_LIMIT_PER_IP: '10000',
  LOGIN_FAILURE_LIMIT_PER_EMAIL: '10000',
  FORGOT_LIMIT_PER_IP: '10000',
  FORGOT_LIMIT_PER_EMAIL: '10000',
  RESET_LIMIT_PER_IP: '10000',
  SIGNUP_LIMIT_PER_IP: '10000',
  WEDDING_LIMIT_PER_USER: '10000',
  INVITE_LIMIT_PER_USER: '10000',
  FOLLOW_LIMIT_PER_USER: '10000',
  COVER_LIMIT_PER_USER: '10000',
};

export async function matrixServer(onRoute?: onRouteHookHandler): Promise<TestServer> {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Vowline</title>');
  await writeFile(path.join(clientDir, 'assets', 'app.js'), 'export {};');
  const server = await startTestServer({ ...LIMITS, CLIENT_DIR: clientDir }, onRoute);
  return {
    ...server,
    async close() {
      await server.close();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

/** Signs every role's user up (argon2 is slow: once per file) and gives the other couple a wedding of their own. */
export async function matrixContext(server: TestServer): Promise<MatrixContext> {
  const signed = await Promise.all(SIGNED_IN_ROLES.map((role) => signUp(server, { first_name: role })));
  const users = Object.fromEntries(SIGNED_IN_ROLES.map((role, i) => [role, signed[i]!])) as MatrixContext['users'];
  // Every role owns its address, as most people do: invitations by address are answered only by a verified owner.
  for (const user of signed) await verifyEmail(server, user);
  await setUpWedding(server, users.otherCouple.access_token);
  return {
    server,
    users,
    async wedding(body = {}) {
      const wedding = await setUpWedding(server, users.couple.access_token, body);
      for (const role of SIGNED_IN_ROLES) {
        const slot: RoleSlot = ROLE_SLOTS[role];
        await slot.join?.(server, wedding.id, users[role].user.id);
      }
      return wedding;
    },
  };
}

/** A new session for a role whose token a call just ended. */
export async function signInAgain(ctx: MatrixContext, role: SignedInRole): Promise<void> {
  const user = ctx.users[role];
  const res = await login(ctx.server, user.email, user.password);
  if (res.statusCode !== 200) throw new Error(`${role} could not sign in again: ${res.body}`);
  ctx.users[role] = { ...user, access_token: res.json().access_token };
}
