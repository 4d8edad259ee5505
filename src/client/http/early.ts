import { EARLY_GLOBAL } from '../../shared/headScript';

// The page's first API requests, started by the inline head script (shared/headScript.ts) before the app's JS has
// arrived. The HTTP client's fetch (http.ts) takes an answer from here instead of asking the server again: once per
// URL, only for the same token, only while fresh, and never after the app has written anything (the answer could
// predate it). ofetch then reads it as it reads any answer.

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
