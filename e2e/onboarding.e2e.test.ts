import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { linkFromMailTo } from './support/outbox';

// A creator's first hour, step 1 (docs/decisions/0053), on a phone, as people do it: they tap what
// they see the moment it shows and never wait for the app to be live. Onboarding asks for a name and
// a handle once, a cropped photo, a headline, skills and whether they take work, then offers the next
// steps; a visitor who came to message someone is back at the message box instead.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PASSWORD = 'Painted-Skies-2026';

/** A photo whose left half is red and right half blue: what the crop kept shows in the stored avatar. */
const twoColourPhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } })
    .composite([
      {
        input: { create: { width: 600, height: 800, channels: 3, background: '#dc2626' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The colour of a stored image at a point, as red, green and blue. */
async function colourAt(page: Page, src: string, x: number, y: number) {
  const bytes = await (await page.request.get(src)).body();
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe('onboarding', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  async function signUp(page: Page, username: string) {
    const email = `${username}@example.test`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel(/I am 13 or older/).tap();
    await page.getByRole('button', { name: 'Create Account' }).tap();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page.goto(await linkFromMailTo(email));
    await page.waitForURL((url) => url.pathname === '/onboarding');
  }

  it('[VISITOR] signs up on a phone, builds a profile in three steps and lands on the next steps', async () => {
    // Skills other members name, so there is something to suggest whatever the demo holds.
    for (const skills of [['Illustration', 'Typography'], ['Illustration', 'Typography'], ['Illustration']]) {
      await createCreator(db(), { skills });
    }
    const username = `mira${stamp}`;
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All' }).tap();
    await page.getByRole('link', { name: 'Create your account' }).tap();
    await signUp(page, username);

    // 1. The name, and the handle from sign-up, which the server says is free.
    await page.getByRole('heading', { name: 'Who are you?' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
    await page.getByLabel('Display Name').fill('Mira Okafor');
    await page.getByText(`@${username} is available`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).tap();

    // 2. A photo, chosen with the picker, zoomed with the keyboard and dragged to its left half.
    await page.getByRole('heading', { name: 'Add a photo' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    // The visible button (the picker's own input, hidden, has the same name).
    await page.locator('button', { hasText: 'Choose a photo' }).tap();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await twoColourPhoto() });
    const frame = page.getByRole('group', { name: 'Photo framing' });
    await frame.focus();
    await page.keyboard.press('=');
    await page.keyboard.press('=');
    const box = await frame.boundingBox();
    if (!box) throw new Error('the photo frame is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Use this photo' }).tap();
    await page.getByText('Your photo is saved.').waitFor();
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\/avatar-.+\.webp$/);
    // Only the red half was kept: the middle square of the photo would be blue on the right.
    const [red, , blue] = await colourAt(page, src, 390, 200);
    expect(red).toBeGreaterThan(180);
    expect(blue).toBeLessThan(80);
    await page.getByRole('button', { name: 'Next' }).tap();

    // 3. A headline, two suggested skills, and available for hire.
    await page.getByRole('heading', { name: 'What do you do?' }).waitFor();
    await page.getByLabel('Headline').fill('Illustrator of maps and book covers');
    const suggestions = page.getByRole('list', { name: 'Suggested skills' }).getByRole('button');
    const picked: string[] = [];
    for (let count = 0; count < 2; count += 1) {
      picked.push((await suggestions.first().innerText()).trim());
      await suggestions.first().tap();
    }
    await expect
      .poll(async () =>
        (await page.getByRole('list', { name: 'Your skills' }).getByRole('listitem').allInnerTexts()).map(
          (text) => text.trim(),
        ),
      )
      .toEqual(picked);
    await page.getByText("I'm available for hire").tap();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Complete Setup' }).tap();

    // The next steps, and the profile as a visitor will see it.
    await page.getByRole('heading', { name: 'Your profile is live', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    for (const [name, path] of [
      ['Publish your first project', '/new'],
      ['Offer a service', '/services/new'],
      ['Explore', '/explore'],
    ]) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(path);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'View your profile' }).tap();
    await page.getByRole('heading', { name: 'Mira Okafor', level: 1 }).waitFor();
    await page.getByText('Illustrator of maps and book covers').waitFor();
    for (const skill of picked)
      await page.getByRole('main').getByText(skill, { exact: true }).first().waitFor();
    browser.expectCleanConsole(page);
  }, 180_000);

  it('[VISITOR] taps Message on a profile, signs up, and after onboarding is back at the message box', async () => {
    const nora = await createCreator(db(), { handle: `nora${stamp}`, displayName: 'Nora Lind' });
    const page = await browser.newPage(PHONE);
    await page.goto(`/${nora.profile.handle}`);
    await page.getByRole('button', { name: 'Reject Optional' }).tap();
    await page.getByRole('link', { name: `Message @${nora.profile.handle}` }).tap();
    await page.getByText('Please sign in to send messages').waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).tap();
    await signUp(page, `theo${stamp}`);

    await page.getByLabel('Display Name').fill('Theo Brandt');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('button', { name: 'Skip for now' }).tap();
    await page.getByRole('button', { name: 'Complete Setup' }).tap();

    // Straight back to the conversation the visitor set out to start, the box ready.
    await page.waitForURL((url) => url.pathname === '/messages');
    expect(new URL(page.url()).searchParams.get('to')).toBe(nora.profile.handle);
    await page.getByText('Say hello to Nora Lind.').waitFor();
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('Hello Nora, I loved your maps.');
    await page.getByRole('button', { name: 'Send' }).tap();
    await page.waitForURL((url) => url.searchParams.has('conversation'));
    const thread = page.getByRole('region', { name: 'Conversation', exact: true });
    await thread.getByText('Hello Nora, I loved your maps.').waitFor();
    expect(await box.inputValue()).toBe('');
    browser.expectCleanConsole(page);
  }, 120_000);
});
