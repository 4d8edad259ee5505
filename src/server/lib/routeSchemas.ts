import { z } from 'zod';

// The pieces every route's `schema` is made of, beside the shared body schemas of src/shared. The document at
// /api/openapi.json is built from these (plugins/docs.ts), so each says what a caller sees.

const exactSchemas = new WeakSet<z.ZodType>();

/**
 * An answer schema that lists every field the route sends: it is serialized by the schema (fast-json-stringify,
 * plugins/schemas.ts), which writes only what it declares. Used where that makes the hot path faster.
 */
export function exact<S extends z.ZodType>(schema: S): S {
  exactSchemas.add(schema);
  return schema;
}

export const isExact = (schema: z.ZodType): boolean => exactSchemas.has(schema);

/** RFC 9457 problem+json, the body of every 4xx and 5xx. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem' });

/** `/:id/` and the like: the target's id (a uuid, or a wedding's slug where the route says so). */
export const idParams = z.object({ id: z.string() });

/** A route that takes no fields: a body, if any, is ignored. */
export const noBody = z.object({}).describe('No fields.');

/** No body in the answer (204). */
export const noContent = z.null().describe('No content.');

/** An answer whose fields this schema names only in part: the rest are described by the route's summary. */
export const someObject = (shape: z.ZodRawShape = {}) => z.looseObject(shape);

/** The spec's list envelope. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

// A malformed page number falls back to the first page (lib/paging.ts), so these never refuse a request.
const pageNumber = z.string().optional().catch(undefined);

/** `?page=&page_size=` of a page list. */
export const pageQuery = z.object({ page: pageNumber, page_size: pageNumber });

/** `?cursor=&page_size=` of a keyset list. */
export const cursorQuery = z.object({
  cursor: z.string({ error: 'This page link is not valid.' }).optional(),
  page_size: pageNumber,
});

/** `?account=`: the wedding a list belongs to. */
export const accountQuery = z.object({ account: z.string().optional() });
