import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createApp } from './app/createApp';
import { Root } from './app/Root';
import { TopBarPlaceholder } from './components/Shell/Shell';

// The build's server-side entry (scripts/prerender.ts): a public page rendered signed out, every lazy chunk it needs
// awaited, as HTML for #root.

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

export async function renderPage(path: string): Promise<string> {
  const services = createApp({ storage: memoryStorage(), navigate: () => undefined });
  try {
    // React's static prerender waits for every lazy chunk (Suspense) before it writes, so the HTML is the whole page.
    const { prelude } = await prerender(<Root services={services} ssrPath={path} />);
    return await new Response(prelude).text();
  } finally {
    services.actor.stop();
  }
}

/** The signed-in pages' first paint (shared/appShells.ts): the top menu's bar as the app first renders it. */
export function renderSignedInShell(): string {
  return renderToStaticMarkup(<TopBarPlaceholder />);
}
