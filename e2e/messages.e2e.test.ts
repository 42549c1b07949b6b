import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { conversationParticipants, profiles } from '#server/db/schema/index';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

describe('messages', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const adaHandle = `ada${stamp}`;
  const graceHandle = `grace${stamp}`;
  const noraHandle = `nora${stamp}`;

  it('[USER] messages a member from their profile; the recipient sees it arrive live, reads it, and the badge clears', async () => {
    await createCreator(db(), {
      handle: adaHandle,
      displayName: 'Ada Sender',
      user: { email: `${adaHandle}@example.test` },
    });
    await createCreator(db(), {
      handle: graceHandle,
      displayName: 'Grace Reader',
      user: { email: `${graceHandle}@example.test` },
    });

    // Grace keeps /messages open before anything is sent.
    const grace = await browser.newPage();
    await signInThroughForm(grace, `${graceHandle}@example.test`);
    await grace.goto('/messages');
    await grace.getByText('No conversations yet').waitFor();
    await grace.getByRole('heading', { name: 'Your Messages' }).waitFor();
    await expectNoSeriousA11yViolations(grace);

    // Ada writes from Grace's profile, sending with Enter.
    const sender = await browser.newPage();
    await signInThroughForm(sender, `${adaHandle}@example.test`);
    await sender.goto(`/${graceHandle}`);
    await sender.getByRole('link', { name: `Message @${graceHandle}` }).click();
    await sender.waitForURL(
      (url) => url.pathname === '/messages' && url.searchParams.get('to') === graceHandle,
    );
    const box = sender.getByLabel('Message', { exact: true });
    await box.fill('Hello Grace, do you take commissions?');
    await box.press('Enter');
    await sender.waitForURL((url) => url.searchParams.has('conversation'));
    const senderThread = sender.getByRole('region', { name: 'Conversation', exact: true });
    await senderThread.getByText('Hello Grace, do you take commissions?').waitFor();
    expect(await box.inputValue()).toBe('');
    const conversationId = new URL(sender.url()).searchParams.get('conversation');

    // Grace's open page shows the conversation with an unread badge, and the top bar counts it.
    const conversationLink = grace.getByRole('link', { name: /Ada Sender/ });
    await conversationLink.getByText('1 unread').waitFor();
    await grace.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();

    // Opening it reads it: the badges clear, and the address names the thread (a reload keeps it).
    await conversationLink.click();
    await grace.waitForURL((url) => url.searchParams.get('conversation') === conversationId);
    const thread = grace.getByRole('region', { name: 'Conversation', exact: true });
    await thread.getByText('Hello Grace, do you take commissions?').waitFor();
    await grace.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await expect.poll(() => grace.getByTestId('unread-messages-badge').count()).toBe(0);
    await grace.reload();
    await thread.getByText('Hello Grace, do you take commissions?').waitFor();
    await expectNoSeriousA11yViolations(grace);

    // Shift+Enter makes a new line; the next message arrives on Grace's page without a reload.
    await box.fill('Line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line two');
    expect(await box.inputValue()).toBe('Line one\nLine two');
    await box.press('Enter');
    await thread.getByText('Line one Line two', { exact: true }).waitFor();
    // Screen readers hear it too.
    await thread.getByText('New message from Ada Sender: Line one Line two').waitFor();
    // Grace is looking, so it is read at once: Ada sees it Seen.
    await senderThread.getByText('Seen').waitFor();
  });

  it("[USER] cannot message a member who chose 'No one', and the attempt never reaches them", async () => {
    await createCreator(db(), {
      handle: noraHandle,
      displayName: 'Nora Private',
      user: { email: `${noraHandle}@example.test` },
    });
    await db()
      .update(profiles)
      .set({
        privacySettings: {
          who_can_message: 'none',
          show_online_status: true,
          read_receipts: true,
          typing_indicators: true,
        },
      })
      .where(eq(profiles.handle, noraHandle));

    const sender = await browser.newPage();
    await signInThroughForm(sender, `${adaHandle}@example.test`);
    await sender.goto(`/${noraHandle}`);
    await sender.getByRole('link', { name: `Message @${noraHandle}` }).click();
    await sender.getByText(`@${noraHandle} does not accept messages from you`).waitFor();
    expect(await sender.getByLabel('Message', { exact: true }).count()).toBe(0);

    // Even sent straight to the API, nothing is stored.
    const refused = await sender.evaluate(async (handle) => {
      const response = await fetch(`/api/messages/with/${handle}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Let me in' }),
      });
      return response.status;
    }, noraHandle);
    expect(refused).toBe(403);

    const nora = await browser.newPage();
    await signInThroughForm(nora, `${noraHandle}@example.test`);
    await nora.goto('/messages');
    await nora.getByText('No conversations yet').waitFor();
    const [reached] = await db()
      .select({ value: count() })
      .from(conversationParticipants)
      .innerJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
      .where(eq(profiles.handle, noraHandle));
    expect(reached?.value).toBe(0);
  });
});
