import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: [
      'tests/machines/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      // The fault suite's short version (FUZZ_RUNS cases per route); `npm run test:faults` is the long one.
      'tests/faults/**/*.test.ts',
      'src/**/*.test.ts',
    ],
    // One PostgreSQL for the whole run; each server test file makes its own database in it.
    globalSetup: ['tests/support/globalPostgres.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
