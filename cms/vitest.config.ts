import { defineConfig } from 'vitest/config'

export default defineConfig({
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
