import type { FastifyPluginAsync } from 'fastify';
import { addOnBody, addOnParams, logisticsBody, websiteUpdateBody } from '../../../../../shared/site';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  addOnsOf,
  logisticsOf,
  saveLogistics,
  siteRow,
  toGuestInfo,
  toWebsite,
  updateAddOn,
  updateWebsite,
} from '../../../../services/site';
import { renderSite } from '../../../../site/render';
import { loadSite } from '../../../../site/view';

type IdParams = { Params: { id: string } };

// The couple's website, logistics and add-ons; guest info is the guest-facing part of logistics.
const site: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const manage = { config: { permission: 'wedding:website.manage' as const, target: 'account' as const } };

  app.get<IdParams>('/:id/website/', manage, async (request) => {
    const { wedding } = accessOf(request);
    return toWebsite(wedding, await siteRow(db, wedding.id), publicUrl);
  });

  app.patch<IdParams>('/:id/website/', manage, async (request) => {
    const { wedding } = accessOf(request);
    return updateWebsite(db, request.user!.id, wedding, parse(websiteUpdateBody, request.body), publicUrl);
  });

  // The site as guests will see it, published or not, for the editor's preview frame: styles come from a stylesheet
  // because the frame's document may not run inline styles.
  app.get<IdParams>(
    '/:id/website/preview/',
    { config: { permission: 'wedding:website.preview', target: 'account' } },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const loaded = (await loadSite(db, wedding.id, publicUrl))!;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderSite(loaded.view, { href: `/site-themes/${loaded.view.theme}.css` }));
    },
  );

  app.get<IdParams>(
    '/:id/logistics/',
    { config: { permission: 'wedding:logistics.manage', target: 'account' } },
    async (request) => logisticsOf(await siteRow(db, accessOf(request).wedding.id)),
  );

  app.put<IdParams>(
    '/:id/logistics/',
    { config: { permission: 'wedding:logistics.manage', target: 'account' } },
    async (request) =>
      saveLogistics(db, request.user!.id, accessOf(request).wedding.id, parse(logisticsBody, request.body)),
  );

  app.get<IdParams>(
    '/:id/guest-info/',
    { config: { permission: 'wedding:guestInfo.view', target: 'account' } },
    async (request) => {
      const { wedding } = accessOf(request);
      return toGuestInfo(wedding.id, logisticsOf(await siteRow(db, wedding.id)));
    },
  );

  app.get<IdParams>('/:id/add-ons/', manage, async (request) =>
    addOnsOf(await siteRow(db, accessOf(request).wedding.id)),
  );

  app.patch<{ Params: { id: string; name: string } }>('/:id/add-ons/:name/', manage, async (request) => {
    const { name } = parse(addOnParams, request.params);
    return updateAddOn(db, request.user!.id, accessOf(request).wedding.id, name, parse(addOnBody, request.body));
  });
};

export default site;
