import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The admin's components are compiled by Next.js (tsconfig `jsx: preserve`); in the tests that
  // render them, by the automatic JSX runtime as Next.js does.
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'cms',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Payload keeps one instance per process; run files in their own forks.
    pool: 'forks',
  },
})
