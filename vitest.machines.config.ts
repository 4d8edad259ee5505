import { configDefaults, defineConfig } from 'vitest/config';

// Machine tests use fake servers, never a database: mutation testing runs them once per mutant, so this config
// leaves out the main config's embedded PostgreSQL and the CSS plugin that only pages need.
// `tests/machines/index.test.ts` loads every machine; `npm run mutation` (scripts/mutation.ts) says which files it
// mutates, and unless machines/index.ts is one of them that test is left out, or each mutant would load all twenty.
const mutated = process.env.MUTATION_FILES?.split(',');
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(mutated && !mutated.includes('machines/index.ts') ? ['tests/machines/index.test.ts'] : []),
    ],
    testTimeout: 20_000,
  },
});
