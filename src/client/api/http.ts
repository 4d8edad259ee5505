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

/** The path with its query: values left undefined are not sent. */
function withQuery(url: string, query: HttpOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** A JSON body is sent as JSON; FormData, a Blob or a string go as they are. */
function requestBody(body: unknown): { body?: BodyInit; json: boolean } {
  if (body === undefined) return { json: false };
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** The answer's body: JSON when it says so (problem+json too), a Blob when asked for, nothing when empty. */
async function responseData(response: Response, responseType: HttpOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  return JSON.parse(text);
}

/** Sends one request with fetch; resolves with any HTTP answer, rejects only when no answer came (network, abort). */
async function send(url: string, options: HttpOptions, headers: Record<string, string>) {
  const { body, json } = requestBody(options.body);
  const response = await fetch(withQuery(url, options.query), {
    method: options.method ?? 'GET',
    body,
    signal: options.signal,
    headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  return { status: response.status, data: await responseData(response, options.responseType) };
}

/** The one HTTP client: bearer token, problem+json errors as ApiError, 401 handling. */
export function createHttp(deps: HttpDeps): Http {
  return async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const token = options.token ?? deps.getToken();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    // The head script may already have asked for this (api/early.ts): its answer is taken instead of a new request.
    const answerEarly = takeEarly((options.method ?? 'GET') === 'GET' ? url : null, token);
    if (answerEarly && !options.query && !options.responseType) {
      // A caller that gave up meanwhile ignores the answer, as it would a late one from the server.
      return (await adoptEarly<T>(answerEarly, deps.onUnauthorized)).data;
    }
    const { onUploadProgress } = options;
    const answer = await (onUploadProgress && options.body instanceof FormData
      ? sendWithProgress(url, {
          method: options.method ?? 'POST',
          body: options.body,
          headers,
          signal: options.signal,
          onProgress: onUploadProgress,
        })
      : send(url, options, headers)
    ).catch((error: Error) => {
      // No answer at all (offline, a dropped connection) is transient: status 0, never a sign-out.
      throw error.name === 'AbortError' ? error : new ApiError(0, undefined);
    });
    if (answer.status >= 200 && answer.status < 300) return answer.data as T;
    if (answer.status === 401) deps.onUnauthorized();
    throw new ApiError(answer.status, answer.data as Problem | undefined);
  };
}
