import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationSendBody } from '../../../../../shared/invitationSchemas';
import { wholeList } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { invitationInserts, sendInvitations } from '../../../../services/invitationSends';

// Issue 35: invitations and RSVP links mailed from the guest list (a dry run previews them), and the printable
// inserts with each household's QR code. The couple's alone, like the guest list.
/** Sends a wedding may make in an hour (previews are free). */
const SENDS = { max: 10, windowSeconds: 3600 };

const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'account' as const } };

  app.post(
    '/:id/invitation-sends/',
    {
      ...manage,
      schema: {
        params: z.object({ id: z.string() }),
        body: invitationSendBody,
        response: { 200: someObject(), 202: someObject() },
      },
    },
    async (request, reply) => {
      // Each send mails every household it picks: a slip of the finger must not become a flood in the guests' inboxes.
      if (!request.body.dry_run) {
        await hitLimit(db, `invitation-sends:wedding:${accessOf(request).wedding.id}`, SENDS, 'invitation sends');
      }
      const result = await sendInvitations(db, app, accessOf(request).wedding, request.user!.id, request.body);
      // Queued: the mails go out from the job queue within seconds, one per household.
      return reply.code(request.body.dry_run ? 200 : 202).send(result);
    },
  );

  app.get(
    '/:id/invitation-inserts/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await invitationInserts(db, accessOf(request).wedding.id, app.config.publicUrl)),
  );
};

export default invitationsRoutes;
