import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, createServiceReview } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';
import { signInThroughApi } from './support/sign-in';

const UPLOADS_TIMEOUT_MS = 20_000;

/** A picture of one colour, as a file someone would drop. */
const picture = (background: string, width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * Drops files onto what the locator finds, as a person dragging them from their desktop does: the
 * browser builds the drag's data from real files and fires enter, over and drop at the target.
 */
async function dropFiles(
  page: Page,
  target: ReturnType<Page['locator']>,
  files: { name: string; bytes: Buffer }[],
) {
  const transfer = await page.evaluateHandle(
    (sent) => {
      const data = new DataTransfer();
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'image/png' }));
      }
      return data;
    },
    files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') })),
  );
  // The element under the pointer stays the same while its text changes to 'Drop to add'.
  const element = await target.elementHandle();
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await element.dispatchEvent(type, { dataTransfer: transfer });
  }
}

describe('project galleries and service images', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[USER] drops three images on a new project, orders them with the keyboard, shares it under CC BY, and a visitor moves through them in the viewer', async () => {
    const creator = await createCreator(db(), {
      handle: `gallery${stamp}`,
      displayName: 'Gala Gallery',
      user: { email: `gallery${stamp}@example.test` },
    });
    const page = await browser.newPage();
    await decideOnCookies(page.context(), browser.baseUrl);
    await signInThroughApi(page, creator.user.email);
    await page.goto('/new');
    await page.getByRole('heading', { name: 'New project', level: 1 }).waitFor();
    const title = `Ink Studies ${stamp}`;
    await page.getByLabel('Title').fill(title);

    const gallery = page.getByRole('group', { name: 'Gallery' });
    await dropFiles(page, gallery.getByText('Drag images here, or choose them.'), [
      { name: 'red.png', bytes: await picture('#b91c1c') },
      { name: 'green.png', bytes: await picture('#15803d', 900, 1200) },
      { name: 'blue.png', bytes: await picture('#1d4ed8') },
    ]);
    const items = gallery.getByRole('list', { name: 'Gallery' }).getByRole('listitem');
    // Three uploads, each stored with its copies: seconds on a busy machine (expect.poll waits 1 s by default).
    await expect.poll(() => items.count(), { timeout: UPLOADS_TIMEOUT_MS }).toBe(3);
    // Uploads finish in any order; describe each by its place once all are in.
    const descriptions = ['Red study', 'Green study', 'Blue study'];
    const order = await items.evaluateAll((elements) =>
      elements.map((element) => element.querySelector('img')?.getAttribute('src') ?? ''),
    );
    for (const [index, description] of descriptions.entries()) {
      await page.getByLabel(`Description of image ${index + 1}`).fill(description);
    }
    await page.getByLabel('Caption of image 1 (optional)').fill('Brush and ink');

    // The last one first, by keyboard: focus stays on the Move button as the image climbs.
    await page.getByRole('button', { name: 'Move image 3 of 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move image 2 of 3 earlier');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Image moved to position 1 of 3' }).waitFor();
    expect(await page.getByLabel('Description of image 1').inputValue()).toBe('Blue study');
    expect(
      await items.evaluateAll((elements) =>
        elements.map((element) => element.querySelector('img')?.getAttribute('src')),
      ),
    ).toEqual([order[2], order[0], order[1]]);
    // Shared under Creative Commons rather than with all rights reserved.
    await page.getByLabel('Licence').selectOption({
      label: 'CC BY 4.0: others may share and adapt it, crediting you',
    });
    // The originals are kept at full size: visitors may open and download them.
    await page.getByText(/max 30MB each\. Originals are kept at full size/).waitFor();
    await page.getByLabel('Let visitors download the originals').check();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Publish project' }).click();
    await page.getByRole('status').filter({ hasText: 'Project created successfully!' }).waitFor();

    // A visitor opens the first image and goes through the rest with the arrow keys.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await decideOnCookies(visitor.context(), browser.baseUrl);
    await visitor.goto(`/gallery${stamp}/ink-studies-${stamp}`);
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    const shown = visitor.getByRole('region', { name: 'Gallery' }).getByRole('img');
    expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
      'Blue study',
      'Red study',
      'Green study',
    ]);
    await visitor.getByText('Brush and ink').waitFor();
    // The licence, its own text a tap away.
    await visitor.getByText('You may share and adapt this work, crediting Gala Gallery.').waitFor();
    expect(await visitor.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    const opener = visitor.getByRole('button', { name: 'View full screen: Blue study' });
    await opener.tap();
    const viewer = visitor.getByRole('dialog', { name: 'Images' });
    await viewer.getByRole('img', { name: 'Blue study' }).waitFor();
    await viewer.getByText('1 of 3').waitFor();
    await visitor.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: 'Red study' }).waitFor();
    await viewer.getByText('Brush and ink').waitFor();
    await visitor.keyboard.press('ArrowRight');
    await viewer.getByText('3 of 3').waitFor();
    expect(await viewer.getByRole('button', { name: 'Next image' }).isDisabled()).toBe(true);
    await visitor.keyboard.press('ArrowLeft');
    await viewer.getByText('2 of 3').waitFor();
    // Seen at full size, then saved: its original, named for the project.
    const fullSize = viewer.getByRole('button', { name: 'View full size' });
    await fullSize.tap();
    expect(await fullSize.getAttribute('aria-pressed')).toBe('true');
    const original = viewer
      .getByRole('region', { name: 'Red study' })
      .getByRole('img', { name: 'Red study' });
    await expect
      .poll(() => original.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(1200);
    const download = await viewer.getByRole('link', { name: 'Download original' }).getAttribute('href');
    const saved = await visitor.request.get(download ?? '');
    expect(saved.status()).toBe(200);
    expect(saved.headers()['content-disposition']).toMatch(
      /^attachment; filename="ink-studies-[a-z0-9]+-2\.png"/,
    );
    await fullSize.tap();
    await viewer.getByRole('img', { name: 'Red study' }).waitFor();
    await visitor.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Focus is back on the image that opened the viewer.
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    browser.expectCleanConsole(visitor);
  });

  it("[VISITOR] sees a service's first image on its card, beside the seller and their rating", async () => {
    const seller = await createCreator(db(), {
      handle: `seller${stamp}`,
      displayName: 'Sela Seller',
      user: { email: `seller${stamp}@example.test` },
    });
    const page = await browser.newPage();
    await decideOnCookies(page.context(), browser.baseUrl);
    await signInThroughApi(page, seller.user.email);
    await page.goto('/services/new');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const title = `Poster design ${stamp}`;
    await page.getByLabel('Title').fill(title);
    const images = page.getByRole('group', { name: 'Images' });
    await dropFiles(page, images.getByText('Drag images here, or choose them.'), [
      { name: 'first.png', bytes: await picture('#7c3aed') },
      { name: 'second.png', bytes: await picture('#0f766e') },
    ]);
    // Both stored, not merely on their way: the one that ends first may not stay first.
    await images.getByRole('img', { name: 'Image 2 of 2' }).waitFor({ timeout: UPLOADS_TIMEOUT_MS });
    const first = await images.getByRole('img', { name: 'Image 1 of 2' }).getAttribute('src');
    await page
      .getByLabel('Description')
      .fill('Gig posters printed in two colours, from a first sketch to the files the printer wants.');
    await page.getByLabel('Category').selectOption({ label: 'Design' });
    await page.getByLabel('Price').fill('120');
    await page.getByLabel('Delivery time (days)').fill('6');
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Publish service' }).click();
    await page.waitForURL((url) => /^\/services\/[0-9a-f-]{36}$/.test(url.pathname));
    const serviceId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const buyer = await createCreator(db());
    await createServiceReview(db(), { id: serviceId, profileId: seller.profile.id }, buyer.user.id, {
      rating: 4,
    });

    const visitor = await browser.newPage();
    await decideOnCookies(visitor.context(), browser.baseUrl);
    await visitor.goto(`/services?q=${encodeURIComponent(`poster design ${stamp}`)}`);
    const card = visitor.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    await expect
      .poll(() =>
        card
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => [
            image.complete && image.naturalWidth > 0,
            image.getAttribute('src'),
          ]),
      )
      .toEqual([true, first]);
    await card.getByText('Sela Seller').waitFor();
    await card.getByText('4.0').waitFor();
  });
});
