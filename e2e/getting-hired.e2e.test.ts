import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createCreator,
  createProfile,
  createProject,
  createService,
  createUser,
} from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { readOutbox } from './support/outbox';

// Getting hired in one place (docs/decisions/0051), on phones, as people do it: they tap what they
// see the moment it shows and never wait for the app to be live. A new client finds a creator
// through a project, requests a service giving their name on the way, and the two agree a quote with
// two milestones, deliver, revise, approve and review, each from the request's workspace or a mail.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

describe('getting hired', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const creatorEmail = `nora${stamp}@example.test`;
  const clientEmail = `theo${stamp}@example.test`;
  const serviceTitle = `Illustrated venue map ${stamp}`;

  const mailsTo = (address: string) => readOutbox().filter((mail) => mail.to.includes(address));
  /** The link after a label in a mail's text ('Open the request: https://...'). */
  const linkAfter = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';

  /** People answer the cookie banner first, as it covers the foot of a phone's screen. */
  const answerCookieBanner = (page: Page) => page.getByRole('button', { name: 'Reject Optional' }).click();

  async function signInHere(page: Page, email: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Correct-Horse-42!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** A dialog's fields, filled as a person types them. */
  async function fillMilestone(page: Page, position: number, title: string, amount: string, due: string) {
    const row = page.getByRole('group', { name: `Milestone ${position}` });
    await row.getByLabel('Title').fill(title);
    await row.getByLabel('Amount').fill(amount);
    await row.getByLabel('Due date').fill(due);
  }

  async function deliver(page: Page, what: string, note: string, fileName: string) {
    await page.getByRole('button', { name: 'Deliver', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliver work' });
    await dialog.getByLabel('What this delivers').selectOption({ label: what });
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByLabel('Choose files to attach').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.7\n% ${fileName}\n%%EOF\n`),
    });
    await dialog.getByRole('button', { name: 'Send delivery' }).click();
    await page.getByRole('status').filter({ hasText: 'Delivery sent' }).first().waitFor();
  }

  it('[CLIENT] finds a creator through a project, hires her and reviews the work; [CREATOR] quotes, delivers and revises, all from the workspace', async () => {
    const nora = await createCreator(db(), {
      handle: `nora${stamp}`,
      displayName: 'Nora Lind',
      hireable: true,
      user: { email: creatorEmail },
    });
    const project = await createProject(db(), nora.profile.id, {
      title: `Harbour festival maps ${stamp}`,
      slug: `harbour-maps-${stamp}`,
      published: true,
    });
    await createService(db(), nora.profile.id, {
      title: serviceTitle,
      description: 'Hand-drawn maps of your venue for programmes, signs and the web, in your colours.',
      priceAmount: 900,
      currency: 'EUR',
    });
    // A member who signed up but never finished their profile: no name yet.
    const theo = await createUser(db(), { email: clientEmail, signupUsername: `theo${stamp}` });
    await createProfile(db(), theo.id);

    // 1. The client finds Nora's project, taps her service under the author card and requests it,
    //    giving his name on the way.
    const client = await browser.newPage(PHONE);
    await client.goto('/auth');
    await answerCookieBanner(client);
    await signInHere(client, clientEmail);
    await client.waitForURL((url) => url.pathname !== '/auth');
    await client.goto(`/${nora.profile.handle}/${project.slug}`);
    await client
      .getByRole('region', { name: 'Hire Nora Lind' })
      .getByRole('link', { name: serviceTitle })
      .click();
    await client.getByRole('heading', { name: serviceTitle, level: 1 }).waitFor();
    await client.getByRole('link', { name: 'Request this service' }).click();
    await client.getByLabel('Display name').fill('Theo Brandt');
    await client.getByLabel('What do you need?').fill('A map of the harbour festival grounds, for print.');
    await client.getByLabel('Contact info').fill(clientEmail);
    await client.getByLabel('Budget in $ (optional)').fill('1200');
    await client.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent to Nora Lind' }).waitFor();
    await client.getByRole('link', { name: 'Open the request' }).click();
    await client.getByRole('heading', { name: serviceTitle, level: 1 }).waitFor();
    await client.getByText('A map of the harbour festival grounds, for print.').first().waitFor();

    // 2. The creator is mailed the brief and opens the workspace from the mail, signing in on the way.
    await expect.poll(() => mailsTo(creatorEmail).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const newRequest = mailsTo(creatorEmail).at(-1);
    expect(newRequest?.subject).toBe(`New request from Theo Brandt: ${serviceTitle}`);
    expect(newRequest?.text).toContain('A map of the harbour festival grounds, for print.');
    expect(newRequest?.text).toContain('1,200');
    const creator = await browser.newPage(PHONE);
    await creator.goto(linkAfter(newRequest?.text ?? '', 'Open the request'));
    await answerCookieBanner(creator);
    await signInHere(creator, creatorEmail);
    await creator.getByRole('heading', { name: serviceTitle, level: 1 }).waitFor();
    expect(new URL(creator.url()).pathname).toMatch(/^\/service-requests\/[0-9a-f-]{36}$/);

    // 3. She sends a quote with two milestones; the client accepts it.
    await creator.getByRole('button', { name: 'Send quote' }).click();
    const quoteDialog = creator.getByRole('dialog', { name: 'Send a quote' });
    await quoteDialog.getByLabel('Price', { exact: true }).fill('1100');
    await quoteDialog.getByLabel('Delivery date').fill('2027-05-30');
    await quoteDialog.getByRole('button', { name: 'Add milestone' }).click();
    await fillMilestone(creator, 1, 'Sketches', '400', '2027-05-10');
    await quoteDialog.getByRole('button', { name: 'Add milestone' }).click();
    await fillMilestone(creator, 2, 'Final artwork', '700', '2027-05-30');
    await quoteDialog.getByRole('button', { name: 'Send quote' }).click();
    await creator.getByRole('status').filter({ hasText: 'Quote sent' }).first().waitFor();

    await client.getByRole('button', { name: 'Accept quote' }).click();
    await client.getByRole('status').filter({ hasText: 'Quote accepted' }).first().waitFor();
    await creator.getByText('Theo Brandt accepted the quote').first().waitFor();

    // 4. She delivers the sketches; he asks for one revision, then approves; then the final artwork.
    await deliver(creator, '1. Sketches', 'First sketches, two directions.', 'sketches-v1.pdf');
    await client.getByRole('link', { name: /sketches-v1\.pdf/ }).waitFor();
    await client.getByRole('button', { name: 'Ask for changes' }).click();
    await client.getByLabel('What should change?').fill('Please mark the first-aid tent.');
    await client.getByRole('button', { name: 'Request changes' }).click();
    await client.getByRole('status').filter({ hasText: 'Changes requested' }).first().waitFor();
    await creator.getByText('Revision 1').first().waitFor();

    await deliver(creator, '1. Sketches', 'With the first-aid tent.', 'sketches-v2.pdf');
    await client.getByRole('link', { name: /sketches-v2\.pdf/ }).waitFor();
    await client.getByRole('button', { name: 'Approve' }).click();
    await client.getByRole('status').filter({ hasText: 'Delivery approved' }).first().waitFor();

    await deliver(creator, '2. Final artwork', 'The final map, print-ready.', 'final-map.pdf');
    await client.getByRole('link', { name: /final-map\.pdf/ }).waitFor();
    await expectNoSeriousA11yViolations(client);
    await client.getByRole('button', { name: 'Approve' }).click();
    await client.getByRole('status').filter({ hasText: 'Delivery approved' }).first().waitFor();
    await client.getByText('Completed').first().waitFor();

    // 5. The completion email asks for a review; a star in it opens the review already rated.
    let completion = '';
    await expect
      .poll(
        () => {
          completion = mailsTo(clientEmail).find((mail) => mail.text.includes('Rate 4 stars'))?.text ?? '';
          return completion;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    await client.goto(linkAfter(completion, 'Rate 4 stars'));
    const dialog = client.getByRole('dialog', { name: 'Rate this Service' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await dialog.getByLabel('Comment (optional)').fill('Clear, friendly and on time.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await client.getByRole('status').filter({ hasText: 'Thanks for your review!' }).waitFor();
    await expect.poll(() => client.getByTestId('rating-average').textContent()).toBe('4.0');

    // The workspace kept every step, in order, for both sides.
    await creator.reload();
    for (const step of [
      'Nora Lind sent a quote',
      'Theo Brandt accepted the quote',
      'Theo Brandt asked for changes',
      'Theo Brandt approved the delivery',
    ]) {
      await creator.getByText(step).first().waitFor();
    }
    browser.expectCleanConsole(client);
    browser.expectCleanConsole(creator);
  });
});
