import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors } from '../../shared/schemas';
import { ACCENT_IDS, HEADING_FONT_IDS, rsvpAnswerBody, siteMessages, THEME_IDS, type ThemeId } from '../../shared/site';
import { LANGUAGE_COOKIE, pickLanguage, type SiteLanguage } from '../i18n/languages';
import { HttpError } from '../lib/problem';
import { hitLimit, refundAttempt } from '../lib/rateLimit';
import { FORM, fileAnswer, formFields, htmlPage } from '../lib/routeSchemas';
import { noteLinkOpened } from '../services/invitationSends';
import { answerRsvp, householdOfToken, rsvpInvitation } from '../services/rsvp';
import { checkSitePassword, siteRow } from '../services/site';
import { findWedding } from '../services/weddings';
import { rsvpCookieName } from '../site/guestEventsSection';
import { esc, page } from '../site/html';
import { languageCookie } from '../site/languageNav';
import { renderSite } from '../site/render';
import { formParser, html } from '../site/respond';
import { answerFromForm, renderRsvp } from '../site/rsvpPage';
import { themeCss } from '../site/themes';
import { loadSite, passCookie, readCookie, themeChoiceOf } from '../site/view';

// The public pages guests open: the wedding's site at /w/{slug} and a household's RSVP at /rsvp/{token}. They are
// HTML rendered here, with their own CSP that allows only this response's inline style.

