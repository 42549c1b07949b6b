import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

describe('services marketplace', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const sellerHandle = `seller${stamp}`;
  const buyerHandle = `buyer${stamp}`;
  const title = `Podcast mixing ${stamp}`;

  const signIn = signInThroughForm;

  it('[USER] lists a service; another finds it, requests it and rates it after the seller completes it', async () => {
    await createCreator(db(), {
      handle: sellerHandle,
      displayName: 'Sam Seller',
      user: { email: `${sellerHandle}@example.test` },
    });
    await createCreator(db(), {
      handle: buyerHandle,
      displayName: 'Bea Buyer',
      user: { email: `${buyerHandle}@example.test` },
    });

    // The seller lists a service.
    const seller = await browser.newPage();
    await signIn(seller, `${sellerHandle}@example.test`);
    await seller.goto('/services/new');
    await seller.getByRole('heading', { name: 'Offer a service', level: 1 }).waitFor();
    await seller.getByLabel('Title').fill(title);
    await seller
      .getByLabel('Description')
      .fill(
        'Professional mixing and mastering for your podcast episodes, with noise cleanup and loudness matching.',
      );
    await seller.getByLabel('Category').selectOption({ label: 'Music & Audio' });
    await seller.getByLabel('Price').fill('120');
    await seller.getByLabel('Delivery time (days)').fill('3');
    await seller.getByLabel('Included item 1', { exact: true }).fill('Noise reduction');
    await seller.getByRole('checkbox', { name: 'Email' }).check();
    await seller.getByRole('checkbox', { name: 'Discord' }).check();
    await seller.getByRole('checkbox', { name: 'Other' }).check();
    await expectNoSeriousA11yViolations(seller);
    await seller.getByRole('button', { name: 'Publish service' }).click();
    await seller.getByRole('heading', { name: title, level: 1 }).waitFor();
    const serviceUrl = new URL(seller.url());
    await seller.goto('/settings');
    await seller.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // The buyer finds it by category chip and by search, and sends a request.
    const buyer = await browser.newPage();
    await signIn(buyer, `${buyerHandle}@example.test`);
    await buyer.goto('/services');
    await buyer.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
    await buyer
      .getByRole('list', { name: 'Popular categories' })
      .getByRole('button', { name: 'Music & Audio' })
      .click();
    await buyer.waitForURL((url) => url.searchParams.get('category') === 'Music & Audio');
    await buyer.getByLabel('Search services').fill(`mixing ${stamp}`);
    await buyer.waitForURL((url) => url.searchParams.get('q') === `mixing ${stamp}`);
    await buyer.getByRole('link', { name: title }).click();
    await buyer.getByRole('heading', { name: title, level: 1 }).waitFor();
    await buyer.getByLabel('What do you need?').fill('Mix 4 episodes of about 40 minutes each.');
    await buyer.getByLabel('Contact method').selectOption('Discord');
    await buyer.getByLabel('Contact info').fill('bea#1234');
    await buyer.getByLabel('Budget in $ (optional)').fill('450');
    await buyer.getByRole('button', { name: 'Send request' }).click();
    await buyer.getByRole('status').filter({ hasText: 'Request sent!' }).waitFor();

    // The seller's badge rises without a reload; they accept, start and complete it.
    await seller.getByRole('link', { name: 'Service requests (1 with news)' }).waitFor();
    await seller.getByRole('link', { name: 'Service requests (1 with news)' }).click();
    await seller.getByRole('heading', { name: 'Service Requests', level: 1 }).waitFor();
    await seller.getByRole('tab', { name: 'Incoming (1)' }).waitFor();
    await seller.getByText('bea#1234').waitFor();
    await seller.getByRole('button', { name: 'Accept Request' }).click();
    await seller.getByRole('status').filter({ hasText: 'Request accepted!' }).waitFor();
    await seller.getByRole('button', { name: 'Start Working' }).click();
    await seller.getByRole('status').filter({ hasText: 'Status updated to In Progress' }).waitFor();
    await seller.getByRole('button', { name: 'Mark as Complete' }).click();
    await seller
      .getByRole('dialog', { name: 'Mark as Complete?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await seller.getByRole('status').filter({ hasText: 'Request marked as complete' }).waitFor();
    await expectNoSeriousA11yViolations(seller);

    // The buyer rates it 4 stars from the outgoing tab; the service shows 4.0 from 1 review.
    await buyer.goto('/service-requests?tab=outgoing');
    await buyer.getByRole('link', { name: 'Rate this Service' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Rate this Service' });
    // The star radios are visually hidden behind their star icons.
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('Comment (optional)').fill('Clean sound, quick turnaround.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await buyer.getByRole('status').filter({ hasText: 'Thanks for your review!' }).waitFor();
    await expect.poll(() => buyer.getByTestId('rating-average').textContent()).toBe('4.0');
    await buyer.getByText('1 review', { exact: true }).waitFor();
    expect(new URL(buyer.url()).pathname).toBe(serviceUrl.pathname);
    // The card says so too, where people shop.
    await buyer.goto('/services');
    const card = buyer.getByRole('article').filter({ hasText: title });
    expect(await card.getByTestId('card-rating-average').textContent()).toBe('4.0');
    expect(await card.getByText('1 review', { exact: true }).isVisible()).toBe(true);

    browser.expectCleanConsole(seller);
    browser.expectCleanConsole(buyer);
  });
});
