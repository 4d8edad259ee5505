import { defineConfig } from 'vitest/config';

// Machine tests use fake servers, never a database: mutation testing runs them once per mutant, so this config
// leaves out the main config's embedded PostgreSQL and the CSS plugin that only pages need.
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
