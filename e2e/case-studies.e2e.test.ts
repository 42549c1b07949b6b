import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, createServiceReview } from '#server/seed/factories';
import { COLOUR_RULES, expectNoSeriousA11yViolations, seriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';
import { signInThroughApi } from './support/sign-in';

const UPLOADS_TIMEOUT_MS = 20_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A picture of one colour, as a file someone would drop. */
const pictureBytes = (background: string, width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A picture of one colour, as a file someone would pick. */
const picture = async (name: string, background: string, width = 1200, height = 900) => ({
  name,
  mimeType: 'image/png',
  buffer: await pictureBytes(background, width, height),
});

/** Picks files with the button that opens the phone's file chooser, as a person does. */
async function pick(
  page: Page,
  button: ReturnType<Page['locator']>,
  files: Awaited<ReturnType<typeof picture>>[],
) {
  const chooser = page.waitForEvent('filechooser');
  await button.tap();
  await (await chooser).setFiles(files);
}

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

describe('case studies and service images', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[USER] writes a case study on a phone: two texts, a wide image, a grid and a video, ordered by keyboard and by drag, under CC BY; a visitor on a desktop sees it wide and plays the video only by tapping it', async () => {
    const creator = await createCreator(db(), {
      handle: `cases${stamp}`,
      displayName: 'Cass Case',
      user: { email: `cases${stamp}@example.test` },
    });
    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), browser.baseUrl);
    await signInThroughApi(page, creator.user.email);
    await page.goto('/new');
    await page.getByRole('heading', { name: 'New project', level: 1 }).waitFor();
    const title = `Harbour Signs ${stamp}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Wayfinding for a ferry quay that had none.');
    const caseStudy = page.getByRole('group', { name: 'Case study' });
    const block = (name: string) => caseStudy.getByRole('group', { name, exact: true });

    // Words first: the new block's box has the focus, so she types straight away.
    await caseStudy.getByRole('button', { name: 'Add text' }).tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('## The brief\n\nThe ferry quay had no **signs** at all.');

    // A photograph across the whole page.
    await pick(page, caseStudy.locator('button', { hasText: 'Add images' }).last(), [
      await picture('quay.png', '#0e7490', 2400, 1000),
    ]);
    const image = block('Image · 2 of 2');
    await image.waitFor({ timeout: UPLOADS_TIMEOUT_MS });
    await image.getByLabel('Description', { exact: true }).fill('The quay at dawn');
    await image.getByLabel('Show it across the whole page').check();

    // Three sketches side by side.
    await caseStudy.getByRole('button', { name: 'Add a grid' }).tap();
    const grid = block('Image grid · 3 of 3');
    await grid.getByLabel('Images across').selectOption({ label: 'Three' });
    await pick(page, grid.locator('button', { hasText: 'Add images' }), [
      await picture('first.png', '#b91c1c'),
      await picture('second.png', '#15803d'),
      await picture('third.png', '#1d4ed8'),
    ]);
    await grid.getByLabel('Description of image 3').waitFor({ timeout: UPLOADS_TIMEOUT_MS });
    for (const [index, sketch] of ['First sketch', 'Second sketch', 'Third sketch'].entries()) {
      await grid.getByLabel(`Description of image ${index + 1}`).fill(sketch);
    }

    await caseStudy.getByRole('button', { name: 'Add text' }).tap();
    await block('Text · 4 of 4')
      .getByRole('textbox')
      .fill('## What changed\n\n- Bigger type\n- Tide times on every sign');
    await caseStudy.getByRole('button', { name: 'Add a video' }).tap();
    const link = block('Video · 5 of 5').getByLabel('Video link');
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await block('Video · 5 of 5').getByText('YouTube video').waitFor();

    // The video climbs to second place by keyboard: focus stays on the Move button as it goes.
    await page.getByRole('button', { name: 'Move block 5 of 5 earlier' }).focus();
    for (const position of [4, 3, 2]) {
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Move block ${position} of 5 earlier`);
    }
    await page.getByRole('status').filter({ hasText: 'Block moved to position 2 of 5' }).waitFor();
    // The blocks' names, in the order they stand.
    const order = () =>
      caseStudy
        .getByRole('list', { name: 'Case study' })
        .locator(':scope > li > [role="group"]')
        .evaluateAll((groups) =>
          groups.map(
            (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
        );
    expect(await order()).toEqual([
      'Text · 1 of 5',
      'Video · 2 of 5',
      'Image · 3 of 5',
      'Image grid · 4 of 5',
      'Text · 5 of 5',
    ]);
    // Then a finger drags the photograph by its grip above the video, past the video's middle.
    await block('Video · 2 of 5').evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120); // clear of the top bar
    });
    const grip = await page.getByRole('button', { name: 'Drag block 3 of 5 to another place' }).boundingBox();
    const above = await block('Video · 2 of 5').boundingBox();
    if (!grip || !above) throw new Error('the blocks are not on the screen');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, above.y + above.height * 0.25, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(order)
      .toEqual(['Text · 1 of 5', 'Image · 2 of 5', 'Video · 3 of 5', 'Image grid · 4 of 5', 'Text · 5 of 5']);
    await page.getByRole('status').filter({ hasText: 'Block moved to position 2 of 5' }).waitFor();

    await page.getByLabel('Licence').selectOption({
      label: 'CC BY 4.0: others may share and adapt it, crediting you',
    });
    await page.getByLabel('Let visitors download the originals').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Publish project' }).tap();
    await page.getByRole('status').filter({ hasText: 'Project created successfully!' }).waitFor();

    // A visitor on a desktop: nothing of YouTube's loads until the video is asked for.
    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await decideOnCookies(visitor.context(), browser.baseUrl);
    const player: string[] = [];
    await visitor.context().route('https://www.youtube-nocookie.com/**', async (route) => {
      player.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Player</title><p>Playing</p>',
      });
    });
    await visitor.goto(`/cases${stamp}/harbour-signs-${stamp}`);
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    const story = visitor.getByRole('region', { name: 'Case study' });
    await story.getByRole('heading', { name: 'The brief', level: 2 }).waitFor();
    await story.getByText('signs', { exact: true }).waitFor();
    await story.getByRole('listitem').filter({ hasText: 'Tide times on every sign' }).waitFor();
    expect(
      await story.getByRole('img').evaluateAll((images) => images.map((each) => each.getAttribute('alt'))),
    ).toEqual(['The quay at dawn', 'First sketch', 'Second sketch', 'Third sketch']);
    // Wide: the photograph spans far past the text's column, and the sketches stand three across.
    const photo = await story.getByRole('img', { name: 'The quay at dawn' }).boundingBox();
    expect(photo?.width).toBeGreaterThan(1300);
    // ...and the page never scrolls sideways for it.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(
      await visitor.evaluate(() => document.documentElement.clientWidth),
    );
    const sketches = await Promise.all(
      ['First sketch', 'Second sketch', 'Third sketch'].map((alt) =>
        story.getByRole('img', { name: alt }).boundingBox(),
      ),
    );
    expect(new Set(sketches.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
    // The licence, its badge and its text.
    await visitor.getByText('You may share and adapt this work, crediting Cass Case.').waitFor();
    expect(await visitor.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    // The page reads in light and in dark: a video's facade keeps its own dark ground in both.
    await expectNoSeriousA11yViolations(visitor);
    await visitor.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousA11yViolations(visitor, COLOUR_RULES)).toEqual([]);
    expect(player).toEqual([]);
    expect(await visitor.locator('iframe').count()).toBe(0);
    await story.getByRole('button', { name: 'Play YouTube video (YouTube)' }).click();
    const frame = story.locator('iframe[title="YouTube video"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect.poll(() => player.length).toBeGreaterThan(0);

    // The images open in the viewer, in the page's order; each can be seen at full size and saved.
    const opener = story.getByRole('button', { name: 'View full screen: First sketch' });
    await opener.click();
    const viewer = visitor.getByRole('dialog', { name: 'Images' });
    await viewer.getByRole('img', { name: 'First sketch' }).waitFor();
    await viewer.getByText('2 of 4').waitFor();
    await visitor.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: 'Second sketch' }).waitFor();
    await visitor.keyboard.press('ArrowLeft');
    await visitor.keyboard.press('ArrowLeft');
    await viewer.getByText('1 of 4').waitFor();
    expect(await viewer.getByRole('button', { name: 'Previous image' }).isDisabled()).toBe(true);
    const fullSize = viewer.getByRole('button', { name: 'View full size' });
    await fullSize.click();
    expect(await fullSize.getAttribute('aria-pressed')).toBe('true');
    const original = viewer
      .getByRole('region', { name: 'The quay at dawn' })
      .getByRole('img', { name: 'The quay at dawn' });
    await expect
      .poll(() => original.evaluate((each: HTMLImageElement) => (each.complete ? each.naturalWidth : 0)))
      .toBe(2400);
    const download = await viewer.getByRole('link', { name: 'Download original' }).getAttribute('href');
    const saved = await visitor.request.get(download ?? '');
    expect(saved.status()).toBe(200);
    expect(saved.headers()['content-disposition']).toMatch(
      /^attachment; filename="harbour-signs-[a-z0-9]+-1\.png"/,
    );
    await visitor.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Focus is back on the image that opened the viewer.
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    browser.expectCleanConsole(visitor);
    browser.expectCleanConsole(page);
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
      { name: 'first.png', bytes: await pictureBytes('#7c3aed') },
      { name: 'second.png', bytes: await pictureBytes('#0f766e') },
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
