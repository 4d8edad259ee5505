import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

// The client lives in src/client; `npm run dev` proxies API calls to the Fastify server in watch mode.
export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies beside every text asset (not source maps), served as they are by @fastify/static.
    compression({
      include: /\.(html|css|js|mjs|svg|json|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest feeds the JS budget check (scripts/check-budgets.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // The big libraries get chunks of their own with stable names, so budgets.json can name them.
        manualChunks(id: string) {
          if (id.includes('/node_modules/@js-joda/timezone/')) return 'js-joda-timezone';
          if (id.includes('/node_modules/@js-joda/core/')) return 'js-joda';
          if (id.includes('/node_modules/zod/')) return 'zod';
          return undefined;
        },
      },
    },
  },
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
