/**
 * How every browser of the tests and tools is launched: Debian's Chromium (`npm test` installs it
 * when missing; Playwright's own browser download does not work here), headless, without the
 * background services whose connections this machine's closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
