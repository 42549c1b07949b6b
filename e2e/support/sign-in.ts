import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { FACTORY_PASSWORD } from '#server/seed/factories';

/** Signs a factory-made user in through the sign-in form and waits for the settings screen. */
export async function signInThroughForm(page: Page, email: string, password = FACTORY_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  // The screen's heading, in whatever language the account chose: the lazy screen has arrived.
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * Signs a factory-made user in as the form does (the same request), without reading the form's
 * labels: for journeys in another language, or about other screens.
 */
export async function signInThroughApi(page: Page, email: string, password = FACTORY_PASSWORD) {
  const answer = await page.request.post('/api/auth/sign-in', {
    data: { email, password },
    // A signed-in write names its origin, as the browser's form does.
    headers: { origin: inject('baseUrl') },
  });
  if (answer.status() !== 200) throw new Error(`signing ${email} in answered ${answer.status()}`);
}
