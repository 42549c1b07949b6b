import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAppRoot } from '#server/app-root';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

// The web app's own public files and page, as the build copies them (src/web/public to dist/web).
const webSource = path.join(findAppRoot(), 'src/web');

describe('installing Atelier', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));

  beforeAll(async () => {
    cpSync(path.join(webSource, 'public'), webRoot, { recursive: true });
    cpSync(path.join(webSource, 'index.html'), path.join(webRoot, 'index.html'));
    testApp = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('[VISITOR] finds the manifest, the home-screen icon and the theme colour named by every page', async () => {
    const page = (await testApp.visitor().get('/explore')).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(page).toContain('<meta name="theme-color" content="#4f46e5" />');
  });

  it('[VISITOR] reads the manifest as a web app manifest: standalone Atelier in the brand colours', async () => {
    const response = await testApp.visitor().get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: 'Atelier',
      short_name: 'Atelier',
      start_url: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
    });
  });

  it('[VISITOR] gets each icon the manifest names, at the size it says, one of them maskable', async () => {
    const visitor = testApp.visitor();
    const { icons } = (await visitor.get('/manifest.webmanifest')).json<{ icons: ManifestIcon[] }>();
    expect(icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const response = await visitor.get(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type'], icon.src).toBe(icon.type);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format, icon.src).toBe('png');
    }
  });

  it('[VISITOR] the page may load the manifest (Content-Security-Policy)', async () => {
    const policy = String((await testApp.visitor().get('/')).headers['content-security-policy']);
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("font-src 'self'");
  });
});
