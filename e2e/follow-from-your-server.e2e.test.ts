import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAppRoot } from '#server/app-root';
import { createCreator } from '#server/seed/factories';
import { startActivityPubPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import { startAppServer, type RunningServer } from '../scripts/bench/servers';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';

// 'Follow from your server' (docs/decisions/0071-federation-with-fedify.md): a visitor with an
// account elsewhere is sent to their own server's follow page. Their server is a peer on this
// machine, which a production server never asks (private addresses): this journey's Atelier is a
// second process on the suite's database, as a test server allowed to reach it.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('following a creator from one’s own server', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  let peer: ActivityPubPeer;
  let atelier: RunningServer;

  beforeAll(async () => {
    peer = await startActivityPubPeer({ username: 'alex', fetchDocument: () => Promise.resolve({}) });
    // The suite's data directory, mail outbox and public address: a job this process takes (a mail
    // with its links) ends as if the suite's server had taken it.
    const dataDir = path.dirname(inject('serverLogPath'));
    atelier = await startAppServer(findAppRoot(), {
      databaseUrl: inject('databaseUrl'),
      dataDir,
      name: 'federating',
      environment: {
        PUBLIC_URL: inject('baseUrl'),
        NODE_ENV: 'test',
        FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
        MAIL_OUTBOX_DIR: inject('outboxDir'),
        TRUST_PROXY: '1',
        REQUEST_STATUS_EMAIL_WINDOW_SECONDS: '3',
      },
    });
  });
  afterAll(async () => {
    await atelier?.stop();
    await peer?.close();
  });

  it('[VISITOR] on a phone opens ⋯, Follow from your server, types their address, presses Enter, and lands on their server’s follow page', async () => {
    await createCreator(db(), { handle: `fedi${stamp}`, displayName: `Fen ${stamp}` });
    const page = await browser.newPage({ ...PHONE, baseURL: atelier.url });
    await decideOnCookies(page.context(), atelier.url);
    await page.goto(`/fedi${stamp}`);

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Follow from your server' }).click();
    const dialog = page.getByRole('dialog', { name: `Follow @fedi${stamp} from your server` });
    const address = dialog.getByLabel('Your address');
    // A wrong address is told under the field, and what was typed stays.
    await address.fill('alex');
    await address.press('Enter');
    await expect
      .poll(() => dialog.getByText('Enter your address as you@your.server').count())
      .toBeGreaterThan(0);
    expect(await address.inputValue()).toBe('alex');
    // The member's own address, to search for on one's server instead.
    const member = `fedi${stamp}@${new URL(inject('baseUrl')).host}`;
    expect(await dialog.getByText(`@${member}`).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    await address.fill(`@alex@${new URL(peer.origin).host}`);
    await address.press('Enter');
    await page.waitForURL(`${peer.origin}/authorize_interaction?uri=${encodeURIComponent(member)}`);
    expect(await page.getByRole('heading', { name: `Follow ${member}?` }).count()).toBe(1);

    // Back on the profile, the address is offered again.
    await page.goBack();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Follow from your server' }).click();
    expect(await page.getByLabel('Your address').inputValue()).toBe(`alex@${new URL(peer.origin).host}`);
    browser.expectCleanConsole(page);
  });
});
