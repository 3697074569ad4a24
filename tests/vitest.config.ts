import { defineConfig } from 'vitest/config'

/** Acceptance tests against the running stack started by scripts/test.mjs (STACK_* env). */
export default defineConfig({
  test: {
    name: 'acceptance',
    include: ['acceptance/**/*.test.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
})
