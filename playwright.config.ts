import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const e2eDataDir = `.tmp/e2e-${port}`;

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
    trace: 'retain-on-failure',
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
  webServer: {
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
    },
  },
});
