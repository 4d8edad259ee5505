import { FetchError, ofetch } from 'ofetch';
import { ApiError } from '../../shared/apiError';
import type { Problem } from '../../shared/types';

export interface HttpDeps {
  /** The current access token, read at each request so a logout drops the header at once. */
  getToken(): string | null;
  /** A real 401 from the server; network failures never come here. */
  onUnauthorized(): void;
}

export type Http = <T>(url: string, options?: HttpOptions) => Promise<T>;

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Use this token instead of the session's (revoking the token being logged out). */
  token?: string;
  signal?: AbortSignal;
}

/** The one HTTP client: bearer token, problem+json errors as ApiError, 401 handling. */
export function createHttp(deps: HttpDeps): Http {
  const base = ofetch.create({ retry: 0 });
  return async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const token = options.token ?? deps.getToken();
    try {
      return await base<T>(url, {
        method: options.method ?? 'GET',
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        query: options.query,
        signal: options.signal,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        const status = error.response.status;
        if (status === 401) deps.onUnauthorized();
        throw new ApiError(status, error.data as Problem | undefined);
      }
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, undefined);
    }
  };
}
