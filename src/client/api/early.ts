import { ApiError } from '../../shared/apiError';
import { EARLY_GLOBAL } from '../../shared/headScript';
import type { Problem } from '../../shared/types';

// The page's first API requests, started by the inline head script (shared/headScript.ts) before the app's JS has
// arrived. The HTTP client (http.ts) takes an answer from here instead of asking the server again: once per URL, only
// for the same token, only while fresh, and never after the app has written anything (the answer could predate it).

interface Early {
  token: string;
  at: number;
  answers: Record<string, Promise<Response> | undefined>;
}

/** Older answers are not used: the reader has been on the page long enough for them to be out of date. */
export const EARLY_MAX_AGE_MS = 10_000;

const early = (): Early | undefined => (globalThis as Record<string, unknown>)[EARLY_GLOBAL] as Early | undefined;

/**
 * The early answer for a GET of `url` with `token`, taken (a second GET of it goes to the server). `null` for any
 * other request: after a write no early answer is used, as it could predate the write.
 */
export function takeEarly(url: string | null, token: string | null): Promise<Response> | undefined {
  const found = early();
  if (!found || url === null) {
    if (found) found.answers = {};
    return undefined;
  }
  if (token !== found.token || Date.now() - found.at > EARLY_MAX_AGE_MS) return undefined;
  const answer = found.answers[url];
  delete found.answers[url];
  return answer;
}

/**
 * The early answer exactly as the HTTP client would have given it for its own request: the body on success, an
 * ApiError otherwise (a 401 also reported), status 0 when no answer came. Not asked again on a failure: the page's
 * machines then show the same failure and offer the same retry as for any request of theirs.
 */
export async function adoptEarly<T>(answer: Promise<Response>, onUnauthorized: () => void): Promise<{ data: T }> {
  let response: Response;
  let text: string;
  try {
    response = await answer;
    text = await response.text();
  } catch {
    throw new ApiError(0, undefined);
  }
  let data: unknown;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  } else data = text || undefined;
  if (response.ok) return { data: data as T };
  if (response.status === 401) onUnauthorized();
  throw new ApiError(response.status, data as Problem | undefined);
}
