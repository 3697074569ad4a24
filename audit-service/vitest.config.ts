import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'audit-service',
    include: [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
      'devset/**/*.test.ts',
      'factset/**/*.test.ts',
    ],
    testTimeout: 30_000,
  },
})
