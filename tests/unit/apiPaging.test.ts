import { describe, expect, test } from 'vitest';
import type { Http } from '../../src/client/http/http';
import { allPages, pathOf } from '../../src/client/http/paging';
import type { Page } from '../../src/shared/types';

const page = (results: number[], next: string | null, count = 5): Page<number> => ({
  count,
  next,
  previous: null,
  results,
});

describe('following the server’s page links', () => {
  test('a link at PUBLIC_URL becomes a path on this origin, its query kept', () => {
    expect(pathOf('https://vowline.example/api/v1/accounts/?page=2&page_size=50')).toBe(
      '/api/v1/accounts/?page=2&page_size=50',
    );
    expect(pathOf('/api/v1/notifications/?cursor=abc')).toBe('/api/v1/notifications/?cursor=abc');
  });

  test('allPages reads every page by `next`, in order, and returns one whole page', async () => {
    const asked: string[] = [];
    const pages: Record<string, Page<number>> = {
      '/x/?page=2': page([3, 4], 'http://localhost:3000/x/?page=3'),
      '/x/?page=3': page([5], null),
    };
    const http = (async (url: string) => {
      asked.push(url);
      return pages[url];
    }) as Http;
    const whole = await allPages(http, Promise.resolve(page([1, 2], 'http://localhost:3000/x/?page=2')));
    expect(asked).toEqual(['/x/?page=2', '/x/?page=3']);
    expect(whole).toEqual({ count: 5, next: null, previous: null, results: [1, 2, 3, 4, 5] });
  });

  test('a single page costs no further request', async () => {
    const http = (async () => {
      throw new Error('no request expected');
    }) as Http;
    expect((await allPages(http, Promise.resolve(page([1], null, 1)))).results).toEqual([1]);
  });
});
