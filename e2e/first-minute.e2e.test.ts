import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCreator, createService, FACTORY_PASSWORD } from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

// A new person's first minute, on a phone: 'Create your account' opens the Sign Up tab, and a
// sign-in asked for by a page lands on that page, not on /settings.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** How light the page's ground is where nothing stands on it, 0 (black) to 255 (white): as painted. */
async function groundLightness(page: Page) {
  const width = page.viewportSize()?.width ?? 390;
  const shot = await page.screenshot({ clip: { x: width - 2, y: 120, width: 1, height: 1 } });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return Math.round(((data[0] ?? 0) + (data[1] ?? 0) + (data[2] ?? 0)) / 3);
}

describe('the first minute', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it("[VISITOR] taps the landing's 'Create your account' and meets the sign-up form", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Create your account' }).tap();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await page.getByLabel('Username').fill(`new${stamp}`);
    // Signing in instead is one tap away, and the address keeps which tab is open.
    await page.getByRole('tab', { name: 'Sign In' }).tap();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('tab'));
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] signs in from a service page and is back on it, ready to request', async () => {
    const seller = await createCreator(db(), { handle: `sells${stamp}` });
    const buyer = await createCreator(db(), {
      handle: `buys${stamp}`,
      user: { email: `buys${stamp}@example.test` },
    });
    const service = await createService(db(), seller.profile.id, {
      title: `Album artwork ${stamp}`,
      description: Array.from({ length: 8 }, (_, line) => `Round ${line + 1}: sketches, colour, type.`).join(
        '\n\n',
      ),
      features: ['Front cover', 'Back cover', 'Spotify canvas', 'Two revisions', 'Print-ready files'],
    });

    const page = await browser.newPage(PHONE);
    await page.goto(`/services/${service.id}`);
    await page.getByRole('heading', { name: `Album artwork ${stamp}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Accept All' }).tap();
    // The form is below the description and the reviews; a bar at the bottom leads to it.
    await page.getByRole('link', { name: 'Request this service' }).tap();
    const requestSection = page.getByRole('region', { name: 'Request this service' });
    await expect
      .poll(() => requestSection.evaluate((section) => section.getBoundingClientRect().top < innerHeight))
      .toBe(true);
    await requestSection.getByRole('link', { name: 'Sign in', exact: true }).tap();
    await page.getByLabel('Email').fill(buyer.user.email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => url.pathname === `/services/${service.id}`);
    await page.getByRole('status').filter({ hasText: 'Welcome back!' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    // The seller takes email: the form already holds the one the member gave Atelier.
    expect(await page.getByLabel('Contact info').inputValue()).toBe(buyer.user.email);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] on a dark phone gets a dark page from the first paint, and may choose Light, which stays', async () => {
    // Without the app's code at all: what the server sent is already dark, so nothing flashes white.
    const firstPaint = await browser.newPage({ ...PHONE, colorScheme: 'dark', javaScriptEnabled: false });
    await firstPaint.goto('/explore');
    expect(await groundLightness(firstPaint)).toBeLessThan(60);

    const page = await browser.newPage({ ...PHONE, colorScheme: 'dark' });
    await page.goto('/explore');
    expect(await groundLightness(page)).toBeLessThan(60);
    await page.getByRole('button', { name: 'Accept All' }).tap();
    await page.getByLabel('Theme').selectOption('light');
    await expect.poll(() => groundLightness(page)).toBeGreaterThan(200);
    await page.reload();
    expect(await groundLightness(page)).toBeGreaterThan(200);
    expect(await page.getByLabel('Theme').inputValue()).toBe('light');
    browser.expectCleanConsole(page);
  });

  it('[USER] who chose Dark on one device signs in on another and sees it dark', async () => {
    const member = await createCreator(db(), {
      handle: `night${stamp}`,
      user: { email: `night${stamp}@example.test` },
      preferences: { theme: 'dark' },
    });
    const page = await browser.newPage({ ...PHONE, colorScheme: 'light' });
    await page.goto('/auth');
    expect(await groundLightness(page)).toBeGreaterThan(200);
    await page.getByLabel('Email').fill(member.user.email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expect.poll(() => groundLightness(page)).toBeLessThan(60);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] taps anywhere on a card, its picture included, and the page opens', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Accept All' }).tap();
    const card = page.getByRole('main').getByRole('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    // Where the picture is, as a finger would: no element named, only a point on the screen.
    const box = await card.boundingBox();
    if (!box) throw new Error('the card is not on screen');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + 40);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The author's handle inside a card is a link of its own, to the profile.
    await page.goBack();
    const handle = page.getByRole('main').getByRole('article').first().getByRole('link', { name: /^@/ });
    const profile = ((await handle.textContent()) ?? '').slice(1);
    await handle.tap();
    await page.waitForURL((url) => url.pathname === `/${profile}`);

    await page.goto('/people');
    const person = page.getByRole('main').getByRole('article').first();
    const personBox = await person.boundingBox();
    if (!personBox) throw new Error('the card is not on screen');
    await page.touchscreen.tap(personBox.x + personBox.width / 2, personBox.y + 30);
    await page.waitForURL((url) => /^\/[a-z0-9]+$/.test(url.pathname));
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] whose list fails is told so and gets it with Retry; offline, it comes back by itself', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All' }).tap();
    // The server fails the first two reads of Explore (the app tries twice), then answers again.
    let failuresLeft = 2;
    await page.route('**/api/explore*', (route) => {
      if (failuresLeft === 0) return route.continue();
      failuresLeft -= 1;
      return route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Unavailable' } });
    });
    // Through the app's own menu: a link the browser follows before the app is live would bring a
    // page the server filled in, and this is about a read the app makes (the menu's tap waits for it).
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Explore' }).tap();
    const failed = page.getByRole('alert').filter({ hasText: "This didn't load" });
    await failed.waitFor();
    expect(await page.getByText('Try adjusting your search or filters.').count()).toBe(0);
    await failed.getByRole('button', { name: 'Try again' }).tap();
    await page.getByRole('list', { name: 'Projects' }).getByRole('article').first().waitFor();

    // Offline, People says so instead of loading forever, and fills in once the connection is back.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'People' }).tap();
    await page.getByRole('alert').filter({ hasText: "You're offline" }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('main').getByRole('article').first().waitFor();
    browser.expectCleanConsole(page, [/503/, /ERR_INTERNET_DISCONNECTED/, /Failed to fetch/]);
  });

  it('[USER] finds a settings section from the list, and is asked before an unsaved edit is dropped', async () => {
    const member = await createCreator(db(), {
      handle: `edits${stamp}`,
      displayName: 'Edie Edits',
      user: { email: `edits${stamp}@example.test` },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByLabel('Email').fill(member.user.email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings');

    await page.getByLabel('Display Name').fill('Edie Edits Again');
    // A section from the side list: the address names it, and the edit stays.
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Privacy & safety' })
      .click();
    await page.waitForURL((url) => url.hash === '#privacy');
    // Closing the tab: the browser asks (and staying keeps the page).
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Edie Edits Again');
    // Another screen of the app: Atelier asks, and staying keeps the edit.
    await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Edie Edits Again');
    // Saved, nothing is asked any more.
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL((url) => url.pathname === '/explore');
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] sees a picture on every card, never a grey placeholder', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const path of ['/', '/explore', '/people', '/services']) {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      await cards.first().waitFor();
      // Every picture on a card has loaded (a cover, an avatar, or one drawn from the name), the
      // lazy ones once scrolled to, as a person scrolling the list would.
      for (let index = 0; index < (await cards.count()); index += 1) {
        await cards.nth(index).scrollIntoViewIfNeeded();
      }
      await expect
        .poll(() =>
          cards.evaluateAll(
            (articles) =>
              articles.flatMap((article) =>
                Array.from(article.querySelectorAll('img')).filter(
                  (image) => !image.complete || image.naturalWidth === 0,
                ),
              ).length,
          ),
        )
        .toBe(0);
      // No stand-in icon where a picture belongs (the silhouette and the picture icon of before).
      expect(
        await page.locator('main article svg.lucide-user-round, main article svg.lucide-image').count(),
        path,
      ).toBe(0);
      const pictures = await cards.evaluateAll((articles) =>
        articles.map((article) => article.querySelectorAll('img, [style*="background-color"]').length),
      );
      expect(
        pictures.filter((count) => count === 0),
        path,
      ).toEqual([]);
    }
    browser.expectCleanConsole(page);
  });
});
