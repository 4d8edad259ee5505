import { defineArea } from '../area';
import { anyone } from '../roles';

// The API's own description: the OpenAPI document and the reference page with its files, open to everyone.

export default defineArea<Record<string, never>>({
  async arrange() {
    return {};
  },
  rows: [
    { method: 'GET', route: '/api/openapi.json', url: () => '/api/openapi.json', expected: anyone(200) },
    { method: 'GET', route: '/api/docs', url: () => '/api/docs', expected: anyone(200) },
    { method: 'GET', route: '/api/docs/json', url: () => '/api/docs/json', expected: anyone(200) },
    { method: 'GET', route: '/api/docs/yaml', url: () => '/api/docs/yaml', expected: anyone(200) },
    {
      method: 'GET',
      route: '/api/docs/static/swagger-initializer.js',
      url: () => '/api/docs/static/swagger-initializer.js',
      expected: anyone(200),
    },
    // The bundle's own index.html sends the browser to the reference page.
    {
      method: 'GET',
      route: '/api/docs/static/index.html',
      url: () => '/api/docs/static/index.html',
      expected: anyone(302),
    },
    { method: 'GET', route: '/api/docs/static/*', url: () => '/api/docs/static/swagger-ui.css', expected: anyone(200) },
  ],
});
