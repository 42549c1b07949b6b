import { describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/db/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

// Issue 28: the signed-in top bar was wider than a phone (416 px of page on a 360 px screen), so every
// page scrolled sideways and the menu button sat half off-screen.

describe('a signed-in member on a phone', () => {
  const browser = useBrowser();
  const db = useDatabase();

  it('[USER] never scrolls sideways at 320, 360 or 390 px, and reaches the menu', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const member = await createCreator(db(), {
      handle: `phone${stamp}`,
      user: { email: `phone${stamp}@example.test` },
    });
    for (const width of [320, 360, 390]) {
      const page = await browser.newPage({
        viewport: { width, height: 780 },
        hasTouch: true,
        isMobile: true,
      });
      await signInThroughForm(page, member.user.email);
      for (const path of [
        '/settings',
        '/messages',
        '/service-requests',
        '/new',
        '/services/new',
        '/feedback',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${path} at ${width} px`).toBe(width);
      }
      const menu = page.getByRole('button', { name: 'Open menu' });
      const box = await menu.boundingBox();
      expect(box && box.x + box.width <= width).toBe(true);
      await menu.tap();
      await page.getByRole('dialog').getByRole('link', { name: 'New' }).waitFor();
      browser.expectCleanConsole(page);
    }
  });
});
