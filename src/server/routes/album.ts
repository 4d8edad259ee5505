import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALBUM_LIMITS, albumMessages as m } from '../../shared/album';
import { weddings } from '../db/schema';
import { HttpError } from '../lib/problem';
import { qrPng, qrSvg } from '../lib/qr';
import { hitLimit } from '../lib/rateLimit';
import { binaryAnswer, fileAnswer, htmlPage, someObject, UPLOAD, upload } from '../lib/routeSchemas';
import { albumByToken } from '../services/album/album';
import { openDownloadLink } from '../services/album/downloads';
import { addGuestPhotos, guestPhotos } from '../services/album/photos';
import { type AlbumRow, uploadUrl } from '../services/album/row';
import { albumZip } from '../services/album/zip';
import { renderAlbumCard, renderAlbumGone, renderAlbumPage } from '../site/albumPage';
import { ALBUM_UPLOAD_SCRIPT } from '../site/albumScript';
import { readCookie } from '../site/view';
import { readGuestUpload } from './albumUpload';

// The album's public side: the upload page a table's QR code opens (/album/{token}), its QR code and printable card,
// and the page's one script. No account: the secret address is the key, and a cookie tells a browser its own photos.

const COOKIE = 'vowline_album_guest';
const tokenParams = z.object({ token: z.string() });

function html(reply: FastifyReply, nonce: string, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'self';style-src 'nonce-${nonce}';img-src 'self' data:;script-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}

const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '');

const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const open = { config: { permission: 'public' as const } };

  /** This browser's uploader cookie, made when it has none; the album keeps only its hash. */
  function uploader(request: FastifyRequest, reply: FastifyReply): string {
    let value = readCookie(request.headers.cookie, COOKIE);
    if (!value || !/^[A-Za-z0-9_-]{22,64}$/.test(value)) {
      value = randomBytes(18).toString('base64url');
      reply.header(
        'set-cookie',
        `${COOKIE}=${value}; Path=/album/; HttpOnly; SameSite=Lax; Max-Age=31536000${publicUrl.startsWith('https') ? '; Secure' : ''}`,
      );
    }
    return createHash('sha256').update(value).digest('base64url');
  }

  async function weddingName(album: AlbumRow) {
    const [row] = await db.select({ name: weddings.name }).from(weddings).where(eq(weddings.id, album.weddingId));
    return row?.name ?? 'Our wedding';
  }

  async function showPage(
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { status?: number; added?: number; error?: string; name?: string; album?: AlbumRow } = {},
  ) {
    const nonce = randomBytes(16).toString('base64');
    const url = uploadUrl(publicUrl, token);
    let album = extra.album;
    if (!album) {
      try {
        album = await albumByToken(db, token);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 410 || wantsJson(request)) throw error;
        return html(reply, nonce, renderAlbumGone(error.message, url, nonce), error.status);
      }
    }
    const key = uploader(request, reply);
    return html(
      reply,
      nonce,
      renderAlbumPage({
        weddingName: await weddingName(album),
        url,
        nonce,
        mode: album.mode,
        approveFirst: album.moderation === 'approve_first',
        photos: await guestPhotos(db, album, key),
        ...extra,
      }),
      extra.status,
    );
  }

  app.get(
    '/album/:token',
    { ...open, schema: { params: tokenParams, response: { 200: htmlPage } } },
    (request, reply) => showPage(request.params.token, request, reply),
  );

  app.post(
    '/album/:token',
    {
      ...open,
      schema: {
        params: tokenParams,
        consumes: UPLOAD,
        body: upload({ name: 'The guest’s name, optional.' }, { photos: 'JPEG, PNG or WebP photos, 20 MB each.' }),
        response: { 200: htmlPage, 201: someObject() },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const json = wantsJson(request);
      let album: AlbumRow | undefined;
      try {
        album = await albumByToken(db, token);
        const { albumUploadsPerIp, albumUploadsPerAddress } = app.config.limits;
        await hitLimit(db, `album:ip:${request.ip}`, albumUploadsPerIp, 'uploads');
        await hitLimit(db, `album:token:${token}`, albumUploadsPerAddress, 'uploads');
        if (!request.isMultipart()) throw new HttpError(415, m.photoType, { photos: [m.photoType] });
        const key = uploader(request, reply);
        const { fields, photos } = await readGuestUpload(request);
        const name = (fields.name ?? '').trim().slice(0, ALBUM_LIMITS.uploaderName);
        const added = await addGuestPhotos(db, token, photos, { name, key });
        if (json) return reply.code(201).send({ photos: added });
        return showPage(token, request, reply, { album, added: added.length, name });
      } catch (error) {
        if (json || !(error instanceof HttpError) || !album) throw error;
        for (const [header, value] of Object.entries(error.headers)) reply.header(header, value);
        return showPage(token, request, reply, { album, status: error.status, error: error.message });
      }
    },
  );

  app.get(
    '/album/:token/qr.svg',
    {
      ...open,
      schema: { params: tokenParams, response: { 200: fileAnswer('The upload address as an SVG QR code.') } },
    },
    async (request, reply) => {
      await albumByToken(db, request.params.token);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'private, max-age=300')
        .send(await qrSvg(uploadUrl(publicUrl, request.params.token)));
    },
  );

  app.get(
    '/album/:token/qr.png',
    {
      ...open,
      schema: { params: tokenParams, response: { 200: binaryAnswer('The upload address as a PNG QR code.') } },
    },
    async (request, reply) => {
      await albumByToken(db, request.params.token);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="album-qr.png"')
        .send(await qrPng(uploadUrl(publicUrl, request.params.token)));
    },
  );

  app.get(
    '/album/:token/card',
    { ...open, schema: { params: tokenParams, response: { 200: htmlPage } } },
    async (request, reply) => {
      const album = await albumByToken(db, request.params.token);
      const url = uploadUrl(publicUrl, request.params.token);
      const nonce = randomBytes(16).toString('base64');
      return html(
        reply,
        nonce,
        renderAlbumCard({ weddingName: await weddingName(album), url, qrSvg: await qrSvg(url), nonce }),
      );
    },
  );

  // The album's ZIP by a download link the couple asked for (services/album/downloads.ts): streamed as yazl writes it,
  // one photo read from the media store at a time, so neither the server nor the browser holds the file.
  app.get(
    '/album/download/:token',
    {
      ...open,
      schema: {
        params: tokenParams,
        response: { 200: binaryAnswer('The album as a ZIP file: photos/ and photos.csv.') },
      },
    },
    async (request, reply) => {
      const { slug, rows } = await openDownloadLink(db, request.params.token);
      const stream = albumZip(app.media.store, rows, (error) =>
        request.log.error({ err: error }, 'an album photo could not be read for the ZIP'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${slug}-album.zip"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(stream);
    },
  );

  app.get(
    '/album-upload.js',
    { ...open, schema: { response: { 200: fileAnswer('The upload page’s progress script.') } } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(ALBUM_UPLOAD_SCRIPT),
  );
};

export default albumRoutes;
