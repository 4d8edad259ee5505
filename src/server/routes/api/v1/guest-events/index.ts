import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestEventPatch, invitationsBody } from '../../../../../shared/guestEvents';
import { eventReminderBody } from '../../../../../shared/invitationSchemas';
import { ruleBody, seatBody, tableBody } from '../../../../../shared/seating';
import { wholeList } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { binaryAnswer, listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { eventReminders, sendEventReminder } from '../../../../services/eventReminders';
import { deleteGuestEvent, eventInvites, setInvitations, updateGuestEvent } from '../../../../services/guestEvents';
import { addRule, createTable, seatForMe, seatGuest, seatingPlan } from '../../../../services/seating';
import { seatingPdf } from '../../../../services/seatingPrint';

// /api/v1/guest-events/{id}/: one guest event and who is invited to it, the couple's to change.
const reminderAnswer = z.object({
  id: z.string().nullable().describe('The queued reminder; null for a dry run.'),
  recipients: z.array(z.object({ id: z.string(), name: z.string(), emails: z.array(z.string()) })),
  without_email: z.array(z.string()).describe('Households still to answer that have no address to mail.'),
  preview: z.object({ to: z.string(), subject: z.string(), text: z.string(), qr: z.string() }).nullable(),
  send_at: z.string().nullable().describe('When it goes; null: now.'),
});
const reminderItem = z.object({
  id: z.string(),
  subject: z.string(),
  send_at: z.string().nullable(),
  created_at: z.string(),
  households: z.number().int(),
  sent: z.number().int().describe('Mails gone out; a household that answered first is not mailed.'),
});

/** Sends a wedding may make in an hour, invitations and reminders together (as accounts/invitations.ts). */
const SENDS = { max: 10, windowSeconds: 3600 };

const guestEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'guestEvent' as const } };
  const params = z.object({ id: z.string() });

  app.patch(
    '/:id/',
    { ...manage, schema: { params, body: guestEventPatch, response: { 200: someObject() } } },
    async (request) => updateGuestEvent(db, accessOf(request).target.id, request.user!.id, request.body),
  );

  app.delete('/:id/', { ...manage, schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    await deleteGuestEvent(db, accessOf(request).target.id, request.user!.id);
    return reply.code(204).send();
  });

  app.get(
    '/:id/invitations/',
    { ...manage, schema: { params, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await eventInvites(db, accessOf(request).target.id)),
  );

  app.post(
    '/:id/invitations/',
    { ...manage, schema: { params, body: invitationsBody, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await setInvitations(db, accessOf(request).target.id, request.user!.id, request.body)),
  );

  // RSVP reminders for this event (issue 38): to the households still to answer for it, now or at `send_at`,
  // counted with the wedding's invitation sends against the hourly limit.
  app.post(
    '/:id/reminders/',
    { ...manage, schema: { params, body: eventReminderBody, response: { 200: reminderAnswer, 202: reminderAnswer } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      if (!request.body.dry_run) {
        await hitLimit(db, `invitation-sends:wedding:${wedding.id}`, SENDS, 'invitation sends');
      }
      const result = await sendEventReminder(db, app, wedding, target.id, request.user!.id, request.body);
      return reply.code(request.body.dry_run ? 200 : 202).send(result);
    },
  );

  app.get(
    '/:id/reminders/',
    { ...manage, schema: { params, response: { 200: listOf(reminderItem) } } },
    async (request) => wholeList(await eventReminders(db, accessOf(request).target.id)),
  );

  // Seating (for an event with a plan): the plan whole, a new table, one guest's seat, a rule, and "Seat for me".
  app.get('/:id/seating/', { ...manage, schema: { params, response: { 200: someObject() } } }, async (request) =>
    seatingPlan(db, accessOf(request).target.id),
  );

  // The seating printed: the table list, the floor plan and the place cards, as one PDF made here.
  app.get(
    '/:id/seating/pdf/',
    {
      ...manage,
      schema: {
        params,
        response: { 200: binaryAnswer('The seating as a PDF: the table list, the floor plan and the place cards.') },
      },
    },
    async (request, reply) => {
      const plan = await seatingPlan(db, accessOf(request).target.id);
      const pdf = await seatingPdf(plan, plan.guests);
      const file = `seating-${plan.event.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(pdf);
    },
  );

  app.post(
    '/:id/tables/',
    { ...manage, schema: { params, body: tableBody, response: { 201: someObject() } } },
    async (request, reply) =>
      reply.code(201).send(await createTable(db, accessOf(request).target.id, request.user!.id, request.body)),
  );

  app.put(
    '/:id/seats/',
    { ...manage, schema: { params, body: seatBody, response: { 200: someObject() } } },
    async (request) => seatGuest(db, accessOf(request).target.id, request.user!.id, request.body),
  );

  app.post(
    '/:id/rules/',
    { ...manage, schema: { params, body: ruleBody, response: { 201: someObject() } } },
    async (request, reply) =>
      reply.code(201).send(await addRule(db, accessOf(request).target.id, request.user!.id, request.body)),
  );

  app.post(
    '/:id/seat-for-me/',
    { ...manage, schema: { params, body: noBody, response: { 200: someObject() } } },
    async (request) => seatForMe(db, accessOf(request).target.id, request.user!.id),
  );
};

export default guestEventRoutes;
