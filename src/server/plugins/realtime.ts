import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RUN_SHEET_LINK_GONE, SOCKET_CLOSE } from '../../shared/realtime';
import { HttpError } from '../lib/problem';
import { RealtimeHub } from '../realtime/hub';
import { Subscriber } from '../realtime/subscriber';
import { TypingRelay } from '../realtime/typing';
import { linkByToken } from '../services/runSheet';
import { userForToken } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Clients only ever send small control objects; anything bigger closes the socket (1009). */
const MAX_INCOMING_BYTES = 4 * 1024;
const SINCE = /^\d{1,15}$/;

/** Open sockets per key; a socket counts from its upgrade until it closes. */
class OpenCount {
  private readonly open = new Map<string, number>();
  take(key: string, max: number): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= max) return false;
    this.open.set(key, n + 1);
    return true;
  }
  give(key: string): void {
    const n = (this.open.get(key) ?? 1) - 1;
    if (n > 0) this.open.set(key, n);
    else this.open.delete(key);
  }
}

// GET /ws?token=…&since=…: the real-time channel. Browsers cannot set headers on a WebSocket, so the token comes in the
// query; the route is `public` to the auth hook and authenticates itself, closing with 4001 when the token is bad.
export default fp(async (app) => {
  const hub = new RealtimeHub(app.database, app.log);
  // One user or one address opening thousands of sockets would hold memory and a replay each: both are capped.
  const perUser = new OpenCount();
  const perIp = new OpenCount();
  const tooMany = SOCKET_CLOSE.tooMany;
  app.decorate('realtime', hub);
  const typing = new TypingRelay(app.database.db, Date.now, (error) =>
    app.log.warn({ err: error }, 'realtime: typing'),
  );
  // Before the websocket plugin's own preClose, which closes sockets without a code: ours say why (1001).
  app.addHook('preClose', () => {
    typing.forgetAll();
    return hub.stop();
  });
  await app.register(websocket, { options: { maxPayload: MAX_INCOMING_BYTES } });
  app.addHook('onReady', () => hub.start());

  // A page on another site must not ride on a user's token (or a shared link): refuse the upgrade before it happens.
  const mayUpgrade = async (request: FastifyRequest) => {
    // A draining instance takes no new sockets: the client retries, and the load balancer sends it elsewhere.
    if (app.lifecycle.draining) {
      throw new HttpError(503, 'This server is shutting down; reconnect to another.', undefined, {
        'retry-after': '1',
      });
    }
    const origin = request.headers.origin;
    // The page's own origin (opened at 127.0.0.1 while PUBLIC_URL says localhost, say) is always allowed.
    const ownOrigin = `${request.protocol}://${request.headers.host}`;
    if (origin !== undefined && origin !== ownOrigin && !app.config.allowedOrigins.includes(origin)) {
      throw new HttpError(403, `Origin ${origin} may not open the real-time channel.`);
    }
  };

  app.get(
    '/ws',
    {
      websocket: true,
      config: { permission: 'public' },
      schema: {
        summary:
          'The real-time channel (WebSocket): `{id, stream, action, data}` messages of spec section 4 for the token’s user, resuming after `since`.',
        querystring: z.looseObject({
          token: z.string().optional().describe('An access token.'),
          since: z.string().optional().describe('The id of the last message applied.'),
        }),
        response: { 101: z.undefined().describe('Switching Protocols: the socket is open.') },
      },
      preValidation: mayUpgrade,
    },
    async (socket, request) => {
      socket.on('error', (error) => request.log.debug({ err: error }, 'realtime: socket error'));
      if (!perIp.take(request.ip, app.config.socketsPerIp)) {
        socket.close(tooMany.code, tooMany.reason);
        return;
      }
      socket.once('close', () => perIp.give(request.ip));
      const { token, since } = request.query as { token?: string; since?: string };
      const user = await userForToken(app, token);
      if (socket.readyState !== socket.OPEN) return;
      if (!user) {
        socket.close(SOCKET_CLOSE.unauthorized.code, SOCKET_CLOSE.unauthorized.reason);
        return;
      }
      if (!perUser.take(user.id, app.config.socketsPerUser)) {
        socket.close(tooMany.code, tooMany.reason);
        return;
      }
      socket.once('close', () => perUser.give(user.id));
      // An unreadable `since` is a position we cannot find: the client is told to resync.
      const sinceId = since === undefined ? null : SINCE.test(since) ? Number(since) : -1;
      const subscriber = new Subscriber(socket, user.id, user.tokenHash, sinceId, hub.options, hub.onClose);
      // The one thing a client sends: "I am typing" (frames over 4 KiB were already refused with 1009).
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        typing
          .fromClient(subscriber, String(data))
          .catch((error) => request.log.warn({ err: error }, 'realtime: typing'));
      });
      hub.add(subscriber);
    },
  );

  // GET /ws/run-sheet?token=…: a shared run sheet's channel (issue 37), for a vendor's phone with no account. It only
  // says "changed" when the link's wedding's day changes; the page then fetches its sheet through the link itself.
  app.get(
    '/ws/run-sheet',
    {
      websocket: true,
      config: { permission: 'public' },
      schema: {
        summary:
          'A shared run sheet’s real-time channel (WebSocket): `{"stream":"run_sheet","action":"changed"}` whenever the link’s wedding’s day changes; closes with 4004 for a link that is unknown or turned off.',
        querystring: z.looseObject({ token: z.string().optional().describe('The run sheet link’s token.') }),
        response: { 101: z.undefined().describe('Switching Protocols: the socket is open.') },
      },
      preValidation: mayUpgrade,
    },
    async (socket, request) => {
      socket.on('error', (error) => request.log.debug({ err: error }, 'realtime: run sheet socket error'));
      if (!perIp.take(request.ip, app.config.socketsPerIp)) {
        socket.close(tooMany.code, tooMany.reason);
        return;
      }
      socket.once('close', () => perIp.give(request.ip));
      const { token } = request.query as { token?: string };
      // A 404 is for good (the page stops retrying); anything else (the database away) is worth another try.
      let weddingId: string | null;
      try {
        weddingId = (await linkByToken(app.database.db, token ?? '')).weddingId;
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) {
          request.log.warn({ err: error }, 'realtime: run sheet link lookup failed');
          socket.close(1011, 'Try again');
          return;
        }
        weddingId = null;
      }
      if (socket.readyState !== socket.OPEN) return;
      if (weddingId === null) {
        socket.close(RUN_SHEET_LINK_GONE.code, RUN_SHEET_LINK_GONE.reason);
        return;
      }
      hub.runSheets.add(weddingId, socket);
    },
  );
});
