import type { Page } from '../../shared/types';
import type { Http } from './http';

// The server pages every list (src/server/lib/paging.ts): `next` and `previous` are absolute links at PUBLIC_URL.

/** A page link as a path on this origin, so a client behind another host name (a dev proxy) follows it too. */
export const pathOf = (link: string): string => {
  const url = new URL(link, 'http://link.invalid');
  return `${url.pathname}${url.search}`;
};

/**
 * The whole list, following `next` from the first page: for views that show a list whole (members, invitations,
 * comments). Each request stays bounded by the server's page size; the default page already holds today's lists.
 */
export async function allPages<T>(http: Http, first: Promise<Page<T>>, signal?: AbortSignal): Promise<Page<T>> {
  const page = await first;
  const results = [...page.results];
  let next = page.next;
  while (next) {
    const more = await http<Page<T>>(pathOf(next), { signal });
    results.push(...more.results);
    next = more.next;
  }
  return { count: page.count, next: null, previous: null, results };
}
