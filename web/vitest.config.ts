import { defineConfig } from 'vitest/config'

/** `npm test -w web`: every `*.test.ts(x)` next to its code; server/app.test.ts starts the site in-process. */
export default defineConfig({
  test: {
    name: 'web',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
