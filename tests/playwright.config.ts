import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

/**
 * End-to-end tests in Debian's Chromium (no browser download): `npm test` installs it when missing
 * and starts the stack; STACK_WEB_URL points here.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  retries: 0,
  workers: 1,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' },
    ],
  ],
  use: {
    baseURL: process.env.STACK_WEB_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
})
