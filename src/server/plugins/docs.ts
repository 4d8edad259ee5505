import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { someObject } from '../lib/routeSchemas';

/** The reference page; its routes are public documentation (plugins/auth.ts lets them through). */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';
export const isDocsRoute = (url: string): boolean => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

const PERMISSION_TEXT: Record<string, string> = {
  public: 'Anyone, signed in or not.',
  authenticated: 'Any signed-in user (a bearer token).',
};

/** Who may call a route, in words, from its `config.permission`. */
export function permissionText(permission: string | undefined): string {
  if (!permission) return 'Nobody.';
  if (PERMISSION_TEXT[permission]) return PERMISSION_TEXT[permission];
  return `A signed-in user whom the policy allows \`${permission.slice('wedding:'.length)}\` on the route's wedding (\`src/server/policy.ts\`).`;
}

/** The first path segment after /api/v1/ (or the top-level one): how the reference page groups routes. */
function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'api' && parts[1] === 'v1') return parts[2] ?? 'api';
  return parts[0]?.replace(/^\*$/, 'pages') ?? 'pages';
}

// The OpenAPI 3.1 document is built from the routes' zod schemas (fastify-type-provider-zod's transform); each
// operation also says who may call it, from the permission the route names.
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vowline API',
        version: '1',
        description:
          'Every route of the Vowline server. Errors are RFC 9457 problem+json; lists are `{count, next, previous, results}`. Each operation names its permission (`x-permission`).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      const route = document.route as RouteOptions & { websocket?: boolean };
      // @fastify/websocket hides its routes from the document; the real-time channel is part of the API.
      const shown =
        route.websocket && document.schema ? { ...document, schema: { ...document.schema, hide: false } } : document;
      const { schema, url } = jsonSchemaTransform(shown);
      const permission = (route.config as { permission?: string } | undefined)?.permission;
      return {
        url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          description: `**Who may call it:** ${permissionText(permission)}`,
          ...(permission && permission !== 'public' ? { security: [{ bearer: [] }] } : {}),
          'x-permission': permission ?? 'none',
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    OPENAPI_PATH,
    {
      config: { permission: 'public' },
      schema: {
        summary: 'This document: the OpenAPI 3.1 description of every route.',
        response: { 200: someObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => app.swagger(),
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page runs under the app's own policy (plugins/security.ts): no validator badge from elsewhere.
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: false,
  });
});
