import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { createCreator, createProject, createService } from '#server/seed/factories';
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

  it('[VISITOR] sorts services by price on a phone, and the order holds across the next page', async () => {
    const seller = await createCreator(db(), { handle: `gilder${stamp}` });
    // More than a page, prices shuffled against the order they were made in, two at each price.
    const count = SEARCH_PAGE_SIZE + 6;
    const priceOf = (index: number) => 10 + ((index * 7) % (count / 2));
    for (let index = 0; index < count; index++) {
      await createService(db(), seller.profile.id, {
        title: `Gilding ${stamp} number ${index}`,
        description: 'Water gilding on gesso, burnished by hand, for frames, panels and lettering.',
        pricingType: 'fixed',
        priceAmount: priceOf(index),
      });
    }

    const page = await browser.newPage(PHONE);
    await page.goto(`/services?q=gilding%20${stamp}`);
    // First the cookie question, whose banner covers the bottom of a phone's screen, as a person does.
    await page.getByRole('button', { name: 'Reject Optional' }).click();
    // A phone keeps the order with the filters, in the Filters sheet.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('heading', { level: 3 });
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(SEARCH_PAGE_SIZE);
    // Scrolling to the end of the list loads the next page (the button does too, for keyboards).
    const more = page.getByRole('button', { name: 'Load more' });
    await more.waitFor();
    // A phone scrolls by touch, which a mouse wheel does not stand for: the end of the list is
    // brought into view.
    await more.scrollIntoViewIfNeeded();
    // A busy phone may not have loaded it by the time the person sees the button: they tap it. The
    // button goes away as the page arrives, so a tap that finds it gone has nothing left to do.
    if (await more.isVisible()) await more.click({ timeout: 2000 }).catch(() => undefined);
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(count);

    const shown = (await cards.allInnerTexts()).map((title) => Number(title.split(' ').at(-1)));
    expect(new Set(shown).size).toBe(count);
    const prices = shown.map(priceOf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] types part of a technology, picks the suggestion, and Explore filters by it', async () => {
    const maker = await createCreator(db(), { handle: `loomer${stamp}` });
    const tech = `Weftscript${stamp}`;
    await createProject(db(), maker.profile.id, { title: `Jacquard ${stamp}`, stack: [tech] });
    await createProject(db(), maker.profile.id, { title: `Dobby ${stamp}`, stack: [`${tech} Native`] });

    const page = await browser.newPage(PHONE);
    await page.goto('/explore');
    // On a phone the filters wait in a sheet, behind a button that counts those on.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    let sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Technology' }).fill(`weftscript${stamp}`.slice(0, 8));
    // Part of a name already filters by every technology it begins.
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('link', { name: `Dobby ${stamp}` }).waitFor();
    await page.getByRole('button', { name: 'Filters, 1 on' }).click();
    sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Technology' }).fill(`weftscript${stamp}`.slice(0, -1));
    await sheet.getByRole('option', { name: `${tech} 1 project` }).click();
    await page.waitForURL((url) => url.searchParams.get('stack') === tech);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('link', { name: `Jacquard ${stamp}` }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Dobby ${stamp}` }).count()).toBe(0);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] taps a skill on a profile, sees who else has it, and narrows by a suggested skill', async () => {
    const skill = `Marbling${stamp}`;
    await createCreator(db(), { handle: `marbler${stamp}`, displayName: `Mara ${stamp}`, skills: [skill] });
    await createCreator(db(), {
      handle: `sumi${stamp}`,
      displayName: `Sumi ${stamp}`,
      skills: [skill, `${skill} tools`],
    });
    await createCreator(db(), {
      handle: `toolmaker${stamp}`,
      displayName: `Tove ${stamp}`,
      skills: [`${skill} tools`],
    });

    const page = await browser.newPage(PHONE);
    await page.goto(`/marbler${stamp}`);
    await page.getByRole('link', { name: `${skill}: more creators with this skill` }).click();
    await page.waitForURL((url) => url.pathname === '/people' && url.searchParams.get('skill') === skill);
    await page.getByRole('link', { name: `Sumi ${stamp}` }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Tove ${stamp}` }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters, 1 on' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Skill' }).fill(`marbling${stamp} t`);
    await sheet.getByRole('option', { name: `${skill} tools 2 creators` }).click();
    await page.waitForURL((url) => url.searchParams.get('skill') === `${skill} tools`);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('link', { name: `Tove ${stamp}` }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Mara ${stamp}` }).count()).toBe(0);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] types into the top bar, sees people, projects and services at once, and goes to one', async () => {
    const maker = await createCreator(db(), {
      handle: `etcher${stamp}`,
      displayName: `Etta Etcher ${stamp}`,
    });
    await createProject(db(), maker.profile.id, { title: `Drypoint ${stamp} series`, stack: [] });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search Atelier' }).fill(`drypoint ${stamp}`);
    await page.getByRole('option', { name: `Drypoint ${stamp} series by @etcher${stamp}` }).click();
    await page.getByRole('heading', { name: `Drypoint ${stamp} series`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/etcher${stamp}/`));

    // Enter alone goes to the full list of projects found.
    const box = page.getByRole('combobox', { name: 'Search Atelier' });
    await box.fill(`etta etcher ${stamp}`);
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/explore' && url.searchParams.get('q') === `etta etcher ${stamp}`,
    );
    browser.expectCleanConsole(page);
  });
});
