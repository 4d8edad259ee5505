import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOnBody,
  addOnParams,
  logisticsBody,
  siteMessages,
  siteTranslationBody,
  siteTranslationParams,
  siteTranslationsAnswer,
  websiteUpdateBody,
} from '../../../../../shared/site';
import { socialMessages as sm } from '../../../../../shared/socialTypes';
import type { Tx } from '../../../../db/client';
import { pickLanguage } from '../../../../i18n/languages';
import { wholeList } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { htmlPage, listOf, noContent, someObject, UPLOAD, upload } from '../../../../lib/routeSchemas';
import { isUuid } from '../../../../lib/uuid';
import { holdRow, tagged } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { photoError } from '../../../../services/postPhotos';
import {
  addOnsOf,
  logisticsOf,
  saveLogistics,
  saveTranslation,
  siteRow,
  toGuestInfo,
  toWebsite,
  updateAddOn,
  updateWebsite,
  versionedLogistics,
} from '../../../../services/site';
import { addGalleryPhotos, deleteGalleryPhoto, galleryPhotos } from '../../../../services/sitePhotos';
import { renderSite } from '../../../../site/render';
import { loadSite } from '../../../../site/view';
import { readPostUpload } from '../posts/upload';

// The couple's website, logistics and add-ons; guest info is the guest-facing part of logistics.
const site: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const manage = { config: { permission: 'wedding:website.manage' as const, target: 'account' as const } };

  app.get(
    '/:id/website/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => {
      const { wedding } = accessOf(request);
      return toWebsite(wedding, await siteRow(db, wedding.id), publicUrl);
    },
  );

  app.patch(
    '/:id/website/',
    {
      ...manage,
      schema: { params: z.object({ id: z.string() }), body: websiteUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      return updateWebsite(db, request.user!.id, wedding, request.body, publicUrl);
    },
  );

  // The couple's texts in one of the site's other languages (issue 39); what is left empty shows the default's.
  app.put(
    '/:id/website/translations/:lang/',
    {
      ...manage,
      schema: { params: siteTranslationParams, body: siteTranslationBody, response: { 200: siteTranslationsAnswer } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      return saveTranslation(db, request.user!.id, wedding, request.params.lang, request.body);
    },
  );

  // The site as guests will see it, published or not, for the editor's preview frame: styles come from a stylesheet
  // because the frame's document may not run inline styles.
  app.get(
    '/:id/website/preview/',
    {
      config: { permission: 'wedding:website.preview', target: 'account' },
      schema: {
        params: z.object({ id: z.string() }),
        // One of the site's languages (issue 39); the default when left out or not one of the site's.
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: htmlPage },
      },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const loaded = (await loadSite(db, wedding.id, publicUrl))!;
      loaded.view.lang = pickLanguage(loaded.view.languages ?? ['en'], { path: request.query.lang });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(renderSite(loaded.view, { href: `/site-themes/${loaded.view.theme}.css` }));
    },
  );

  app.get(
    '/:id/logistics/',
    {
      config: { permission: 'wedding:logistics.manage', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request, reply) => tagged(reply, versionedLogistics(await siteRow(db, accessOf(request).wedding.id))),
  );

  app.put(
    '/:id/logistics/',
    {
      config: { permission: 'wedding:logistics.manage', target: 'account' },
      schema: { params: z.object({ id: z.string() }), body: logisticsBody, response: { 200: someObject() } },
    },
    async (request, reply) => {
      const wedding = accessOf(request).wedding.id;
      const hold = (tx: Tx) =>
        holdRow(tx, request, 'wedding_sites', wedding, { key: 'wedding_id', column: 'logistics_version' });
      return tagged(reply, await saveLogistics(db, request.user!.id, wedding, request.body, hold));
    },
  );

  app.get(
    '/:id/guest-info/',
    {
      config: { permission: 'wedding:guestInfo.view', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      return toGuestInfo(wedding.id, logisticsOf(await siteRow(db, wedding.id)));
    },
  );

  app.get(
    '/:id/add-ons/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => addOnsOf(await siteRow(db, accessOf(request).wedding.id)),
  );

  app.patch(
    '/:id/add-ons/:name/',
    {
      ...manage,
      schema: {
        params: addOnParams.extend({ id: z.string() }),
        body: addOnBody,
        response: { 200: someObject() },
      },
    },
    async (request) => {
      const { name } = request.params;
      return updateAddOn(db, request.user!.id, accessOf(request).wedding.id, name, request.body);
    },
  );

  // The gallery's photos: multipart files `photos`, decoded and re-encoded like a post's (type by content, size, pixel
  // limit, metadata stripped), added within the gallery's cap.
  app.get(
    '/:id/website/photos/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await galleryPhotos(db, accessOf(request).wedding.id)),
  );

  app.post(
    '/:id/website/photos/',
    {
      ...manage,
      schema: {
        params: z.object({ id: z.string() }),
        consumes: UPLOAD,
        body: upload({}, { photos: 'Photos for the site’s gallery.' }),
        response: { 201: someObject() },
      },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      if (!request.isMultipart()) throw photoError(415, sm.photoType);
      const { photos } = await readPostUpload(request);
      if (!photos.length) throw photoError(400, sm.photoType);
      return reply.code(201).send(wholeList(await addGalleryPhotos(db, wedding.id, request.user!.id, photos)));
    },
  );

  app.delete(
    '/:id/website/photos/:photo/',
    { ...manage, schema: { params: z.object({ id: z.string(), photo: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      if (!isUuid(request.params.photo)) throw new HttpError(404, siteMessages.noGalleryPhoto);
      await deleteGalleryPhoto(db, wedding.id, request.user!.id, request.params.photo);
      return reply.code(204).send();
    },
  );
};

export default site;
