import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftBody, householdBody, importBody } from '../../../../../shared/site';
import { wholeList } from '../../../../lib/paging';
import { fileAnswer, listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { createGift, weddingGifts } from '../../../../services/gifts';
import { createHousehold, rsvpSummary, weddingHouseholds } from '../../../../services/guests';
import { exportGuests, importGuests } from '../../../../services/guestsCsv';
import { siteRow } from '../../../../services/site';

// The guest list in households, its CSV import and export, and the RSVP counts.
const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'account' as const } };

  app.get(
    '/:id/households/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingHouseholds(db, accessOf(request).wedding.id, publicUrl)),
  );

  app.post(
    '/:id/households/',
    {
      ...manage,
      schema: { params: z.object({ id: z.string() }), body: householdBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      const household = await createHousehold(db, accessOf(request).wedding.id, request.user!.id, body, publicUrl);
      return reply.code(201).send(household);
    },
  );

  app.post(
    '/:id/guests/import/',
    {
      ...manage,
      schema: {
        params: z.object({ id: z.string() }),
        body: importBody,
        response: { 200: someObject(), 201: someObject() },
      },
    },
    async (request, reply) => {
      const { csv, dry_run } = request.body;
      const result = await importGuests(db, accessOf(request).wedding.id, request.user!.id, csv, dry_run);
      return reply.code(dry_run ? 200 : 201).send(result);
    },
  );

  app.get(
    '/:id/guests/export/',
    {
      ...manage,
      schema: { params: z.object({ id: z.string() }), response: { 200: fileAnswer('The guest list as CSV.') } },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${wedding.slug}-guests.csv"`)
        .send(await exportGuests(db, wedding.id, publicUrl));
    },
  );

  // The thank-you tracker: who gave what, and whether the card went out.
  app.get(
    '/:id/gifts/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingGifts(db, accessOf(request).wedding.id)),
  );

  app.post(
    '/:id/gifts/',
    { ...manage, schema: { params: z.object({ id: z.string() }), body: giftBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const gift = await createGift(db, accessOf(request).wedding.id, request.user!.id, request.body);
      return reply.code(201).send(gift);
    },
  );

  app.get(
    '/:id/rsvp-summary/',
    {
      config: { permission: 'wedding:rsvp.summary', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      return rsvpSummary(db, wedding.id, (await siteRow(db, wedding.id))?.rsvpDeadline ?? null);
    },
  );
};

export default guestsRoutes;
