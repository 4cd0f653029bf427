import { existsSync } from 'node:fs'

// Debian's Chromium where it exists (this machine cannot download Playwright's); Playwright's own elsewhere.
const systemChromium = '/usr/bin/chromium'

/** Launch options for real Chromium on a closed network, shared by the e2e suite and the benchmarks. */
export const chromiumLaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
