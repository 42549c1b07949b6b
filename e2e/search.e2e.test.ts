import { describe, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('search that finds what people mean', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] types a misspelt skill on /people and finds the designer, told what was read', async () => {
    const name = `Wren Inkwell ${stamp}`;
    await createCreator(db(), { handle: `wren${stamp}`, displayName: name, skills: ['Design', 'Lettering'] });

    const page = await browser.newPage(PHONE);
    await page.goto('/people');
    await page.getByLabel('Search by name, handle or skills').fill('desing');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Showing results for “design”' }).waitFor();
    browser.expectCleanConsole(page);
  });
});