type Form = Record<string, string>;

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const open = { config: { permission: 'public' as const } };

  formParser(app);

  const gate = (nonce: string, title: string, url: string, wrong: boolean) =>
    page(
      {
        title,
        description: 'This wedding website is protected by a password.',
        url,
        css: { inline: themeCss('classic'), nonce },
        noindex: true,
      },
      `<div class="wrap"><form class="gate" method="post" action="${esc(url)}"><h1>${esc(title)}</h1>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
${wrong ? `<p class="error" role="alert">${esc(siteMessages.passwordWrong)}</p>` : ''}<button type="submit">Enter</button></form></div>`,
    );

  /** Guesses are counted per address and per site before any argon2 work; a right answer is taken back off the site's. */
  async function checkGuess(
    ip: string,
    site: Parameters<typeof checkSitePassword>[0],
    weddingId: string,
    guess: string,
  ) {
    const { sitePasswordPerIp, sitePasswordPerSite } = app.config.limits;
    await hitLimit(db, `site-password:ip:${ip}`, sitePasswordPerIp, 'password attempts');
    await hitLimit(db, `site-password:site:${weddingId}`, sitePasswordPerSite, 'password attempts');
    const right = await checkSitePassword(site, guess);
    if (right) await refundAttempt(db, `site-password:site:${weddingId}`);
    return right;
  }

  async function serveSite(
    slug: string,
    cookieHeader: string | undefined,
    reply: FastifyReply,
    guess?: { password: string; ip: string },
    /** The language in the address (/w/{slug}/{lang}) and the browser's Accept-Language (issue 39). */
    language: { path?: string; acceptLanguage?: string | undefined } = {},
  ) {
    const wedding = await findWedding(db, slug);
    const token = wedding ? readCookie(cookieHeader, rsvpCookieName(wedding.id)) : undefined;
    const household = token ? await householdOfToken(db, token) : null;
    const loaded = await loadSite(db, slug, publicUrl, household);
    // Unpublished is as unknown as missing: members see it in the editor's preview.
    if (!loaded?.wedding.siteActive) throw new HttpError(404, siteMessages.siteNotFound);
    const nonce = randomBytes(16).toString('base64');
    const url = `${publicUrl}/w/${encodeURIComponent(loaded.wedding.slug)}`;
    const cookie = passCookie(loaded.wedding, loaded.site);
    if (cookie && readCookie(cookieHeader, cookie.name) !== cookie.value) {
      if (!guess || !(await checkGuess(guess.ip, loaded.site, loaded.wedding.id, guess.password))) {
        return html(reply, nonce, gate(nonce, loaded.wedding.name, url, guess !== undefined), guess ? 401 : 200);
      }
      reply.header(
        'set-cookie',
        `${cookie.name}=${cookie.value}; Path=/w/; HttpOnly; SameSite=Lax; Max-Age=31536000${publicUrl.startsWith('https') ? '; Secure' : ''}`,
      );
    }
    const offered = loaded.view.languages ?? ['en'];
    if (language.path !== undefined && !offered.some((code) => code === language.path)) {
      throw new HttpError(404, siteMessages.siteNotFound);
    }
    const cookieLang = readCookie(cookieHeader, LANGUAGE_COOKIE);
    loaded.view.lang = pickLanguage(offered, { ...language, cookie: cookieLang });
    reply.header('vary', 'Accept-Language, Cookie');
    if (language.path && language.path !== cookieLang) {
      reply.header('set-cookie', languageCookie(loaded.view.lang, publicUrl));
    }
    const { theme, accent, headingFont } = loaded.view;
    return html(reply, nonce, renderSite(loaded.view, { inline: themeCss({ theme, accent, headingFont }), nonce }));
  }

  app.get(
    '/w/:slug',
    { ...open, schema: { params: z.object({ slug: z.string() }), response: { 200: htmlPage } } },
    (request, reply) =>
      serveSite(request.params.slug, request.headers.cookie, reply, undefined, {
        acceptLanguage: request.headers['accept-language'],
      }),
  );
  app.get(
    '/w/:slug/:lang',
    {
      ...open,
      schema: { params: z.object({ slug: z.string(), lang: z.string() }), response: { 200: htmlPage } },
    },
    (request, reply) =>
      serveSite(request.params.slug, request.headers.cookie, reply, undefined, { path: request.params.lang }),
  );
  app.post(
    '/w/:slug',
    {
      ...open,
      schema: {
        params: z.object({ slug: z.string() }),
        body: formFields({ password: 'The site’s password.' }),
        consumes: FORM,
        response: { 200: htmlPage },
      },
    },
    (request, reply) =>
      serveSite(
        request.params.slug,
        request.headers.cookie,
        reply,
        {
          password: String(request.body?.password ?? ''),
          ip: request.ip,
        },
        { acceptLanguage: request.headers['accept-language'] },
      ),
  );

  app.get(
    '/site-themes/:theme',
    {
      ...open,
      schema: {
        params: z.object({ theme: z.string() }),
        // The editor's previews show the couple's accent and heading font; an unknown one is the theme's own.
        querystring: z.object({ accent: z.string().optional(), font: z.string().optional() }),
        response: { 200: fileAnswer('The theme’s CSS.') },
      },
    },
    async (request, reply) => {
      const theme = request.params.theme.replace(/\.css$/, '') as ThemeId;
      if (!THEME_IDS.includes(theme)) throw new HttpError(404, siteMessages.themeInvalid);
      const { accent, font } = request.query;
      return reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          themeCss({
            theme,
            accent: ACCENT_IDS.find((a) => a === accent) ?? null,
            headingFont: HEADING_FONT_IDS.find((f) => f === font) ?? null,
          }),
        );
    },
  );

  /**
   * What a household's RSVP page needs beyond its invitation: the site's theme, and its language (issue 39) by the same
   * order as the site's (the address, the switcher's cookie, Accept-Language, the site's default).
   */
  async function rsvpLook(
    token: string,
    headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
    reply: FastifyReply,
    path?: string,
  ) {
    const invitation = await rsvpInvitation(db, token);
    const wedding = (await findWedding(db, invitation.wedding.slug))!;
    const site = await siteRow(db, wedding.id);
    const languages = (site?.languages ?? ['en']) as SiteLanguage[];
    if (path !== undefined && !languages.some((code) => code === path)) {
      throw new HttpError(404, siteMessages.rsvpLinkInvalid);
    }
    const cookie = readCookie(headers.cookie, LANGUAGE_COOKIE);
    const lang = pickLanguage(languages, { path, cookie, acceptLanguage: headers['accept-language'] });
    reply.header('vary', 'Accept-Language, Cookie');
    if (path && path !== cookie) reply.header('set-cookie', languageCookie(lang, publicUrl));
    const base = `${publicUrl}/rsvp/${token}`;
    return {
      invitation,
      nonce: randomBytes(16).toString('base64'),
      url: path ? `${base}/${path}` : base,
      base,
      theme: themeChoiceOf(site),
      lang,
      languages,
    };
  }

  const showRsvp = async (
    request: FastifyRequest<{ Params: { token: string; lang?: string } }>,
    reply: FastifyReply,
  ) => {
    const { token } = request.params;
    const look = await rsvpLook(token, request.headers, reply, request.params.lang);
    // The wedding's site then shows this household the events it is invited to (private ones too).
    const household = (await householdOfToken(db, token))!;
    await noteLinkOpened(db, household.id);
    reply.header(
      'set-cookie',
      `${rsvpCookieName(household.weddingId)}=${token}; Path=/w/; HttpOnly; SameSite=Lax; Max-Age=31536000${publicUrl.startsWith('https') ? '; Secure' : ''}`,
    );
    return html(reply, look.nonce, renderRsvp(look));
  };

  const answer = async (
    request: FastifyRequest<{ Params: { token: string; lang?: string }; Body: unknown }>,
    reply: FastifyReply,
  ) => {
    const { token } = request.params;
    const look = await rsvpLook(token, request.headers, reply, request.params.lang);
    const { invitation, nonce } = look;
    const parsed = rsvpAnswerBody.safeParse(answerFromForm(invitation, (request.body ?? {}) as Form));
    if (!parsed.success) {
      return html(reply, nonce, renderRsvp({ ...look, errors: fieldErrors(parsed.error) }), 400);
    }
    try {
      // The answer is stored the same whatever language the page spoke: yes/no, the meal as the couple named it.
      const saved = await answerRsvp(db, token, parsed.data);
      return html(reply, nonce, renderRsvp({ ...look, invitation: saved, saved: true }));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status === 404) throw error;
      const errors = error.errors ?? { form: [error.message] };
      return html(reply, nonce, renderRsvp({ ...look, errors }), error.status);
    }
  };

  const answerSchema = {
    body: formFields({ attending: 'yes or no, per guest field of the invitation.' }),
    consumes: FORM,
    response: { 200: htmlPage },
  };
  app.get(
    '/rsvp/:token',
    { ...open, schema: { params: z.object({ token: z.string() }), response: { 200: htmlPage } } },
    showRsvp,
  );
  app.post('/rsvp/:token', { ...open, schema: { params: z.object({ token: z.string() }), ...answerSchema } }, answer);
  // The RSVP page in one of the site's languages (issue 39), for a link the couple shares in that language.
  app.get(
    '/rsvp/:token/:lang',
    { ...open, schema: { params: z.object({ token: z.string(), lang: z.string() }), response: { 200: htmlPage } } },
    showRsvp,
  );
  app.post(
    '/rsvp/:token/:lang',
    { ...open, schema: { params: z.object({ token: z.string(), lang: z.string() }), ...answerSchema } },
    answer,
  );
};

export default siteRoutes;
