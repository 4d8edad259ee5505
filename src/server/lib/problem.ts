import type { z } from 'zod';
import { fieldErrors } from '../../shared/schemas';
import type { Problem } from '../../shared/types';

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
};

/** The one error type routes throw; the error handler renders it as RFC 9457 problem+json. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
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
    };
  }
}

export function problemFor(status: number, detail?: string): Problem {
  return new HttpError(status, detail).toProblem();
}

const NUL_MESSAGE = 'Remove the invisible control character.';

/** Fields (by path) holding a NUL character, which PostgreSQL text cannot store. */
function nulFields(value: unknown, path: string, out: Record<string, string[]>): Record<string, string[]> {
  if (typeof value === 'string' && value.includes('\u0000')) out[path || 'non_field_errors'] = [NUL_MESSAGE];
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulFields(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** Parses a body with a shared schema; a failure is a 400 with the spec's field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, 'Some fields need attention.', fieldErrors(result.error));
  const nul = nulFields(result.data, '', {});
  if (Object.keys(nul).length) throw new HttpError(400, 'Some fields need attention.', nul);
  return result.data;
}
