// npm run screenshots: the main screens at 390 px and 1440 px, light and dark, in one folder with an
// index page, so a reviewer sees every screen at once. A fresh embedded database with the demo
// community; the production build; Debian's Chromium.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '#shared/constants';
import { eq } from 'drizzle-orm';
import { findAppRoot } from '#server/app-root';
import { createRole } from '#server/seed/factories';
import { createLocalStorage } from '#server/storage/local-storage';
import { profiles } from '#server/db/schema/index';
import { openDatabase } from '#server/db/client';
import { DEMO_MARKER_HANDLE, seedDemoCommunity } from '#server/seed/demo-seed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/chromium';
import { startAppServer } from './bench/servers';

const appRoot = findAppRoot();
const outDir = path.join(appRoot, 'screenshots');
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const SCHEMES = ['light', 'dark'] as const;

type Screen = { name: string; path: string; signedIn?: boolean };

// The README shows Explore with the demo community, as the first screen a visitor browses.
const README_SHOT = 'explore-desktop-light.png';
const readmeShotPath = path.join(appRoot, 'docs/screenshots/explore.webp');

/** The README's picture: the first screenful of Explore, small enough to keep in the repository. */
async function writeReadmeShot(png: Buffer) {
  mkdirSync(path.dirname(readmeShotPath), { recursive: true });
  await sharp(png).webp({ quality: 80 }).toFile(readmeShotPath);
}

async function seed(dataDir: string, password: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate(path.join(appRoot, 'src/server/db/migrations'));
    await seedDemoCommunity(database.db, {
      creators: 12,
      seed: 7,
      password,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
    });
    // The demo creator the screens are taken as is made owner too, for /admin.
    const [creator] = await database.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.handle, DEMO_MARKER_HANDLE));
    if (creator) await createRole(database.db, creator.userId, 'owner');
  } finally {
    await database.close();
  }
}

/** The first demo creator's project and service, read from the API as any visitor would. */
async function demoAddresses(baseUrl: string) {
  const profile = (await (await fetch(`${baseUrl}/api/profiles/${DEMO_MARKER_HANDLE}`)).json()) as {
    projects?: { id: string; slug: string }[];
  };
  const services = (await (await fetch(`${baseUrl}/api/services`)).json()) as { items?: { id: string }[] };
  const project = profile.projects?.[0];
  return { projectSlug: project?.slug, projectId: project?.id, serviceId: services.items?.[0]?.id };
}

async function signedInContext(
  browser: Browser,
  baseUrl: string,
  options: Parameters<Browser['newContext']>[0],
  password: string,
) {
  const context = await browser.newContext(options);
  const answer = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
    data: { email: `${DEMO_MARKER_HANDLE}@demo.atelier.test`, password },
    headers: { origin: baseUrl },
  });
  if (!answer.ok()) throw new Error(`signing the demo creator in failed: ${answer.status()}`);
  return context;
}

/** The demo's request in the middle of its work, which the first demo creator sent. */
async function demoWorkspaceId(browser: Browser, baseUrl: string, password: string) {
  const context = await signedInContext(browser, baseUrl, {}, password);
  try {
    const answer = await context.request.get(`${baseUrl}/api/service-requests?direction=outgoing`);
    const list = (await answer.json()) as { items?: { id: string; status: string }[] };
    return list.items?.find((item) => item.status === 'in_progress')?.id;
  } finally {
    await context.close();
  }
}

/** Decided on cookies already: the banner would sit over every screen (one shot keeps it). */
async function withConsentDecided(context: BrowserContext, baseUrl: string) {
  const consent = {
    version: CONSENT_VERSION,
    essential: true,
    analytics: false,
    advertising: false,
    decidedAt: new Date().toISOString(),
  };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    JSON.stringify(consent),
  ] as const);
  await context.addCookies([{ name: CONSENT_COOKIE, value: String(CONSENT_VERSION), url: baseUrl }]);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-screenshots-'));
  const password = randomBytes(12).toString('base64url');
  await seed(dataDir, password);
  const server = await startAppServer(appRoot, { dataDir, name: 'screenshots' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { projectSlug, projectId, serviceId } = await demoAddresses(server.url);
    const workspaceId = await demoWorkspaceId(browser, server.url, password);
    const screens: Screen[] = [
      { name: 'landing', path: '/' },
      { name: 'explore', path: '/explore' },
      { name: 'people', path: '/people' },
      { name: 'services', path: '/services' },
      { name: 'profile', path: `/${DEMO_MARKER_HANDLE}` },
      ...(projectSlug ? [{ name: 'project', path: `/${DEMO_MARKER_HANDLE}/${projectSlug}` }] : []),
      ...(serviceId ? [{ name: 'service', path: `/services/${serviceId}` }] : []),
      { name: 'sign-up', path: '/auth?tab=sign-up' },
      { name: 'not-found', path: '/no/such/page' },
      { name: 'home', path: '/', signedIn: true },
      { name: 'collections', path: '/collections', signedIn: true },
      { name: 'settings', path: '/settings', signedIn: true },
      { name: 'messages', path: '/messages', signedIn: true },
      { name: 'requests', path: '/service-requests?tab=outgoing', signedIn: true },
      ...(workspaceId
        ? [{ name: 'workspace', path: `/service-requests/${workspaceId}`, signedIn: true }]
        : []),
      { name: 'new-project', path: '/new', signedIn: true },
      // A case study in the editor: its blocks, their grips and Move buttons.
      ...(projectId ? [{ name: 'edit-project', path: `/projects/${projectId}/edit`, signedIn: true }] : []),
      { name: 'admin', path: '/admin', signedIn: true },
    ];
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const shots: string[] = [];
    for (const scheme of SCHEMES) {
      for (const { name: size, ...device } of WIDTHS) {
        const options = { ...device, colorScheme: scheme, baseURL: server.url };
        const visitor = await browser.newContext(options);
        const member = await signedInContext(browser, server.url, options, password);
        await withConsentDecided(member, server.url);
        for (const [index, screen] of screens.entries()) {
          // The very first visit keeps its cookie banner: it is part of the first minute.
          if (!screen.signedIn && index === 1) await withConsentDecided(visitor, server.url);
          const page = await (screen.signedIn ? member : visitor).newPage();
          await page.goto(screen.path, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          const file = `${screen.name}-${size}-${scheme}.png`;
          await page.screenshot({ path: path.join(outDir, file), fullPage: true });
          shots.push(file);
          if (file === README_SHOT) await writeReadmeShot(await page.screenshot());
          await page.close();
        }
        await visitor.close();
        await member.close();
      }
    }
    writeFileSync(path.join(outDir, 'index.html'), indexPage(shots));
    console.log(`${shots.length} screenshots in ${outDir} (open index.html)`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function indexPage(shots: string[]) {
  const figures = shots
    .map(
      (file) =>
        `<figure><a href="${file}"><img src="${file}" alt="${file}" loading="lazy"></a><figcaption>${file}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Atelier screenshots</title>
<style>body{font:14px system-ui;margin:16px;display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}
figure{margin:0}img{width:100%;height:360px;object-fit:cover;object-position:top;border:1px solid #ccc}</style>
${figures}`;
}

await main();
