import { FetchError, ofetch } from 'ofetch';
import { ApiError } from '../../shared/apiError';
import type { Problem } from '../../shared/types';
import { adoptEarly, takeEarly } from './early';
import { sendWithProgress } from './upload';

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
  /** A multipart body's share sent so far (0 to 1); the request then goes by XMLHttpRequest, which can tell. */
  onUploadProgress?: (fraction: number) => void;
  /** 'blob' for a file to save (the data download); JSON otherwise. */
  responseType?: 'blob';
}

/** The one HTTP client: bearer token, problem+json errors as ApiError, 401 handling. */
export function createHttp(deps: HttpDeps): Http {
  const base = ofetch.create({ retry: 0 });
  return async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const token = options.token ?? deps.getToken();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    // The head script may already have asked for this (api/early.ts): its answer is taken instead of a new request.
    const method = options.method ?? 'GET';
    const answer = takeEarly(method === 'GET' ? url : null, token);
    if (answer && !options.query && !options.responseType) {
      // A caller that gave up meanwhile ignores the answer, as it would a late one from the server.
      const adopted = await adoptEarly<T>(answer, deps.onUnauthorized);
      if (adopted) return adopted.data;
    }
    if (options.onUploadProgress && options.body instanceof FormData) {
      const onProgress = options.onUploadProgress;
      const answer = await sendWithProgress(url, {
        method: options.method ?? 'POST',
        body: options.body,
        headers,
        signal: options.signal,
        onProgress,
      }).catch((error: Error) => {
        throw error.name === 'AbortError' ? error : new ApiError(0, undefined);
      });
      if (answer.status >= 200 && answer.status < 300) return answer.data as T;
      if (answer.status === 401) deps.onUnauthorized();
      throw new ApiError(answer.status, answer.data as Problem | undefined);
    }
    try {
      return await base<T>(url, {
        method,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        query: options.query,
        signal: options.signal,
        // ofetch types one response kind per call; a blob is asked for only by callers typed `Blob`.
        ...(options.responseType ? { responseType: options.responseType as 'json' } : {}),
        headers,
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
