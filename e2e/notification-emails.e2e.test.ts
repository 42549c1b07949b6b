import { expect, it, describe } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCreator, createService } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { readOutbox } from './support/outbox';
import { signInThroughForm } from './support/sign-in';

// A buyer's request reaches the seller by email with a link that opens it; the seller stops
// that kind of email from the mail itself, and the next request sends none.

describe('notification emails', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const sellerEmail = `mailseller${stamp}@example.test`;
  const title = `Bread photography ${stamp}`;

  const mailsToSeller = () => readOutbox().filter((mail) => mail.to.includes(sellerEmail));
  const linkAfter = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';

  it('[USER] the seller is mailed a new request, opens it from the mail, and stops these emails with the link in it', async () => {
    const seller = await createCreator(db(), {
      handle: `mailseller${stamp}`,
      displayName: 'Sam Seller',
      user: { email: sellerEmail },
    });
    const buyer = await createCreator(db(), {
      handle: `mailbuyer${stamp}`,
      displayName: 'Bea Buyer',
      user: { email: `mailbuyer${stamp}@example.test` },
    });
    const service = await createService(db(), seller.profile.id, {
      title,
      contactMethods: [{ type: 'Email', required: true }],
    });

    const buyerPage = await browser.newPage();
    await signInThroughForm(buyerPage, buyer.user.email);
    const sendRequest = async (need: string) => {
      await buyerPage.goto(`/services/${service.id}`);
      await buyerPage.getByRole('heading', { name: title, level: 1 }).waitFor();
      await buyerPage.getByLabel('What do you need?').fill(need);
      await buyerPage.getByLabel('Contact info').fill('bea@example.test');
      await buyerPage.getByRole('button', { name: 'Send request' }).click();
      await buyerPage.getByRole('status').filter({ hasText: 'Request sent!' }).waitFor();
    };
    await sendRequest('Twelve photos of sourdough loaves for our new menu.');

    await expect.poll(() => mailsToSeller().length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsToSeller();
    expect(mail?.subject).toBe(`New request from Bea Buyer: ${title}`);
    expect(mail?.text).toContain('Twelve photos of sourdough loaves for our new menu.');
    const openLink = linkAfter(mail?.text ?? '', 'Open the request');
    const stopLink = linkAfter(mail?.text ?? '', 'Stop emails like this');

    // The link opens the request's workspace, once the seller is signed in.
    const sellerPage = await browser.newPage();
    await signInThroughForm(sellerPage, sellerEmail);
    await sellerPage.goto(openLink);
    await sellerPage.getByRole('heading', { name: title, level: 1 }).waitFor();
    await sellerPage.getByText('Twelve photos of sourdough loaves').waitFor();

    // The footer's link asks first (a mail scanner opening it changes nothing), then stops them.
    const stopPage = await browser.newPage();
    await stopPage.goto(stopLink);
    await stopPage.getByRole('heading', { name: 'Stop these emails?', level: 1 }).waitFor();
    await stopPage
      .getByText('You will no longer get emails about: New requests for your services.')
      .waitFor();
    await expectNoSeriousA11yViolations(stopPage);
    await stopPage.getByRole('button', { name: 'Stop these emails' }).click();
    await stopPage
      .getByRole('status')
      .filter({ hasText: 'Done: no more emails about New requests for your services.' })
      .waitFor();

    // The next request is told inside Atelier only: no email is even queued. The badge counts it,
    // and not the request the seller has opened.
    await sendRequest('And six of our croissants, please.');
    await sellerPage.getByRole('link', { name: 'Service requests (1 with news)' }).waitFor();
    const queued = await db().execute(
      sql`select count(*)::int as count from pgboss.job j join notifications n on n.id = (j.data->>'notificationId')::uuid
          where j.name = 'notification-email' and n.user_id = ${seller.user.id}`,
    );
    expect((queued as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    expect(mailsToSeller()).toHaveLength(1);
  });
});
