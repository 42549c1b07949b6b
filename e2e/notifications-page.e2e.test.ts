import { describe, expect, it } from 'vitest';
import { createCreator, createNotification, FACTORY_PASSWORD } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

describe('/notifications', () => {
  const browser = useBrowser();
  const db = useDatabase();

  it('[USER] reads every notification in pages, follows one where the panel would, and marks all read', async () => {
    const handle = `bell${Date.now() % 1_000_000}`;
    const email = `${handle}@example.test`;
    const member = await createCreator(db(), { handle, user: { email } });
    const start = Date.parse('2026-05-01T09:00:00Z');
    // 25 notifications, one a minute: the oldest leads to People, the others to Explore.
    for (let index = 0; index < 25; index += 1) {
      await createNotification(db(), member.user.id, {
        title: `Notice ${index + 1}`,
        link: index === 0 ? '/people' : '/explore',
        read: false,
        createdAt: new Date(start + index * 60_000),
      });
    }

    // A visitor is sent to sign in, and comes back here.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/notifications');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText('25 unread').waitFor();

    // Newest first, 20 at a time; the end of the list brings the rest.
    const list = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(20);
    expect(await list.first().textContent()).toContain('Notice 25');
    const more = page.getByRole('button', { name: 'Load more' });
    await more.waitFor();
    await more.scrollIntoViewIfNeeded();
    if (await more.isVisible()) await more.click({ timeout: 2000 }).catch(() => undefined);
    await expect.poll(() => list.count(), { timeout: 10_000 }).toBe(25);
    expect(await list.last().textContent()).toContain('Notice 1');
    expect(await more.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // An entry leads where the panel's does, and is read from then on.
    await page.getByRole('link', { name: /Notice 1\b/ }).click();
    await page.waitForURL((url) => url.pathname === '/people');
    await page.getByRole('button', { name: 'Notifications (24 unread)' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByText('24 unread').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText("You're all caught up.").waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await list.getByText('New', { exact: true }).count()).toBe(0);
    // Read on the server too: the page as it loads again says so.
    await page.reload();
    await page.getByText("You're all caught up.").waitFor();
    browser.expectCleanConsole(page);
  });

  it('[USER] with no notifications sees the empty state', async () => {
    const handle = `quiet${Date.now() % 1_000_000}`;
    const member = await createCreator(db(), { handle, user: { email: `${handle}@example.test` } });
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.user.email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    // On a phone, the menu names the member's places.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByText('No notifications yet').waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    browser.expectCleanConsole(page);
  });
});
