import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/App';
import { createApp } from './app/createApp';
import { syncSession } from './app/sessionSync';
import { installChunkReload } from './lib/chunkReload';
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
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
