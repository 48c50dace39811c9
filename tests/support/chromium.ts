/**
 * The one way tests and benchmarks start a browser: Debian's Chromium (Playwright cannot download its own here;
 * `npm test` installs the package on a fresh machine) with the flags that keep it quiet on a shared, headless box.
 * Playwright's launch, Lighthouse's launcher (`site/bench/lighthouse.ts`) and anything new read these.
 */
import { type Browser, chromium, type LaunchOptions } from 'playwright'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/** No sandbox (tests run as root in a container), no GPU, and none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Chromium through Playwright; `options.args` are added to the quiet flags. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  })
}
