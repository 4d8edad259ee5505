import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { SOCKET_CLOSE } from '../../shared/realtime';
import { HttpError } from '../lib/problem';
import { RealtimeHub } from '../realtime/hub';
import { Subscriber } from '../realtime/subscriber';
import { userForToken } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Clients only ever send small control objects; anything bigger closes the socket (1009). */
const MAX_INCOMING_BYTES = 4 * 1024;
const SINCE = /^\d{1,15}$/;

// GET /ws?token=…&since=…: the real-time channel. Browsers cannot set headers on a WebSocket, so the token comes in the
// query; the route is `public` to the auth hook and authenticates itself, closing with 4001 when the token is bad.
export default fp(async (app) => {
  const hub = new RealtimeHub(app.database, app.log);
  app.decorate('realtime', hub);
  // Before the websocket plugin's own preClose, which closes sockets without a code: ours say why (1001).
  app.addHook('preClose', () => hub.stop());
  await app.register(websocket, { options: { maxPayload: MAX_INCOMING_BYTES } });
  app.addHook('onReady', () => hub.start());

  app.get(
    '/ws',
    {
      websocket: true,
      config: { permission: 'public' },
      // A page on another site must not ride on a user's token: refuse the upgrade before it happens.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        // The page's own origin (opened at 127.0.0.1 while PUBLIC_URL says localhost, say) is always allowed.
        const ownOrigin = `${request.protocol}://${request.headers.host}`;
        if (origin !== undefined && origin !== ownOrigin && !app.config.allowedOrigins.includes(origin)) {
          throw new HttpError(403, `Origin ${origin} may not open the real-time channel.`);
        }
      },
    },
    async (socket, request) => {
      socket.on('error', (error) => request.log.debug({ err: error }, 'realtime: socket error'));
      const { token, since } = request.query as { token?: string; since?: string };
      const user = await userForToken(app, token);
      if (socket.readyState !== socket.OPEN) return;
      if (!user) {
        socket.close(SOCKET_CLOSE.unauthorized.code, SOCKET_CLOSE.unauthorized.reason);
        return;
      }
      // An unreadable `since` is a position we cannot find: the client is told to resync.
      const sinceId = since === undefined ? null : SINCE.test(since) ? Number(since) : -1;
      hub.add(new Subscriber(socket, user.id, user.tokenHash, sinceId, hub.options, hub.onClose));
    },
  );
});
