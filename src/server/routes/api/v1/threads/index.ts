import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody, threadBody } from '../../../../../shared/messagesSchemas';
import { keysetPaging } from '../../../../lib/paging';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { deleteMessage, listMessages, MESSAGES_PAGE, markThreadRead, sendMessage } from '../../../../services/messages';
import { recipients } from '../../../../services/recipients';
import { listThreads, startThread, THREADS_PAGE, threadFor } from '../../../../services/threads';

// Private messages (spec section 7, /threads/ and /threads/{id}/messages/): the inbox, starting a conversation, and
// its messages. Only a thread's participants reach it; to anyone else it is as unknown as a missing one (404).
const threadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = keysetPaging(request, THREADS_PAGE);
    return paging.envelope(await listThreads(db, request.user!.id, paging.window));
  });

  // 201 with a new thread; 200 with the one these people already share.
  app.post(
    '/',
    { ...signedIn, schema: { body: threadBody, response: { 200: someObject(), 201: someObject() } } },
    async (request, reply) => {
      const { people, text } = request.body;
      const { thread, created } = await db.transaction((tx) => startThread(tx, request.user!, people, text));
      return reply.code(created ? 201 : 200).send(thread);
    },
  );

  app.get<{ Querystring: { q?: string } }>(
    '/recipients/',
    { ...signedIn, schema: { response: { 200: someObject() } } },
    async (request) => recipients(db, request.user!.id, typeof request.query.q === 'string' ? request.query.q : ''),
  );

  app.get(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => threadFor(db, request.user!.id, request.params.id),
  );

  app.post(
    '/:id/read/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => db.transaction((tx) => markThreadRead(tx, request.user!, request.params.id)),
  );

  app.get(
    '/:id/messages/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = keysetPaging(request, MESSAGES_PAGE);
      return paging.envelope(await listMessages(db, request.user!.id, request.params.id, paging.window));
    },
  );

  app.post(
    '/:id/messages/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: messageBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { text } = request.body;
      const message = await db.transaction((tx) => sendMessage(tx, request.user!, request.params.id, text));
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/:id/messages/:messageId/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string(), messageId: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction((tx) => deleteMessage(tx, request.user!, request.params.id, request.params.messageId));
      return reply.code(204).send();
    },
  );
};

export default threadsRoutes;
