import { type FetchContext, FetchError, ofetch } from 'ofetch';
import { ApiError } from '../../shared/apiError';
import type { Problem } from '../../shared/types';
import { takeEarly } from './early';
import { addressOf, copyOf, isKept, keep } from './offlineCopies';
import { sendWithProgress } from './upload';

export interface HttpDeps {
  /** The current access token, read at each request so a logout drops the header at once. */
  getToken(): string | null;
  /** A real 401 from the server; network failures never come here. */
  onUnauthorized(): void;
  /** Where relative URLs go; the page's own origin when unset. */
  baseURL?: string;
  /** Whose copies a request keeps and reads (offlineCopies.ts); none when signed out. */
  getUser?(): string | null;
  /**
   * The API registry holding the offline queue, told what the network did: no answer (`lost`), an answer (`back`), or
   * a kept copy answered instead (`copy`). Only for a signed-in person (`getUser`).
   */
  offlineQueue?(): { get(part: never): unknown };
}

export type NetworkEvent = { type: 'lost' } | { type: 'back' } | { type: 'copy'; at: number };

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
  /** The version of the item a write starts from (issue 31): sent as If-Match, a stale one answers 409. */
  ifMatch?: number | null;
  /** A change's Idempotency-Key (issue 37's offline queue): the server makes it once, however often it is sent. */
  idempotencyKey?: string;
}

/**
 * The fetch under the client: a GET the inline head script already started (early.ts) takes that answer instead of a
 * second request, so it is parsed, checked and retried exactly like the network's.
 */
function fetchWithEarly(request: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? 'GET';
  const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
  const early = takeEarly(method === 'GET' ? String(request) : null, token);
  return early ?? fetch(request, init);
}

/** Whatever a request failed with, as the app's one error: an aborted request stays an abort. */
function toApiError(error: unknown): unknown {
  if (error instanceof FetchError) {
    const aborted = error.cause instanceof Error && error.cause.name === 'AbortError';
    if (aborted) return error.cause;
    // No answer at all (offline, a dropped connection) is transient: status 0, never a sign-out.
    return new ApiError(error.response?.status ?? 0, error.response ? (error.data as Problem | undefined) : undefined);
  }
  return error instanceof Error && error.name === 'AbortError' ? error : new ApiError(0, undefined);
}

/** The one HTTP client, over one ofetch instance: bearer token, problem+json errors as ApiError, 401 handling. */
export function createHttp(deps: HttpDeps): Http {
  const client = ofetch.create(
    {
      baseURL: deps.baseURL,
      headers: { accept: 'application/json' },
      // ofetch calls a request with no answer status 500 when it decides whether to retry; an answer from the server,
      // a real 500 included, turns retrying off in onResponseError below.
      retryStatusCodes: [500],
      onRequest({ options }: FetchContext) {
        if (options.headers.has('authorization')) return;
        const token = deps.getToken();
        if (token) options.headers.set('authorization', `Bearer ${token}`);
      },
      onResponseError({ response, options }: FetchContext) {
        options.retry = false;
        if (response?.status === 401) deps.onUnauthorized();
      },
    },
    { fetch: fetchWithEarly },
  );

  const request = async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    if (options.ifMatch != null) headers['if-match'] = `"${options.ifMatch}"`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.onUploadProgress && options.body instanceof FormData) {
      return upload<T>(url, { ...options, method, body: options.body, onProgress: options.onUploadProgress }, deps);
    }
    try {
      // A Blob only when the caller asked for one (responseType), so T is what it expects.
      return (await client<T, 'json' | 'blob'>(url, {
        method,
        headers,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        query: options.query,
        signal: options.signal,
        // Only a GET is asked again, once and at once (a connection the server had closed, a blip): a write that got
        // no answer may still have been made.
        retry: method === 'GET' ? 1 : 0,
        ...(options.responseType ? { responseType: options.responseType } : {}),
      })) as T;
    } catch (error) {
      throw toApiError(error);
    }
  };
  return withCopies(request, deps);
}

/**
 * The day's data kept on the device (offlineCopies.ts): a kept GET's answer is stored; with no answer at all, the
 * last copy answers instead, and the app hears that it is showing a copy. Every request tells whether the network
 * answered.
 */
function withCopies(request: Http, deps: HttpDeps): Http {
  let area: Promise<typeof import('../areas/offline/offlineQueuePart')> | undefined;
  const heard = (event: NetworkEvent) => {
    const registry = deps.offlineQueue?.();
    if (!registry || !deps.getUser?.()) return;
    // An answer means nothing to a queue not made yet; only a failure makes one (after the page has painted, it is
    // made anyway by the top menu's banner).
    if (!area && event.type === 'back') return;
    area ??= import('../areas/offline/offlineQueuePart');
    void area.then(
      (m) => {
        // The registry's own `get` (app/parts.ts), typed here without importing the app (no cycle through api.ts).
        const get = registry.get as (part: typeof m.offlineQueuePart) => ReturnType<typeof m.offlineQueuePart.make>;
        m.networkHeard(get(m.offlineQueuePart), event);
      },
      () => undefined,
    );
  };
  return async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const address = addressOf(url, options.query);
    const kept = (options.method ?? 'GET') === 'GET' && !options.responseType && isKept(address);
    const user = deps.getUser?.() ?? null;
    try {
      const answer = await request<T>(url, options);
      heard({ type: 'back' });
      if (kept) void keep(user, address, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!error.isNetworkError) {
        heard({ type: 'back' });
        throw error;
      }
      heard({ type: 'lost' });
      const copy = kept ? await copyOf(user, address) : undefined;
      if (!copy) throw error;
      heard({ type: 'copy', at: copy.at });
      return copy.data as T;
    }
  };
}

/** An upload whose sender shows progress: XMLHttpRequest, its answer treated as the client treats fetch's. */
async function upload<T>(
  url: string,
  options: HttpOptions & { method: string; body: FormData; onProgress(fraction: number): void },
  deps: HttpDeps,
): Promise<T> {
  // A write: the head script's answers may predate it (early.ts).
  takeEarly(null, null);
  const token = options.token ?? deps.getToken();
  const answer = await sendWithProgress(`${deps.baseURL ?? ''}${url}`, {
    method: options.method,
    body: options.body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: options.signal,
    onProgress: options.onProgress,
  }).catch((error: Error) => {
    throw toApiError(error);
  });
  if (answer.status >= 200 && answer.status < 300) return answer.data as T;
  if (answer.status === 401) deps.onUnauthorized();
  throw new ApiError(answer.status, answer.data as Problem | undefined);
}
