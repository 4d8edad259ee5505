import { media } from '../../../../src/server/db/schema';
import { SOCKET_CLOSE } from '../../../../src/shared/realtime';
import { tinyPng } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone } from '../roles';

// What anyone reaches: the health and readiness checks, images, the client's pages and the real-time socket.

interface World {
  mediaId: string;
}

const OPEN = 101;

/** What the socket does with a token: stays open and says it is ready, or closes with a code. */
async function socketAnswer(ctx: MatrixContext, token: string | null): Promise<number> {
  const ws = await ctx.server.app.injectWS(token ? `/ws?token=${encodeURIComponent(token)}` : '/ws');
  return new Promise((resolve) => {
    ws.once('message', () => {
      ws.terminate();
      resolve(OPEN);
    });
    ws.once('close', (code: number) => resolve(code));
  });
}

export default defineArea<World>({
  async arrange(ctx) {
    const [row] = await ctx.server.database.db
      .insert(media)
      .values({ ownerId: ctx.users.couple.user.id, contentType: 'image/png', bytes: tinyPng() })
      .returning({ id: media.id });
    return { mediaId: row!.id };
  },
  missing: { as: 'stranger', world: () => ({ mediaId: MISSING_ID }) },
  rows: [
    { method: 'GET', route: '/healthz', url: () => '/healthz', expected: anyone(200) },
    { method: 'GET', route: '/readyz', url: () => '/readyz', expected: anyone(200) },
    { method: 'GET', route: '/media/:id', url: (w) => `/media/${w.mediaId}`, expected: anyone(200) },
    // The client's own routes deep-link: any page address is the app (a 404 where no page has it: prerendered.test.ts).
    { method: 'GET', route: '/*', url: () => '/weddings/create', expected: anyone(200) },
    {
      method: 'GET',
      route: '/ws',
      url: () => '/ws',
      probe: (ctx, _world, token) => socketAnswer(ctx, token),
      expected: { ...anyone(OPEN), anonymous: SOCKET_CLOSE.unauthorized.code },
    },
  ],
});
