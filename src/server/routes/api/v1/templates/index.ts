import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyTemplateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { applyTemplate, TEMPLATES_PAGE, templateById, templateSummaries } from '../../../../services/templates';

// /api/v1/templates/: the template store, and applying a template to a wedding (the couple only).
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) =>
    offsetPaging(request, TEMPLATES_PAGE).slice(templateSummaries()),
  );

  app.get(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => templateById(request.params.id),
  );

  // `today` is the caller's date, so due dates never land before the day they are looking at.
  app.post(
    '/:id/apply/',
    {
      config: { permission: 'wedding:templates.apply', target: 'accountField' },
      schema: {
        params: z.object({ id: z.string() }),
        body: applyTemplateBody,
        response: { 200: someObject() },
      },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      const template = templateById(request.params.id);
      const { today, skip } = request.body;
      const date = today ?? new Date().toISOString().slice(0, 10);
      return db.transaction((tx) => applyTemplate(tx, wedding, template.id, request.user!.id, date, skip));
    },
  );
};

export default templatesRoutes;
