import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Standing } from '../../shared/weddings';
import { weddingMessages } from '../../shared/weddings';
import { type Located, RESOLVERS, type TargetKind } from '../access/resolvers';
import { HttpError } from '../lib/problem';
import { checkVersion, versionEtag } from '../lib/versions';
import { type Permission, refusal, type TargetFacts, type WeddingAction } from '../policy';
import { findWeddingWithStanding } from '../services/weddingAccess';
import type { WeddingFacts, WeddingRow } from '../services/weddings';

/** The checked target of a `wedding:` route: its wedding, the caller's standing there, and the target itself. */
export interface Access {
  wedding: WeddingRow;
  standing: Standing;
  /** The target's id: the wedding's own for `account` and `accountField`. */
  target: { kind: TargetKind; id: string; table?: string; version?: number };
  facts: TargetFacts;
  /** The wedding page's couple and counts, read in the access check's own query when the route asks (`withFacts`). */
  weddingFacts?: WeddingFacts;
  /** The task board's version, read in the same query when the route asks (`withBoardVersion`). */
  boardVersion?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route names who may call it; a route without one refuses to register (plugins/auth.ts). */
    permission?: Permission;
    /** What a `wedding:` permission is checked on: a kind of access/resolvers.ts. */
    target?: TargetKind;
    /** The route shows the wedding itself: the access check's query brings its couple and counts too. */
    withFacts?: boolean;
    /** The route serves the task board: the access check's query reads the board's version too. */
    withBoardVersion?: boolean;
  }
  interface FastifyRequest {
    /** Set once the policy allowed a `wedding:` route; read it with `accessOf`. */
    access: Access | null;
  }
}

const PREFIX = 'wedding:';

function weddingAction(permission: Permission | undefined): WeddingAction | null {
  return permission?.startsWith(PREFIX) ? (permission.slice(PREFIX.length) as WeddingAction) : null;
}

/**
 * Runs after authentication on every `wedding:<action>` route: the route's target kind finds the target (404 when
 * there is none), then its wedding (404), then the policy decides (403 with the rule's own message).
 */
export default fp(async (app) => {
  const { db } = app.database;
  app.decorateRequest('access', null);

  // A wedding route that forgot its target would otherwise be checked against nothing.
  app.addHook('onRoute', (route) => {
    const { permission, target } = (route.config ?? {}) as { permission?: Permission; target?: string };
    const onWedding = weddingAction(permission) !== null;
    if (onWedding && !target) throw new Error(`Route ${route.method} ${route.url} names no target for ${permission}`);
    if (target && !onWedding) throw new Error(`Route ${route.method} ${route.url} names a target without a wedding:`);
    if (target && !Object.hasOwn(RESOLVERS, target)) {
      throw new Error(`Route ${route.method} ${route.url} names an unknown target ${target}`);
    }
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    versionEtag(request, reply, payload);
    return payload;
  });

  app.addHook('preHandler', async (request) => {
    const { permission, target, withFacts, withBoardVersion } = request.routeOptions.config;
    const action = weddingAction(permission);
    if (!action || !target) return;
    const located: Located = await RESOLVERS[target](db, request);
    const user = request.user!;
    const extra = withFacts ? 'facts' : withBoardVersion ? 'boardVersion' : undefined;
    const found = await findWeddingWithStanding(db, located.wedding, user.id, extra);
    if (!found) throw new HttpError(404, weddingMessages.noWedding);
    const { wedding, standing } = found;
    const refused = refusal(user, action, { ...located.facts, standing });
    if (refused) throw new HttpError(403, refused);
    // A write from a stale version is refused before it starts (and again under the row's lock: lib/versions.ts).
    if (located.versioned && request.method !== 'GET') {
      await checkVersion(db, request, located.id!, located.versioned.version);
    }
    request.access = {
      wedding,
      standing,
      target: { kind: target, id: located.id ?? wedding.id, ...located.versioned },
      facts: located.facts,
      ...(found.facts ? { weddingFacts: found.facts } : {}),
      ...(found.boardVersion !== undefined ? { boardVersion: found.boardVersion } : {}),
    };
  });
});

/** The route's checked wedding and target. A route that was not checked fails rather than passing. */
export function accessOf(request: FastifyRequest): Access {
  if (!request.access) throw new Error(`${request.routeOptions.url} ran without the access check`);
  return request.access;
}
