import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { fieldErrors } from '../../shared/schemas';
import { fieldsError } from '../lib/problem';
import { isExact } from '../lib/routeSchemas';

// Routes declare params, query, body and response with the shared zod schemas (fastify-type-provider-zod's type
// provider). A failed parse is the same 400 problem+json with the spec's field messages that `parse` gave inside
// handlers. Validation waits until authentication and the access check have run (`attachValidation`, thrown in the
// last preHandler): a caller who may not use a route learns nothing about its body, and a missing target stays a 404.

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // No body at all is an empty one ("This field is required." per field), unless the route accepts none (an
    // upload, whose fields arrive as multipart parts).
    let result = schema.safeParse(data);
    if (!result.success && data == null) result = schema.safeParse({});
    return result.success ? { value: result.data } : { error: fieldsError(fieldErrors(result.error)) };
  };

// An answer is serialized by its schema (fast-json-stringify, which writes only the declared fields) when the schema
// says it is exact (`exact()` in lib/routeSchemas.ts): the hot path's. Others describe the answer for the document
// and are written with JSON.stringify, as before.
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  if (!isExact(schema)) return (data) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

export default fp(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (route.schema) route.attachValidation = true;
  });
  // Registered after auth and access (app.ts), so it is the last preHandler before the handler.
  // Callback style: an async hook costs every request a promise, on the hot path too.
  app.addHook('preHandler', (request, _reply, done) => {
    done(request.validationError);
  });
});
