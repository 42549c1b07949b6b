import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('link previews', () => {
  let testApp: TestApp;
  const serviceIds: Record<'offered' | 'paused', string> = { offered: '', paused: '' };
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));

  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Atelier" /><title>Atelier</title></head><body></body></html>',
    );
    testApp = await buildTestApp({ webRoot, config: { publicUrl: 'https://atelier.example' } });
    const ada = await createCreator(testApp.db, {
      handle: 'adapreview',
      displayName: 'Ada <script>alert(1)</script>',
      bio: 'Builds "engines" & more.',
      avatarUrl: '/uploads/avatars/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/avatar-1-ab.webp',
      socialLinks: [{ platform: 'github', url: 'https://github.com/ada' }],
    });
    await createProject(testApp.db, ada.profile.id, {
      title: 'Engine</script><script>alert(2)</script>',
      slug: 'engine',
      summary: 'A computer.',
      coverUrl: 'https://cdn.example/cover.webp',
      stack: ['Brass'],
    });
    await createProject(testApp.db, ada.profile.id, { title: 'Draft', slug: 'draft', published: false });
    serviceIds.offered = (
      await createService(testApp.db, ada.profile.id, {
        title: 'Engine <design> for you',
        description: 'I design   engines\nthat compute, from the first sketch to a machine that runs.',
        pricingType: 'fixed',
        priceAmount: 1200,
        currency: 'EUR',
        images: ['/uploads/covers/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/service-1-ab.webp'],
      })
    ).id;
    serviceIds.paused = (await createService(testApp.db, ada.profile.id, { active: false })).id;
    await createProject(testApp.db, ada.profile.id, {
      title: 'Shared',
      slug: 'shared',
      coverUrl: '/uploads/covers/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/cover-1-ab.webp',
      licence: 'cc-by-sa-4.0',
      createdAt: new Date('2025-03-04T10:00:00Z'),
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string) => (await testApp.visitor().get(url)).body;
  const jsonLdOf = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

  it('[VISITOR] a profile link carries its title, description, image and a Person', async () => {
    const html = await page('/adapreview');
    expect(html).toContain(
      '<title>Ada &#60;script&#62;alert(1)&#60;/script&#62; (@adapreview) · Atelier</title>',
    );
    expect(html).toContain('<meta name="description" content="Builds &#34;engines&#34; &#38; more." />');
    expect(html).toContain('<link rel="canonical" href="https://atelier.example/adapreview" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://atelier.example/uploads/avatars/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/avatar-1-ab.webp" />',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Person',
      alternateName: '@adapreview',
      sameAs: ['https://github.com/ada'],
    });
  });

  it('[VISITOR] a service link carries its title, description, first image and a Service with its price; a paused one nothing', async () => {
    const html = await page(`/services/${serviceIds.offered}`);
    expect(html).toContain(
      '<title>Engine &#60;design&#62; for you by Ada &#60;script&#62;alert(1)&#60;/script&#62; · Atelier</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="I design engines that compute, from the first sketch to a machine that runs." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://atelier.example/uploads/covers/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/service-1-ab.webp" />',
    );
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Service',
      name: 'Engine <design> for you',
      provider: { '@type': 'Person', url: 'https://atelier.example/adapreview' },
      offers: { '@type': 'Offer', price: '1200', priceCurrency: 'EUR' },
    });
    for (const hidden of [`/services/${serviceIds.paused}`, '/services/not-a-uuid']) {
      expect(await page(hidden)).toContain('<title>Atelier</title>');
    }
  });

  it('[VISITOR] a project link carries a CreativeWork; the title cannot break out of the JSON-LD', async () => {
    const html = await page('/adapreview/engine');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('</script><script>alert(2)');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Engine</script><script>alert(2)</script>',
      keywords: 'Brass',
      author: { '@type': 'Person', url: 'https://atelier.example/adapreview' },
    });
  });

  it('[VISITOR] a project link names its licence, its creator and where to ask for a licence, for the work and its image', async () => {
    const rights = {
      creator: { '@type': 'Person', url: 'https://atelier.example/adapreview' },
      copyrightNotice: '© 2025 Ada <script>alert(1)</script>',
      creditText: 'Ada <script>alert(1)</script> / Atelier',
      acquireLicensePage: 'https://atelier.example/adapreview',
      license: 'https://creativecommons.org/licenses/by-sa/4.0/',
    };
    expect(jsonLdOf(await page('/adapreview/shared'))).toMatchObject({
      ...rights,
      image: {
        '@type': 'ImageObject',
        contentUrl:
          'https://atelier.example/uploads/covers/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/cover-1-ab.webp',
        ...rights,
      },
    });
    // All rights reserved names no licence to take, only where to ask for one.
    const reserved = jsonLdOf(await page('/adapreview/engine'));
    expect(reserved).toMatchObject({ acquireLicensePage: 'https://atelier.example/adapreview' });
    expect(reserved).not.toHaveProperty('license');
  });

  it("[VISITOR] a project showing PeerTube videos lets its page frame their instances, and names them for the page's code", async () => {
    const ada = await createCreator(testApp.db, { handle: 'adavideos' });
    await createProject(testApp.db, ada.profile.id, {
      title: 'Films',
      slug: 'films',
      blocks: [
        {
          id: 'video-1',
          type: 'video',
          url: 'https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr',
          caption: null,
        },
        { id: 'video-2', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: null },
      ],
    });
    const withVideos = await testApp.visitor().get('/adavideos/films');
    expect(withVideos.headers['content-security-policy']).toContain(
      'frame-src https://framatube.org https://www.youtube-nocookie.com https://player.vimeo.com;',
    );
    expect(withVideos.body).toContain('<meta name="atelier-frame-hosts" content="https://framatube.org" />');
    // Any other page frames YouTube and Vimeo only.
    const other = await testApp.visitor().get('/adapreview/shared');
    expect(other.headers['content-security-policy']).not.toContain('framatube');
    expect(other.body).not.toContain('atelier-frame-hosts');
  });

  it("[VISITOR] a project without a cover shows its case study's first image, a grid's included", async () => {
    const ada = await createCreator(testApp.db, { handle: 'adagrid' });
    const image = (name: string) => ({
      url: `/uploads/projects/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/${name}.webp`,
      width: 1200,
      height: 800,
      alt: name,
      caption: null,
    });
    await createProject(testApp.db, ada.profile.id, {
      title: 'Grids',
      slug: 'grids',
      coverUrl: null,
      blocks: [
        { id: 'text-1', type: 'text', markdown: 'How it started.' },
        { id: 'video-1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: null },
        { id: 'grid-1', type: 'grid', columns: 2, images: [image('grid-first'), image('grid-second')] },
        { id: 'image-1', type: 'image', wide: false, ...image('single') },
      ],
    });
    expect(await page('/adagrid/grids')).toContain(
      '<meta property="og:image" content="https://atelier.example/uploads/projects/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/grid-first.webp" />',
    );
    // Without a cover or an image, the page has none.
    await createProject(testApp.db, ada.profile.id, {
      title: 'Words',
      slug: 'words',
      coverUrl: null,
      blocks: [{ id: 'text-1', type: 'text', markdown: 'Only words.' }],
    });
    expect(await page('/adagrid/words')).not.toContain('og:image');
  });

  it('[VISITOR] an unpublished project, an unknown handle or a fixed route is left as built', async () => {
    for (const url of ['/adapreview/draft', '/nobodyhere', '/explore', '/settings']) {
      expect(await page(url)).toContain('<title>Atelier</title>');
    }
  });

  it('[VISITOR] replacement patterns in a name or bio stay text, and the page stays small', async () => {
    const patterns = "$`$&$'$$";
    await createCreator(testApp.db, {
      handle: 'dollars',
      displayName: patterns.repeat(12),
      bio: patterns.repeat(62),
    });
    const plain = await page('/explore');
    const html = await page('/dollars');
    expect(html.length).toBeLessThan(plain.length + 8000);
    expect(html).toContain(
      `<title>${patterns.repeat(12).replace(/&/g, '&#38;').replace(/'/g, '&#39;')} (@dollars) · Atelier</title>`,
    );
    // The head appears once: nothing copied the page into an attribute.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });
});
