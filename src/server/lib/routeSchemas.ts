import { z } from 'zod';
import { moneyText } from '../../shared/moneySchemas';

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

/**
 * A multipart upload's fields, for the document: the handler reads the parts (Fastify leaves the body unset, which
 * this accepts), and refuses a request that is not multipart with a 415.
 */
export const upload = (fields: Record<string, string>, files: Record<string, string>) =>
  z
    .object({
      ...Object.fromEntries(Object.entries(fields).map(([name, what]) => [name, z.string().optional().describe(what)])),
      ...Object.fromEntries(
        Object.entries(files).map(([name, what]) => [
          name,
          z.string().meta({ format: 'binary', contentMediaType: 'image/*' }).optional().describe(what),
        ]),
      ),
    })
    .optional();

export const UPLOAD = ['multipart/form-data'];

/**
 * The fields of an HTML form (application/x-www-form-urlencoded), for the document: the page's handler checks them
 * and answers with the page and its messages, so the schema refuses nothing.
 */
export const formFields = (fields: Record<string, string>) =>
  z.looseObject(
    Object.fromEntries(Object.entries(fields).map(([name, what]) => [name, z.unknown().optional().describe(what)])),
  );

export const FORM = ['application/x-www-form-urlencoded'];

/** An HTML page (the public site, the sign-in page, the app's pages). */
export const htmlPage = z.string().describe('An HTML page.');

/** A file that is not JSON (CSV, CSS, an image), described by what it is. */
export const fileAnswer = (what: string) => z.string().describe(what);

/** Bytes that are not text (a PNG, a ZIP), sent as a buffer or a stream; described by what they are. */
export const binaryAnswer = (what: string): z.ZodType<object> =>
  z.looseObject({}).meta({ format: 'binary' }).describe(what);

/** No body in the answer (204). */
export const noContent = z.undefined().describe('No content.');

/**
 * An answer described in part: an object with at least these fields. Its TypeScript side is any object, so a
 * service's own result type (an interface) is accepted; it is never used to serialize (see `exact`).
 */
export const someObject = (shape: z.ZodRawShape = {}): z.ZodType<object> => z.looseObject(shape);

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

/** The cash flow's page: the list envelope plus `totals` per currency over the whole filtered list. */
export const transactionsPageSchema = listOf(someObject()).extend({ totals: z.array(someObject()) });

/** Amount fields of an answer, decimal text beside `currency` (shared/moneySchemas.ts); null where hidden or unset. */
export const moneyFields = (...names: string[]) => ({
  currency: z.string(),
  ...Object.fromEntries(names.map((name) => [name, moneyText.nullable()])),
});

/** A wedding's vendor as the API answers: prices are the couple's, null to anyone else. */
export const weddingVendorAnswer = someObject(moneyFields('quoted_price', 'deposit_amount', 'amount_paid'));

/** A vendor business: its advertised price range. */
export const businessAnswer = someObject(moneyFields('price_min', 'price_max'));
