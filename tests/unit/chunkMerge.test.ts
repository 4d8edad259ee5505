import { describe, expect, it } from 'vitest';
import { mergeUnits, type Route, type Unit } from '../../scripts/chunkMerge';

// The build's merge of small shared chunks (scripts/chunking.ts): pages fetch fewer files, and no page loads more
// than the limits of code it does not need, counting what a merged chunk imports.

const sizes: Record<string, number> = {};
function unit(name: string, size: number, merge = true, deps: Unit[] = []): Unit {
  sizes[name] = size;
  return { modules: [name], merge, deps: new Set(deps) };
}
function route(starts: Unit[], needs: string[]): Route {
  return { starts, needs: (id) => needs.includes(id) };
}
const limits = { chunk: 1000, route: 500, perRequest: 300 };
const size = (id: string) => sizes[id] ?? 0;
const grouped = (units: Unit[]) => units.map((u) => [...u.modules].sort().join('+')).sort();

describe('mergeUnits', () => {
  it('merges what the same pages always load together into one file', () => {
    const a = unit('a', 200);
    const b = unit('b', 300);
    const c = unit('c', 100);
    const page1 = unit('page1', 50, false, [a, b, c]);
    const page2 = unit('page2', 50, false, [a, b, c]);
    const routes = [route([page1], ['page1', 'a', 'b', 'c']), route([page2], ['page2', 'a', 'b', 'c'])];
    expect(grouped(mergeUnits([a, b, c, page1, page2], routes, size, limits))).toEqual(['a+b+c', 'page1', 'page2']);
  });

  it('keeps apart what one page would load without needing, past the limits', () => {
    const shared = unit('shared', 200);
    const big = unit('big', 2000);
    const small = unit('small', 150);
    const page1 = unit('page1', 50, false, [shared, big, small]);
    const page2 = unit('page2', 50, false, [shared]);
    const page3 = unit('page3', 50, false, [shared, small]);
    const routes = [
      route([page1], ['page1', 'shared', 'big', 'small']),
      route([page2], ['page2', 'shared']),
      route([page3], ['page3', 'shared', 'small']),
    ];
    const result = grouped(mergeUnits([shared, big, small, page1, page2, page3], routes, size, limits));
    // page2 would get `big` (2000 bytes) or `small` (150, within 500) it does not need: only `small` may join.
    expect(result).toEqual(['big', 'page1', 'page2', 'page3', 'shared+small']);
  });

  it('counts what a merged chunk imports as loaded by every page that loads it', () => {
    const library = unit('library', 3000, false);
    const forms = unit('forms', 100, true, [library]);
    const menu = unit('menu', 100);
    const page1 = unit('page1', 50, false, [forms, menu]);
    const page2 = unit('page2', 50, false, [menu]);
    const routes = [route([page1], ['page1', 'forms', 'menu', 'library']), route([page2], ['page2', 'menu'])];
    // Merged, the page that needs only the menu would also fetch the library the forms import.
    expect(grouped(mergeUnits([library, forms, menu, page1, page2], routes, size, limits))).toEqual([
      'forms',
      'library',
      'menu',
      'page1',
      'page2',
    ]);
  });

  it('never merges a fixed chunk (an entry, a library, one kept for lean pages)', () => {
    const kept = unit('kept', 100, false);
    const other = unit('other', 100);
    const page = unit('page', 50, false, [kept, other]);
    const routes = [route([page], ['page', 'kept', 'other'])];
    expect(grouped(mergeUnits([kept, other, page], routes, size, limits))).toEqual(['kept', 'other', 'page']);
  });
});
