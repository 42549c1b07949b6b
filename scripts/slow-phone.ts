import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

// The phone the bench's page figures and the impatient browser journeys run on. A slow 4G link and
// a phone's CPU, as Lighthouse's mobile preset assumes: 150 ms round trips, 1.6 Mbit/s down and
// 750 kbit/s up (CDP takes bytes per second; kilobits of 1,024 bits, as Lighthouse counts them), the
// CPU four times slower.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (a Moto G Power), so layouts that load scripts per breakpoint do so here. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Slows a page's CPU and link down to the phone's, before it loads anything. */
export async function slowDownLikeAPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
