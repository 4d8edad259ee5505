import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const e2eDataDir = `.tmp/e2e-${port}`;
// The one app stores its images in a real S3-compatible server (s3rver, started first), as a deployment with a bucket
// would; E2E_MEDIA=fs keeps them in the data folder instead (the server tests run every image path on both).
const s3Port = port + 2000;
const s3 = process.env.E2E_MEDIA !== 'fs';
const s3Env = {
  S3_BUCKET: 'vowline-e2e',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

// Runs against `npm start` (built client, real server, embedded PostgreSQL) on a throwaway data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    // Dates and numbers follow the reader's locale (issue 40); the journeys read as a British reader sees them.
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // The app's service worker (issue 37) would answer pages and chunks from its cache, out of reach of the tests'
    // request routing; tests/e2e/offline.spec.ts allows it where it is what is tested.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    ...(s3
      ? [
          {
            command: `node --import tsx scripts/s3-test-server.ts ${s3Port} ${s3Env.S3_BUCKET} ${e2eDataDir}-s3`,
            // Up once s3rver answers its root (the bucket list).
            url: `http://127.0.0.1:${s3Port}/`,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    {
      command: `rm -rf ${e2eDataDir} && npm start`,
      url: `http://localhost:${port}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: e2eDataDir,
        EMBEDDED_PG_PORT: String(port + 1000),
        LOG_LEVEL: 'warn',
        LOGIN_LIMIT_PER_IP: '1000',
        FORGOT_LIMIT_PER_IP: '1000',
        RESET_LIMIT_PER_IP: '1000',
        // The whole suite signs its people up from this one address.
        SIGNUP_LIMIT_PER_IP: '1000',
        ...(s3 ? s3Env : {}),
      },
    },
  ],
});
