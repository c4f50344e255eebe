import { defineConfig } from 'vitest/config';

// End-to-end tests spawn the built bin; give them room on a loaded 2-core machine instead of timing them.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every test removes what it creates: scratch folders go after each file, and the suite fails if its temp dir is not empty.
    globalSetup: ['test/helpers/temp-dir-check.ts'],
    setupFiles: ['test/helpers/remove-scratch.ts'],
  },
});
