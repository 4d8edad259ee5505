import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createApp } from './app/createApp';
import { Root } from './app/Root';
import { syncSession } from './app/sessionSync';
import { installChunkReload } from './lib/chunkReload';
// Before the router: a form with unsaved changes hears of Back first (leaveGuard.ts).
import './lib/historyHold';
import './styles/theme.css';

async function devInspector() {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function start() {
  installChunkReload(window);
  const services = createApp({
    storage: window.localStorage,
    navigate: (to, options) => navigate(to, options),
    inspect: await devInspector(),
  });
  syncSession(window, services.session);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // A public page pre-rendered at build (scripts/prerender.ts) was rendered signed out: a visitor's app takes it over
  // as it is; a signed-in reader gets their own page instead.
  const prerendered = root.hasAttribute('data-prerendered');
  root.removeAttribute('data-prerendered');
  const tree = <Root services={services} />;
  if (prerendered && services.session.getSnapshot().context.token === null) {
    hydrateRoot(root, tree);
    return;
  }
  root.replaceChildren();
  createRoot(root).render(tree);
}

void start();
