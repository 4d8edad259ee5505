import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

// The client lives in src/client; `npm run dev` proxies API calls to the Fastify server in watch mode.
export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': api,
      '/auth': api,
      '/media': api,
      '/healthz': api,
      '/ws': { target: api.replace('http', 'ws'), ws: true },
    },
  },
});
