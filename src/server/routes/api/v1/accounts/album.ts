import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALBUM_LIMITS, albumMessages as m } from '../../../../../shared/album';
import {
  albumDownloadQuery,
  albumPhotoBody,
  albumPhotosQuery,
  albumSettingsBody,
} from '../../../../../shared/albumSchemas';
import { wholeList } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { binaryAnswer, listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { isUuid } from '../../../../lib/uuid';
import { imageBytes } from '../../../../media/read';
import { accessOf } from '../../../../plugins/access';
import { albumOf, rotateAlbumToken, updateAlbumSettings } from '../../../../services/album/album';
import {
  approvedPhoto,
  deleteAlbumPhoto,
  listAlbumPhotos,
  markInGallery,
  setAlbumPhotoStatus,
  toAlbumPhoto,
  wallOf,
} from '../../../../services/album/photos';
import { albumZip } from '../../../../services/album/zip';
import { stagePhotos } from '../../../../services/postPhotos';
import { addGalleryPhotos } from '../../../../services/sitePhotos';

// The guests' photo album, the couple's side (issue 36): settings and the secret address, moderation, the website
// gallery, the ZIP of everything; and the live wall's photos for any member.

const params = z.object({ id: z.string() });
const photoParams = z.object({ id: z.string(), photo: z.string() });

const album: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const manage = { config: { permission: 'wedding:album.manage' as const, target: 'account' as const } };
  const photoId = (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, m.noPhoto);
    return id.toLowerCase();
  };

  app.get('/:id/album/', { ...manage, schema: { params, response: { 200: someObject() } } }, async (request) =>
    albumOf(db, accessOf(request).wedding.id, publicUrl),
  );

  app.patch(
    '/:id/album/',
    { ...manage, schema: { params, body: albumSettingsBody, response: { 200: someObject() } } },
    async (request) => updateAlbumSettings(db, request.user!.id, accessOf(request).wedding.id, request.body, publicUrl),
  );

  app.post(
    '/:id/album/rotate/',
    { ...manage, schema: { params, body: noBody.optional(), response: { 200: someObject() } } },
    async (request) => rotateAlbumToken(db, request.user!.id, accessOf(request).wedding.id, publicUrl),
  );

  app.get(
    '/:id/album/photos/',
    { ...manage, schema: { params, querystring: albumPhotosQuery, response: { 200: listOf(someObject()) } } },
    async (request) =>
      wholeList((await listAlbumPhotos(db, accessOf(request).wedding.id, request.query.status)).map(toAlbumPhoto)),
  );

  app.patch(
    '/:id/album/photos/:photo/',
    { ...manage, schema: { params: photoParams, body: albumPhotoBody, response: { 200: someObject() } } },
    async (request) =>
      setAlbumPhotoStatus(
        db,
        request.user!.id,
        accessOf(request).wedding.id,
        photoId(request.params.photo),
        request.body.status,
      ),
  );

  app.delete(
    '/:id/album/photos/:photo/',
    { ...manage, schema: { params: photoParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteAlbumPhoto(db, request.user!.id, accessOf(request).wedding.id, photoId(request.params.photo));
      return reply.code(204).send();
    },
  );

  // An approved photo into the website's gallery: the gallery keeps copies of its own (its photos are deleted with
  // their images), within the gallery's cap.
  app.post(
    '/:id/album/photos/:photo/gallery/',
    { ...manage, schema: { params: photoParams, body: noBody.optional(), response: { 201: someObject() } } },
    async (request, reply) => {
      const weddingId = accessOf(request).wedding.id;
      const row = await approvedPhoto(db, weddingId, photoId(request.params.photo));
      if (row.galleryPhotoId) return reply.code(201).send(toAlbumPhoto(row));
      const variants = await Promise.all(
        row.variants.map(async (v) => ({
          width: v.width,
          bytes: (await imageBytes(app.media.store, { id: v.id, bytes: null }))!,
        })),
      );
      if (variants.some((v) => !v.bytes)) throw new HttpError(409, m.unreadable);
      const [staged] = await stagePhotos(app.media, [{ width: row.width, height: row.height, variants }]);
      const gallery = await addGalleryPhotos(db, weddingId, request.user!.id, [staged!]);
      const added = gallery.at(-1)!;
      return reply.code(201).send(await markInGallery(db, request.user!.id, weddingId, row.id, added.id));
    },
  );

  app.get(
    '/:id/album/download/',
    {
      ...manage,
      schema: {
        params,
        querystring: albumDownloadQuery,
        response: { 200: binaryAnswer('The album as a ZIP file: photos/ and photos.csv.') },
      },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const ids = request.query.photos?.split(',').filter(Boolean);
      if (ids && (ids.length > ALBUM_LIMITS.selection || !ids.every(isUuid))) {
        throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
      }
      const rows = await listAlbumPhotos(
        db,
        wedding.id,
        undefined,
        ids?.map((id) => id.toLowerCase()),
      );
      if (ids && rows.length !== new Set(ids.map((id) => id.toLowerCase())).size) {
        throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
      }
      const stream = albumZip(app.media.store, rows.reverse(), (error) =>
        request.log.error({ err: error }, 'an album photo could not be read for the ZIP'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${wedding.slug}-album.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/:id/album/wall/',
    {
      config: { permission: 'wedding:album.wall', target: 'account' },
      schema: { params, response: { 200: someObject() } },
    },
    async (request) => wallOf(db, accessOf(request).wedding.id, publicUrl),
  );
};

export default album;
