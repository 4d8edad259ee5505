import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteMessages } from '../../shared/site';
import type { SiteLanguage } from '../../shared/siteLanguages';
import { LANGUAGE_COOKIE, pickLanguage } from '../i18n/languages';
import { t } from '../i18n/messages';
import { HttpError } from '../lib/problem';
import { hitLimit } from '../lib/rateLimit';
import { FORM, fileAnswer, formFields, htmlPage } from '../lib/routeSchemas';
import { rsvpInvitation } from '../services/rsvp';
import { decide, findHouseholds, foldedName } from '../services/rsvpLookup';
import { addOnsOf, siteRow } from '../services/site';
import { findWedding } from '../services/weddings';
import { rsvpCalendar } from '../site/calendar';
import { renderFind } from '../site/findPage';
import { languageCookie } from '../site/languageNav';
import { formParser, html } from '../site/respond';
import { passCookie, readCookie, themeChoiceOf } from '../site/view';

// "Find your invitation" (issue 35): /w/{slug}/rsvp takes a guest's name, finds their household forgivingly
// (services/rsvpLookup.ts), asks the couple's question, and sends the guest on to their RSVP page. Every attempt counts
// against the address's limit, so the guest list cannot be read out by guessing names; /rsvp/{token}/calendar.ics is
// the RSVP's "Add to calendar".

const rsvpFindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const open = { config: { permission: 'public' as const } };
  formParser(app);

  /** The published site with RSVP on, past its password gate; else the guest is sent to the site (or a 404). */
  async function siteFor(
    slug: string,
    cookieHeader: string | undefined,
    reply: FastifyReply,
    acceptLanguage: string | undefined,
    /** The language in the address, /w/{slug}/{lang}/rsvp (issue 39). */
    path?: string,
  ) {
    const wedding = await findWedding(db, slug);
    const site = wedding?.siteActive ? await siteRow(db, wedding.id) : undefined;
    if (!wedding?.siteActive || !addOnsOf(site).rsvp.enabled) throw new HttpError(404, siteMessages.siteNotFound);
    const cookie = passCookie(wedding, site);
    const url = `${publicUrl}/w/${encodeURIComponent(wedding.slug)}`;
    if (cookie && readCookie(cookieHeader, cookie.name) !== cookie.value) {
      reply.redirect(url, 303);
      return null;
    }
    const languages = (site?.languages ?? ['en']) as SiteLanguage[];
    if (path !== undefined && !languages.some((code) => code === path)) {
      throw new HttpError(404, siteMessages.siteNotFound);
    }
    const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
    const lang = pickLanguage(languages, { path, cookie: chosen, acceptLanguage });
    reply.header('vary', 'Accept-Language, Cookie');
    if (path && path !== chosen) reply.header('set-cookie', languageCookie(lang, publicUrl));
    const page = {
      weddingName: wedding.name,
      slug: wedding.slug,
      url: path ? `${url}/${path}/rsvp` : `${url}/rsvp`,
      nonce: randomBytes(16).toString('base64'),
      theme: themeChoiceOf(site),
      lang,
      languages,
    };
    return { wedding, question: site?.rsvpQuestion ?? 'email', page, path };
  }

  type FindRequest = FastifyRequest<{ Params: { slug: string; lang?: string }; Body: unknown }>;

  const showFind = async (request: FindRequest, reply: FastifyReply) => {
    const { slug, lang } = request.params;
    const found = await siteFor(slug, request.headers.cookie, reply, request.headers['accept-language'], lang);
    if (!found) return reply;
    return html(reply, found.page.nonce, renderFind(found.page));
  };

  const find = async (request: FindRequest, reply: FastifyReply) => {
    const { slug, lang } = request.params;
    const found = await siteFor(slug, request.headers.cookie, reply, request.headers['accept-language'], lang);
    if (!found) return reply;
    const { page, question, wedding } = found;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = String(body.name ?? '').slice(0, 200);
    const answer = typeof body.answer === 'string' ? body.answer.slice(0, 254) : undefined;
    try {
      await hitLimit(db, `rsvp-find:ip:${request.ip}`, app.config.limits.rsvpFindPerIp, 'tries');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      for (const [header, value] of Object.entries(error.headers)) reply.header(header, value);
      return html(reply, page.nonce, renderFind({ ...page, name, error: error.message }), error.status);
    }
    const words = await foldedName(db, name);
    if (!words)
      return html(reply, page.nonce, renderFind({ ...page, name, error: t(page.lang, 'find.errorName') }), 400);
    const result = decide(await findHouseholds(db, wedding.id, words), question, answer);
    switch (result.kind) {
      case 'open':
        // In the language of the address the guest came by, if any; the cookie carries the choice otherwise.
        return reply.redirect(`${publicUrl}/rsvp/${result.token}${found.path ? `/${found.path}` : ''}`, 303);
      case 'ask':
        return html(reply, page.nonce, renderFind({ ...page, name, ask: question }));
      case 'wrongAnswer':
        return html(
          reply,
          page.nonce,
          renderFind({ ...page, name, ask: question, error: t(page.lang, 'find.errorWrongAnswer') }),
          403,
        );
      case 'ambiguous':
        return html(reply, page.nonce, renderFind({ ...page, name, error: t(page.lang, 'find.errorAmbiguous') }), 409);
      default:
        return html(reply, page.nonce, renderFind({ ...page, name, error: t(page.lang, 'find.errorNotFound') }), 404);
    }
  };

  const findBody = {
    body: formFields({ name: 'The guest’s name.', answer: 'The answer to the couple’s question, once asked.' }),
    consumes: FORM,
    response: { 200: htmlPage },
  };
  app.get(
    '/w/:slug/rsvp',
    { ...open, schema: { params: z.object({ slug: z.string() }), response: { 200: htmlPage } } },
    showFind,
  );
  app.post('/w/:slug/rsvp', { ...open, schema: { params: z.object({ slug: z.string() }), ...findBody } }, find);
  // Find your invitation in one of the site's languages (issue 39).
  app.get(
    '/w/:slug/:lang/rsvp',
    { ...open, schema: { params: z.object({ slug: z.string(), lang: z.string() }), response: { 200: htmlPage } } },
    showFind,
  );
  app.post(
    '/w/:slug/:lang/rsvp',
    { ...open, schema: { params: z.object({ slug: z.string(), lang: z.string() }), ...findBody } },
    find,
  );

  app.get(
    '/rsvp/:token/calendar.ics',
    {
      ...open,
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: fileAnswer('The RSVP’s events as iCalendar.') },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const invitation = await rsvpInvitation(db, token);
      const wedding = (await findWedding(db, invitation.wedding.slug))!;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invitation.wedding.slug}.ics"`)
        .header('cache-control', 'no-store')
        .send(rsvpCalendar(invitation, wedding.timeZone, `${publicUrl}/rsvp/${token}`));
    },
  );
};

export default rsvpFindRoutes;
