import { RUN_SHEET_LINK_GONE } from '../../../../src/shared/realtime';
import type { RunSheetLink } from '../../../../src/shared/runSheet';
import type { Wedding } from '../../../../src/shared/weddings';
import { ok } from '../../planningSupport';
import { call } from '../../weddingsSupport';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone, coupleOnly } from '../roles';

// Issue 37: the couple's run sheet links, and the run sheet a link opens for anyone who holds it.

const OPEN = 101;

/** What a run sheet's socket does with a link's token: says it is ready, or closes with a code. */
async function sheetSocket(ctx: MatrixContext, token: string): Promise<number> {
  const ws = await ctx.server.app.injectWS(`/ws/run-sheet?token=${encodeURIComponent(token)}`);
  return new Promise((resolve) => {
    ws.once('message', () => {
      ws.terminate();
      resolve(OPEN);
    });
    ws.once('close', (code: number) => resolve(code));
  });
}

interface World {
  wedding: Wedding;
  link: RunSheetLink;
  token: string;
}

export default defineArea<World>({
  arrange: async (ctx) => {
    const wedding = await ctx.wedding();
    const res = await call(ctx.server, ctx.users.couple.access_token, 'POST', '/api/v1/run-sheet-links/', {
      account: wedding.id,
      name: 'DJ',
    });
    const link = ok<RunSheetLink>(res, 201);
    return { wedding, link, token: link.url.split('/run/')[1]! };
  },
  missing: {
    as: 'couple',
    world: (w) => ({ ...w, link: { ...w.link, id: MISSING_ID }, token: 'no-such-token' }),
  },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/run-sheet-links/',
      url: (w) => `/api/v1/run-sheet-links/?account=${w.wedding.id}`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/run-sheet-links/',
      url: () => '/api/v1/run-sheet-links/',
      body: (w) => ({ account: w.wedding.id, name: 'Photographer' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/run-sheet-links/:id/',
      url: (w) => `/api/v1/run-sheet-links/${w.link.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/run-sheet/:token/',
      url: (w) => `/api/v1/run-sheet/${w.token}/`,
      expected: anyone(200),
    },
    // The link is the credential, not the caller's token: anyone holding it listens, a wrong one is closed for good.
    {
      method: 'GET',
      route: '/ws/run-sheet',
      url: () => '/ws/run-sheet',
      probe: (ctx, w) => sheetSocket(ctx, w.token),
      expected: anyone(OPEN),
    },
    {
      method: 'GET',
      route: '/ws/run-sheet',
      url: () => '/ws/run-sheet',
      probe: (ctx) => sheetSocket(ctx, 'no-such-token'),
      expected: anyone(RUN_SHEET_LINK_GONE.code),
    },
  ],
});
