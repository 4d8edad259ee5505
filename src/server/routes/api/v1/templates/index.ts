import type { FastifyPluginAsync } from 'fastify';
import { applyTemplateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { applyTemplate, TEMPLATES_PAGE, templateById, templateSummaries } from '../../../../services/templates';

type IdParams = { Params: { id: string } };

// /api/v1/templates/: the template store, and applying a template to a wedding (the couple only).
const templatesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', signedIn, async (request) => offsetPaging(request, TEMPLATES_PAGE).slice(templateSummaries()));

  app.get<IdParams>('/:id/', signedIn, async (request) => templateById(request.params.id));

  // `today` is the caller's date, so due dates never land before the day they are looking at.
  app.post<IdParams>(
    '/:id/apply/',
    { config: { permission: 'wedding:templates.apply', target: 'accountField' } },
    async (request) => {
      const { wedding } = accessOf(request);
      const template = templateById(request.params.id);
      const { today } = parse(applyTemplateBody, request.body);
      const date = today ?? new Date().toISOString().slice(0, 10);
      return db.transaction((tx) => applyTemplate(tx, wedding, template.id, request.user!.id, date));
    },
  );
};

export default templatesRoutes;
