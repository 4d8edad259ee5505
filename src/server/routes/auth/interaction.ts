import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { HttpError } from '../../lib/problem';
import { FORM, fileAnswer, formFields, htmlPage, noBody } from '../../lib/routeSchemas';
import { messagePage, PROVIDER_CSS, signInPage } from '../../oidc/pages';
import { passwordSignIn } from '../../services/signIn';

// The embedded provider's sign-in (its "interaction"): the provider sends the browser here with a uid and a cookie
// scoped to this path; Vowline checks the email and password exactly as POST /auth/token does (same limits, same
// per-email cap), then hands the account back to the provider, which finishes the authorization request.

const uidParams = z.object({ uid: z.string() });

const EXPIRED = 'This sign-in has expired or was already used. Go back to Vowline and sign in again.';

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** A browser gets a page it can read; any other caller the usual problem+json. */
function expired(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.accept?.includes('text/html')) throw new HttpError(400, EXPIRED);
  return html(reply, 400, messagePage('Sign-in expired', EXPIRED));
}

const interactionRoutes: FastifyPluginAsyncZod<{ provider: Provider }> = async (app, { provider }) => {
  const { db } = app.database;
  const open = { config: { permission: 'public' as const } };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The interaction this browser is in, or null when its cookie is missing, stale or for another uid. */
  async function details(request: FastifyRequest & { params: { uid: string } }, reply: FastifyReply) {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === request.params.uid ? found : null;
    } catch {
      return null;
    }
  }

  /** Hands the result to the provider, which answers the browser itself; a late failure is the expired page. */
  async function finish(
    reply: FastifyReply,
    request: FastifyRequest,
    result: Parameters<Provider['interactionFinished']>[2],
  ) {
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID interaction could not finish');
      if (reply.raw.headersSent) return;
      reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      reply.raw.end(messagePage('Sign-in expired', EXPIRED));
    }
  }

  app.get(
    '/provider.css',
    { ...open, schema: { response: { 200: fileAnswer('The sign-in page’s CSS.') } } },
    async (_request, reply) => {
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return PROVIDER_CSS;
    },
  );

  app.get(
    '/interaction/:uid',
    { ...open, schema: { params: uidParams, response: { 200: htmlPage } } },
    async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return expired(request, reply);
      const hint = typeof found.params.login_hint === 'string' ? found.params.login_hint : undefined;
      return html(reply, 200, signInPage({ action: `/auth/interaction/${found.uid}/login`, email: hint }));
    },
  );

  app.post(
    '/interaction/:uid/login',
    {
      ...open,
      schema: {
        params: uidParams,
        body: formFields({ email: 'The account’s email.', password: 'Its password.' }),
        consumes: FORM,
        response: { 200: htmlPage },
      },
    },
    async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return expired(request, reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email : '';
      try {
        const user = await passwordSignIn(db, app.config.limits, request.ip, body);
        await finish(reply, request, { login: { accountId: user.id, remember: true } });
        return reply;
      } catch (error) {
        if (!(error instanceof HttpError) || !request.headers.accept?.includes('text/html')) throw error;
        const message = error.errors ? Object.values(error.errors).flat().join(' ') : error.message;
        if (error.status === 429) reply.header('retry-after', error.headers['Retry-After'] ?? '60');
        const action = `/auth/interaction/${found.uid}/login`;
        return html(reply, error.status, signInPage({ action, email, error: message }));
      }
    },
  );

  app.post(
    '/interaction/:uid/abort',
    { ...open, schema: { params: uidParams, body: noBody, consumes: FORM, response: { 200: htmlPage } } },
    async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return expired(request, reply);
      await finish(reply, request, { error: 'access_denied', error_description: 'The sign-in was cancelled.' });
      return reply;
    },
  );
};

export default interactionRoutes;
