import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import type { AppServices } from './createApp';

/**
 * The whole tree, the same in the browser and in the build's pre-rendering (scripts/prerender.ts), so that hydration
 * finds what was rendered. `ssrPath` is the page's path when there is no browser location.
 */
export function Root({ services, ssrPath }: { services: AppServices; ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App services={services} />
      </Router>
    </StrictMode>
  );
}
