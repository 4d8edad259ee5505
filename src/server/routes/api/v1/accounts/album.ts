import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { albumMessages as m } from '../../../../../shared/album';
import {
  albumDownloadLinkBody,
  albumDownloadQuery,
  albumPhotoBody,
  albumPhotosQuery,
  albumPostBody,
  albumSettingsBody,
} from '../../../../../shared/albumSchemas';
import { keysetPaging } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { binaryAnswer, cursorQuery, listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { isUuid } from '../../../../lib/uuid';
import { accessOf } from '../../../../plugins/access';
import { albumOf, rotateAlbumToken, updateAlbumSettings } from '../../../../services/album/album';
import { copyAlbumPhotos } from '../../../../services/album/copies';
import { approvedPhotos, createDownloadLink, selectedPhotos } from '../../../../services/album/downloads';
import {
  approvedPhoto,
  deleteAlbumPhoto,
  markInGallery,
  pageAlbumPhotos,
  setAlbumPhotoStatus,
  toAlbumPhoto,
  waitingCount,
  wallOf,
} from '../../../../services/album/photos';
import { albumZip } from '../../../../services/album/zip';
import { createPost } from '../../../../services/posts';
import { hydratePosts } from '../../../../services/postsRead';
import { addGalleryPhotos } from '../../../../services/sitePhotos';

// The guests' photo album, the couple's side (issue 36): settings and the secret address, moderation, the website
// gallery, the ZIP of everything; and the live wall's photos for any member.

/** The moderation grid: 48 photos a page by default (a few screens of thumbnails), up to 100. */
export const ALBUM_PHOTOS_PAGE = { size: 48, max: 100 };

const params = z.object({ id: z.string() });

const downloadLinkAnswer = z.object({
  url: z.string().describe('Open within a few minutes: the ZIP, streamed; no token needed.'),
  expires_at: z.string(),
  photos: z.number().int().describe('How many photos the ZIP holds.'),
});

/** The new post, as far as the couple's page needs it (GET /api/v1/posts/{id}/ has all of it). */
const albumPostAnswer = z.object({
  id: z.string(),
  text: z.string(),
  audience: z.string(),
  photos: z.array(
    z.object({ id: z.string(), width: z.number(), height: z.number(), src: z.string(), srcset: z.string() }),
  ),
});
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
    {
      ...manage,
      schema: {
        params,
        querystring: albumPhotosQuery.extend(cursorQuery.shape),
        response: { 200: listOf(someObject()).extend({ waiting: z.number().int() }) },
      },
    },
    async (request) => {
      const weddingId = accessOf(request).wedding.id;
      const paging = keysetPaging(request, ALBUM_PHOTOS_PAGE);
      const [page, waiting] = await Promise.all([
        pageAlbumPhotos(db, weddingId, request.query.status, paging.window),
        waitingCount(db, weddingId),
      ]);
      // `waiting`: how many wait for the couple in the whole album, whichever page this is.
      return { ...paging.envelope(page), waiting };
    },
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
      const [staged] = await copyAlbumPhotos(app.media, [row]);
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
      const rows = await selectedPhotos(db, wedding.id, request.query.photos?.split(',').filter(Boolean));
      const stream = albumZip(app.media.store, rows, (error) =>
        request.log.error({ err: error }, 'an album photo could not be read for the ZIP'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${wedding.slug}-album.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  // The ZIP for a browser: a link good for a few minutes that the page navigates to, so the file streams to disk
  // (GET /album/download/{token}, routes/album.ts) instead of filling the page's memory as a fetched Blob would.
  app.post(
    '/:id/album/download/link/',
    { ...manage, schema: { params, body: albumDownloadLinkBody, response: { 201: downloadLinkAnswer } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createDownloadLink(db, request.user!.id, accessOf(request).wedding.id, request.body.photos, publicUrl),
        ),
  );

  // Approved photos as a post on the wedding's page, through the posts' own service (its rules, events, mentions):
  // the post keeps copies of the images, as the gallery does, since each deletes its own.
  app.post(
    '/:id/album/post/',
    { ...manage, schema: { params, body: albumPostBody, response: { 201: albumPostAnswer } } },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const rows = await approvedPhotos(db, wedding.id, request.body.photos);
      const photos = await copyAlbumPhotos(app.media, rows);
      const { text, audience } = request.body;
      const id = await createPost(db, request.user!, { text, audience, account: wedding.id, photos });
      const [post] = await hydratePosts(db, request.user!.id, [id]);
      return reply.code(201).send(post!);
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
