import type { z } from 'zod';
import { FIELDS_NEED_ATTENTION } from '../../shared/messages';
import { fieldErrors } from '../../shared/schemas';
import type { Problem } from '../../shared/types';
import { badCharacters } from './text';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one error type routes throw; the error handler renders it as RFC 9457 problem+json. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
    /** What a stale edit's 409 adds: the item as it is now. */
    readonly current?: unknown,
  ) {
    super(detail ?? TITLES[status] ?? 'Error');
  }

  toProblem(): Problem {
    const title = TITLES[this.status] ?? 'Error';
    return {
      type: 'about:blank',
      title,
      status: this.status,
      detail: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.current !== undefined ? { current: this.current } : {}),
    };
  }
}

/** Bad fields: each field's messages, under the one summary detail. A 400 unless a caller says otherwise (415…). */
export const fieldsError = (errors: Record<string, string[]>, status = 400) =>
  new HttpError(status, FIELDS_NEED_ATTENTION, errors);

/** One bad field, under the summary detail. */
export const fieldError = (field: string, message: string, status = 400) => fieldsError({ [field]: [message] }, status);

/** One field whose message is also the problem's detail: a conflict (409), a refusal (403) or a lone bad value. */
export const fieldRefusal = (field: string, message: string, status = 400) =>
  new HttpError(status, message, { [field]: [message] });

export function problemFor(status: number, detail?: string): Problem {
  return new HttpError(status, detail).toProblem();
}

/** Parses a body with a shared schema; a failure is a 400 with the spec's field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fieldsError(fieldErrors(result.error));
  // Bodies are checked at the edge (plugins/input.ts); this also covers values read from a multipart stream.
  const bad = badCharacters({ body: result.data });
  if (Object.keys(bad).length) throw fieldsError(bad);
  return result.data;
}
