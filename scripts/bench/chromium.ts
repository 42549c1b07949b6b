// The browser the page figures load pages in: Debian's Chromium, headless, with the flags that start it
// on this machine (no sandbox in a container, no GPU) and that keep it from fetching anything of its
// own (updates, sync, QUIC probes) while a page is timed.

/** CHROME_PATH, as chrome-launcher reads it, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
