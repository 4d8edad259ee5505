/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { appShellOf } from '../shared/appShells';
import { SERVER_PAGES } from '../shared/serverPages';

// Vowline's service worker (issue 37), built by vite-plugin-pwa (Workbox, `injectManifest`): the app shell and every
// built chunk are kept on the device, so a member's app starts with no signal; the wedding's data comes from the
// app's own copies (lib/offlineCopies.ts), never from this cache. The API, the socket, images and the server-rendered
// pages are not touched.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The cached page for an address: its app shell (the chunks it names), else the plain shell. */
async function cachedPage(pathname: string): Promise<Response> {
  const shell = appShellOf(pathname);
  return (
    (shell ? await matchPrecache(`app/${shell}.html`) : undefined) ??
    (await matchPrecache('index.html')) ??
    Response.error()
  );
}

// A page asks the network first: the server's answer carries the real status (a 404 for a wedding that does not
// exist), the pre-rendered public pages and the newest shell. With no network, the cached shell starts the app.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return cachedPage(url.pathname);
      }
    },
    { denylist: SERVER_PAGES },
  ),
);

// A new version waits until the page asks it to take over: on the next navigation, never mid-form (lib/pwa.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
