// How Debian's Chromium is started headless on these machines, for the browser tests and the bench:
// no sandbox in a container, no GPU, and nothing fetched of its own (updates, sync, QUIC probes).
// Without the background-networking flags it floods a closed network with refused connections.
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
