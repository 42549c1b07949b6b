import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageRequest, PageRenderer, RenderedPage } from '#shared/page-rendering';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

/** What the fake renderer saw of each request, and what a read made during it answered. */
type Seen = { request: PageRequest; session: { status: number; body: unknown } };

describe('server-rendered pages', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-ssr-'));
  const shell =
    '<!doctype html><html lang="en"><head><title>Atelier</title>' +
    '<link rel="modulepreload" crossorigin href="/assets/loader-1.js"></head>' +
    '<body><div id="root"></div></body></html>';
  const seen: Seen[] = [];
  let answer: (request: PageRequest) => RenderedPage;

  // Stands in for the built renderer (dist/ssr): reads the session as the page's own request would.
  const renderer: PageRenderer = {
    async renderPage(request) {
      const response = await request.fetchApi('/api/auth/session', {});
      seen.push({
        request,
        session: { status: response.status, body: JSON.parse(await response.text()) as unknown },
      });
      return answer(request);
    },
  };
  const page = (overrides: Partial<Extract<RenderedPage, { kind: 'page' }>> = {}): RenderedPage => ({
    kind: 'page',
    status: 200,
    language: 'en',
    title: undefined,
    html: '<h1>Ada Lovelace</h1>',
    state: '{"queries":[]}',
    modules: ['features/search/pages/explore-page.tsx'],
    ...overrides,
  });
  // The build's manifest, as Vite writes it: each module's chunk and the chunks it imports.
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_loader-1.js'] },
    '_loader-1.js': { file: 'assets/loader-1.js' },
    'main.tsx': { file: 'assets/main-1.js', imports: ['_framework-1.js', '_shell-1.js', '_loader-1.js'] },
    '_framework-1.js': { file: 'assets/framework-1.js' },
    '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_framework-1.js'] },
    'i18n/locales/de.json?part=first': { file: 'assets/de-first-1.js' },
    'i18n/locales/en.json?part=first': { file: 'assets/en-first-1.js' },
    'features/search/pages/explore-page.tsx': {
      file: 'assets/explore-page-1.js',
      imports: ['_framework-1.js', '_results-1.js'],
    },
    '_results-1.js': { file: 'assets/results-1.js' },
  };

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), shell);
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(manifest));
    testApp = await buildTestApp({ webRoot, loadPageRenderer: () => Promise.resolve(renderer) });
  });
  beforeEach(() => {
    seen.length = 0;
    answer = () => page();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers with the rendered markup in the root element and its data after it', async () => {
    answer = () => page({ html: '<h1>Ada $&amp; $` Lovelace</h1>', state: '{"a":"\\u003c/script>"}' });
    const response = await testApp.visitor().get('/ada?tab=projects');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    // A '$&' in a member's text stays text: never a replacement pattern copying the page.
    expect(response.body).toContain(
      '<div id="root"><h1>Ada $&amp; $` Lovelace</h1></div>\n    <script type="application/json" id="server-state">{"a":"\\u003c/script>"}</script>',
    );
    expect(seen[0]?.request.url).toBe('/ada?tab=projects');
  });

  it("puts the screen's title in the document, escaped", async () => {
    answer = () => page({ title: 'Explore <projects> · Atelier' });
    const response = await testApp.visitor().get('/explore');
    expect(response.body).toContain('<title>Explore &#60;projects&#62; · Atelier</title>');
  });

  it.each([404, 500])('answers with the status the page was rendered with (%i)', async (status) => {
    answer = () => page({ status });
    const response = await testApp.visitor().get('/nobody');
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<h1>Ada Lovelace</h1>');
  });

  it('moves a page the renderer says moved, permanently', async () => {
    answer = () => ({ kind: 'redirect', status: 301, location: '/ada' });
    const response = await testApp.visitor().get('/@ada');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ada');
  });

  it('falls back to the shell the browser renders when rendering fails', async () => {
    answer = () => {
      throw new Error('render failed');
    };
    const response = await testApp.visitor().get('/ada');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  });

  it.each([
    ['the saved choice over the header', { cookie: 'atelier_language=de', 'accept-language': 'fr' }, 'de'],
    ['the header without a saved choice', { 'accept-language': 'fr-CA, en;q=0.5' }, 'fr'],
    ['English without either', {}, 'en'],
    [
      'the header when the saved choice is no language of ours',
      { cookie: 'atelier_language=xx', 'accept-language': 'ja' },
      'ja',
    ],
  ])('renders in %s', async (_case, headers, language) => {
    await testApp.visitor().get('/explore', headers);
    expect(seen[0]?.request.language).toBe(language);
  });

  it('sets the document language and names what the page needs to go live: the app, the screen, its translations', async () => {
    answer = (request) =>
      page({
        language: request.language,
        modules: [
          'features/search/pages/explore-page.tsx',
          `i18n/locales/${request.language}.json?part=first`,
        ],
      });
    const response = await testApp.visitor().get('/explore', { 'accept-language': 'de' });
    expect(response.body).toContain('<html lang="de">');
    // The boot script preloads these after the first paint; the loader, which the built page names
    // already, is left out.
    expect(response.body).toContain(
      '<meta name="atelier-modules" content="/assets/main-1.js /assets/framework-1.js /assets/shell-1.js ' +
        '/assets/explore-page-1.js /assets/results-1.js /assets/de-first-1.js">\n  </head>',
    );
    expect(response.body.match(/rel="modulepreload"/g)).toHaveLength(1);
  });

  it("keeps the build's manifest to itself", async () => {
    expect((await testApp.visitor().get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it.each([
    ['decided at this version', 'atelier_consent=2', true],
    ['decided at an older version', 'atelier_consent=1', false],
    ['never asked', '', false],
  ])('tells the renderer whether a visitor %s decided on cookies', async (_case, cookie, decided) => {
    await testApp.visitor().get('/explore', cookie ? { cookie } : {});
    expect(seen[0]?.request.consentDecided).toBe(decided);
  });

  it("[ATTACKER] cannot read a member's page length to guess their address: a page reflecting a query goes out uncompressed", async () => {
    // Text the search chose beside the member's address, as a results page holds both.
    answer = (request) =>
      page({ html: `<p>${'Results for your search. '.repeat(80)}</p><p>${request.url}</p>` });
    const ada = await testApp.as(await createCreator(testApp.db, { handle: 'adabreach' }));
    const brotli = { 'accept-encoding': 'br' };
    expect((await ada.get('/explore?q=ada%40', brotli)).headers['content-encoding']).toBeUndefined();
    // Without a query, or for a visitor (no secret on the page), pages stay compressed.
    expect((await ada.get('/explore', brotli)).headers['content-encoding']).toBe('br');
    expect((await testApp.visitor().get('/explore?q=ada%40', brotli)).headers['content-encoding']).toBe('br');
  });

  it('tells the renderer a visitor has no session, and its reads see none', async () => {
    await testApp.visitor().get('/explore');
    expect(seen[0]?.request.hasSession).toBe(false);
    expect(seen[0]?.session).toEqual({ status: 200, body: { user: null } });
  });

  it("makes the page's reads as the member who asked, with their cookie, and keeps the page theirs alone", async () => {
    const ada = await createCreator(testApp.db, { handle: 'adarenders' });
    const response = await (await testApp.as(ada)).get('/explore');
    // Their address is in the page state: no cache may keep it, the browser's back-forward one aside.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(seen[0]?.request.hasSession).toBe(true);
    expect(seen[0]?.session.status).toBe(200);
    expect(seen[0]?.session.body).toMatchObject({ user: { id: ada.user.id } });
  });

  it('lets a render read and never write', async () => {
    const readAndWrite: PageRenderer = {
      async renderPage(request) {
        await request.fetchApi('/api/auth/sign-out', { method: 'POST' });
        return page();
      },
    };
    const writer = await buildTestApp({ webRoot, loadPageRenderer: () => Promise.resolve(readAndWrite) });
    try {
      const response = await writer.visitor().get('/ada');
      // The write was refused, so the page falls back to the shell.
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    } finally {
      await writer.close();
    }
  });
});
