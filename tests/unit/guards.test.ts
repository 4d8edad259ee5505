import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, test } from 'vitest';
import { GUARDS, Guarded } from '../../src/client/routes/guards';

// Route guards are looked up by name in one registry; a name nobody registered is the spec's error page.

/** The HTML a guarded route renders once its lazy parts have loaded. */
async function render(name: string, page: string): Promise<string> {
  const { prelude } = await prerender(
    createElement(Suspense, null, createElement(Guarded, { name }, createElement('p', null, page))),
  );
  return await new Response(prelude).text();
}

describe('route guards', () => {
  test("a route naming a guard that does not exist shows 'Unknown middleware {name}' (500), never the page", async () => {
    const html = await render('vendorOnly', 'secret');
    expect(html).toContain('Unknown middleware vendorOnly');
    expect(html).toContain('500');
    expect(html).not.toContain('secret');
  });

  test('names of the object prototype are not guards', async () => {
    expect(await render('toString', 'x')).toContain('Unknown middleware toString');
  });

  test('the registry names the guards routes use', () => {
    expect(Object.keys(GUARDS).sort()).toEqual(['auth', 'farewell']);
  });
});
