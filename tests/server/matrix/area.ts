import type { InjectOptions } from 'fastify';
import type { Wedding } from '../../../src/shared/weddings';
import type { SignedUp } from '../api';
import type { TestServer } from '../helper';
import type { Expected, Role, SignedInRole } from './roles';

// What an area of the matrix (one file under ./areas/) declares: how to arrange its world, and one row per route.

export interface MatrixContext {
  server: TestServer;
  /** Each signed-in role's user. A row that ends sessions gets its role signed in again (`endsSession`). */
  users: Record<SignedInRole, SignedUp>;
  /** A fresh wedding set up by the couple, with every role in its place (see roles.ts). */
  wedding(body?: Record<string, unknown>): Promise<Wedding>;
}

export interface Row<W> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered, with its parameters: `/api/v1/tasks/:id/`. */
  route: string;
  url: (world: W) => string;
  /** A JSON body, made again for each call. */
  body?: (world: W) => unknown;
  /** A body with its own headers (multipart), instead of `body`. */
  send?: (world: W) => Pick<InjectOptions, 'payload' | 'headers'>;
  /** A route HTTP cannot call plainly (the WebSocket): what the role gets from it, compared with `expected`. */
  probe?: (ctx: MatrixContext, world: W, token: string | null) => Promise<number>;
  expected: Expected;
  /**
   * How many events a call the role may make writes; unchecked when absent. Reads and refusals write none. Per role
   * where a write fans out to its readers and the role changes who they are (the author hears no notification).
   */
  events?: number | Partial<Record<Role, number>>;
  /** A successful call ends the caller's session (signing out, a new password): the role signs in again after it. */
  endsSession?: boolean;
}

export interface Area<W> {
  /** A world for the rows. Reads and refusals share one; each call the role may make with a write gets its own. */
  arrange(ctx: MatrixContext): Promise<W>;
  rows: Row<W>[];
  /** The same world with its ids pointing at nothing: every row with a path parameter is then a 404 to `as`. */
  missing?: { as: Exclude<Role, 'anonymous'>; world: (world: W) => W };
}

/** Keeps an area's world type for its rows while the runner treats every area alike. */
export function defineArea<W>(area: Area<W>): Area<unknown> {
  return area as unknown as Area<unknown>;
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
