import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeBody,
  emailConfirmBody,
  emailVerifyBody,
  notificationSettingsBody,
} from '../../../../../shared/accountSchemas';
import { hitLimit } from '../../../../lib/rateLimit';
import { noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { confirmEmailChange, requestEmailChange } from '../../../../services/accountEmail';
import {
  accountOverview,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from '../../../../services/accountSessions';
import { accountWeddings, leaveWedding } from '../../../../services/accountWeddings';
import { resendVerification, verifyEmail } from '../../../../services/emailVerification';
import { getSettings, saveSettings } from '../../../../services/notificationSettings';

// The account area (/account, /account-weddings, /update-settings): email, devices, weddings and notification settings.
const account: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/me/account/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    accountOverview(db, request.user!.id),
  );

  app.post(
    '/me/email/',
    { ...signedIn, schema: { body: emailChangeBody, response: { 202: someObject() } } },
    async (request, reply) => {
      const body = request.body;
      return reply.code(202).send(await requestEmailChange(db, app, request.user!.id, body));
    },
  );

  // Public: the link is opened from the new mailbox, maybe on a device not signed in.
  app.post(
    '/email/confirm/',
    { config: { permission: 'public' }, schema: { body: emailConfirmBody, response: { 200: someObject() } } },
    async (request) => {
      const { token } = request.body;
      return confirmEmailChange(db, token, request.user);
    },
  );

  // The top menu's "send it again" while the address is unproven; a few an hour, as each one is a mail.
  app.post(
    '/me/verify-email/',
    { ...signedIn, schema: { body: noBody, response: { 202: someObject({ detail: z.string() }) } } },
    async (request, reply) => {
      await hitLimit(db, `verify:user:${request.user!.id}`, app.config.limits.verifyResendPerUser);
      await resendVerification(db, app, request.user!.id);
      return reply.code(202).send({ detail: 'We sent you a new verification link.' });
    },
  );

  // Public: the link is opened from the mailbox, maybe on a device not signed in.
  app.post(
    '/verify-email/',
    { config: { permission: 'public' }, schema: { body: emailVerifyBody, response: { 200: someObject() } } },
    async (request) => {
      const { token } = request.body;
      return verifyEmail(db, token);
    },
  );

  app.get('/me/sessions/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) => ({
    results: await listSessions(db, request.user!),
  }));

  // "Sign out everywhere else": this device stays signed in.
  app.delete('/me/sessions/', { ...signedIn, schema: { response: { 204: noContent } } }, async (request, reply) => {
    await revokeOtherSessions(db, request.user!);
    return reply.code(204).send();
  });

  app.delete(
    '/me/sessions/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await revokeSession(db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/me/weddings/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    accountWeddings(db, request.user!),
  );

  app.post(
    '/me/weddings/:id/leave/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 204: noContent } } },
    async (request, reply) => {
      await leaveWedding(db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/me/settings/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    getSettings(db, request.user!.id),
  );

  app.put(
    '/me/settings/',
    { ...signedIn, schema: { body: notificationSettingsBody, response: { 200: someObject() } } },
    async (request) => saveSettings(db, request.user!.id, request.body),
  );
};

export default account;
