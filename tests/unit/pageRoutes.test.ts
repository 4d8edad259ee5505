import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  APP_PATHS,
  PERSON_PATHS,
  pageTarget,
  VENDOR_PAGES,
  WEDDING_EVENTS_PATH,
  WEDDING_PAGE_PATHS,
} from '../../src/shared/pageRoutes';

// The server answers 404 for an address no client page has (plugins/spa.ts), so its list of pages must be the
// client's: a route added to Routes.tsx or WeddingRoutes.tsx alone fails here instead of answering 404 in production.

const source = (file: string) => readFileSync(path.join(__dirname, '../../src/client', file), 'utf8');

describe('the shared list is the routers’ own', () => {
  test('Routes.tsx: its literal paths are APP_PATHS, the events page and, last, the person pages', () => {
    const literal = [...source('routes/Routes.tsx').matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
    expect([...literal].sort()).toEqual([...APP_PATHS, WEDDING_EVENTS_PATH, ...PERSON_PATHS].sort());
    // Any first segment is a handle, so the person pages come last, as pageTarget tries them.
    expect(literal.slice(-PERSON_PATHS.length)).toEqual([...PERSON_PATHS]);
    expect(source('routes/Routes.tsx')).toContain('VENDOR_PAGES.map(');
    for (const shared of ['POST_ROUTE', 'PERSON_LISTS', 'WEDDING_ROUTE', 'VENDOR_PAGES']) {
      expect(source('routes/Routes.tsx'), shared).toMatch(
        new RegExp(`import \\{[^}]*\\b${shared}\\b[^}]*\\} from '../../shared/pageRoutes'`),
      );
    }
  });

  test('WeddingRoutes.tsx: its pages are WEDDING_PAGE_PATHS', () => {
    const paths = [...source('pages/weddings/WeddingRoutes.tsx').matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]);
    expect(paths).toEqual([...WEDDING_PAGE_PATHS]);
  });
});

describe('pageTarget', () => {
  test('a page, with or without a trailing slash, in any case', () => {
    for (const url of [
      '/',
      '/feed',
      '/feed/',
      '/FEED',
      '/inbox/threads/abc',
      '/v/x/calendar',
      '/this-week',
      '/lists/1',
    ]) {
      expect(pageTarget(url), url).toEqual({ kind: 'page' });
    }
    expect(VENDOR_PAGES.every((page) => pageTarget(`/${page}`)?.kind === 'page')).toBe(true);
  });

  test('a wedding page names its wedding; an unknown page of a wedding is none', () => {
    expect(pageTarget('/wedding/ann-bob')).toEqual({ kind: 'wedding', slug: 'ann-bob' });
    expect(pageTarget('/wedding/ann-bob/money/cash-flow')).toEqual({ kind: 'wedding', slug: 'ann-bob' });
    expect(pageTarget('/wedding/ann-bob/calendar/2031-06-14/')).toEqual({ kind: 'wedding', slug: 'ann-bob' });
    expect(pageTarget('/events/ann-bob/2031-06-14')).toEqual({ kind: 'wedding', slug: 'ann-bob' });
    expect(pageTarget('/wedding/ann-bob/nowhere')).toBeNull();
    expect(pageTarget('/wedding/ann-bob/calendar/a/b')).toBeNull();
  });

  test('a post by uuid, a person by handle; anything else is not found', () => {
    const id = '0b7e6c1e-1111-4222-8333-444455556666';
    expect(pageTarget(`/posts/${id}`)).toEqual({ kind: 'post', id });
    expect(pageTarget('/posts/followers')).toEqual({ kind: 'person', handle: 'posts' });
    expect(pageTarget('/ann-lee')).toEqual({ kind: 'person', handle: 'ann-lee' });
    expect(pageTarget('/ann-lee/lists/private')).toEqual({ kind: 'person', handle: 'ann-lee' });
    expect(pageTarget('/ann-lee/settings/visibility')).toEqual({ kind: 'person', handle: 'ann-lee' });
    for (const url of ['/ann-lee/nothing', '/ann-lee/lists/other', '/a/b/c', '/weddings/x/tasks', '/%E0%A4%A']) {
      expect(pageTarget(url), url).toBeNull();
    }
  });
});
