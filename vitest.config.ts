import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds its own app; two cores, so keep the pool small and predictable.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
