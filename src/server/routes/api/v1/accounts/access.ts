import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Standing } from '../../../../../shared/weddings';
import { HttpError } from '../../../../lib/problem';
import { can, type WeddingAction } from '../../../../policy';
import { findWedding, standingIn, type WeddingRow } from '../../../../services/weddings';

export interface ResolvedWedding {
  row: WeddingRow;
  standing: Standing;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The wedding named by `:id` of a `wedding:<action>` route, once the policy allowed the action. */
    wedding: ResolvedWedding | null;
  }
}

export const NO_SUCH_WEDDING = 'No wedding has that address.';

/**
 * Runs after authentication on every `wedding:<action>` route of this scope: 404 when `:id` names no wedding,
 * 403 when the policy refuses the caller.
 */
export function installWeddingAccess(app: FastifyInstance): void {
  app.decorateRequest('wedding', null);
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission?.startsWith('wedding:')) return;
    const action = permission.slice('wedding:'.length) as WeddingAction;
    const key = (request.params as { id?: string }).id ?? '';
    const row = await findWedding(app.database.db, key);
    if (!row) throw new HttpError(404, NO_SUCH_WEDDING);
    const standing = await standingIn(app.database.db, row.id, request.user!.id);
    if (!can(request.user, action, standing)) throw new HttpError(403, 'You don’t have access to this wedding.');
    request.wedding = { row, standing };
  });
}

/** The route's checked wedding. A `wedding:` route outside this scope has none, and fails rather than passing. */
export function weddingOf(request: FastifyRequest): ResolvedWedding {
  if (!request.wedding) throw new Error(`${request.routeOptions.url} ran without the wedding access check`);
  return request.wedding;
}

export type IdParams = { Params: { id: string } };
