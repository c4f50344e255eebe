import { defineConfig } from 'vitest/config';

// End-to-end tests spawn the built bin; give them room on a loaded 2-core machine instead of timing them.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
