import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { socialMessages as sm } from '../../../../../shared/socialTypes';
import { vendorMessages as vm } from '../../../../../shared/vendors';
import { wholeList } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { noContent, someObject, UPLOAD, upload } from '../../../../lib/routeSchemas';
import { isUuid } from '../../../../lib/uuid';
import { photoError } from '../../../../services/postPhotos';
import { teamBusiness } from '../../../../services/vendorBusinesses';
import { addBusinessPhotos, deleteBusinessPhoto } from '../../../../services/vendorPhotos';
import { readPostUpload } from '../posts/upload';

// A business's photos: its team uploads them (multipart files `photos`, read and re-encoded like a post's) and
// removes them; the public page shows them.
const photos: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  app.post(
    '/vendors/:id/photos/',
    {
      ...signedIn,
      schema: {
        params: z.object({ id: z.string() }),
        consumes: UPLOAD,
        body: upload({}, { photos: 'Up to ten photos of the business.' }),
        response: { 201: someObject() },
      },
    },
    async (request, reply) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      if (!request.isMultipart()) throw photoError(415, sm.photoType);
      const { photos: decoded } = await readPostUpload(request);
      if (!decoded.length) throw photoError(400, sm.photoType);
      const shown = await db.transaction((tx) => addBusinessPhotos(tx, business.id, request.user!.id, decoded));
      return reply.code(201).send(wholeList(shown));
    },
  );

  app.delete(
    '/vendors/:id/photos/:photo/',
    { ...signedIn, schema: { params: z.object({ id: z.string(), photo: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      if (!isUuid(request.params.photo)) throw new HttpError(404, vm.noSuchPhoto);
      await db.transaction((tx) => deleteBusinessPhoto(tx, business.id, request.params.photo));
      return reply.code(204).send();
    },
  );
};

export default photos;
