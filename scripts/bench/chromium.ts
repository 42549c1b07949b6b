// The browser the page figures load pages in: Debian's Chromium with the flags the tests use too.
export { CHROMIUM_FLAGS } from '../chromium-flags';

/** CHROME_PATH, as chrome-launcher reads it, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
