import type { FastifyPluginAsync } from 'fastify';
import { addOnBody, addOnParams, logisticsBody, siteMessages, websiteUpdateBody } from '../../../../../shared/site';
import { socialMessages as sm } from '../../../../../shared/socialTypes';
import { wholeList } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import { isUuid } from '../../../../lib/uuid';
import { accessOf } from '../../../../plugins/access';
import { photoError } from '../../../../services/postPhotos';
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
import { addGalleryPhotos, deleteGalleryPhoto, galleryPhotos } from '../../../../services/sitePhotos';
import { renderSite } from '../../../../site/render';
import { loadSite } from '../../../../site/view';
import { readPostUpload } from '../posts/upload';

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

  // The gallery's photos: multipart files `photos`, decoded and re-encoded like a post's (type by content, size, pixel
  // limit, metadata stripped), added within the gallery's cap.
  app.get<IdParams>('/:id/website/photos/', manage, async (request) =>
    wholeList(await galleryPhotos(db, accessOf(request).wedding.id)),
  );

  app.post<IdParams>('/:id/website/photos/', manage, async (request, reply) => {
    const { wedding } = accessOf(request);
    if (!request.isMultipart()) throw photoError(415, sm.photoType);
    const { photos } = await readPostUpload(request);
    if (!photos.length) throw photoError(400, sm.photoType);
    return reply.code(201).send(wholeList(await addGalleryPhotos(db, wedding.id, request.user!.id, photos)));
  });

  app.delete<{ Params: { id: string; photo: string } }>(
    '/:id/website/photos/:photo/',
    manage,
    async (request, reply) => {
      const { wedding } = accessOf(request);
      if (!isUuid(request.params.photo)) throw new HttpError(404, siteMessages.noGalleryPhoto);
      await deleteGalleryPhoto(db, wedding.id, request.user!.id, request.params.photo);
      return reply.code(204).send();
    },
  );
};

export default site;
