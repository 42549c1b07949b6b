import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCollection, createCreator, createProject } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// A public collection's link carries its own card (docs/decisions/0052-home-saves-and-drafts.md);
// a private one, or an address that names none, is left as built.

let testApp: TestApp;
let publicId = '';
let privateId = '';
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Atelier" /><title>Atelier</title></head><body></body></html>',
  );
  testApp = await buildTestApp({ webRoot, config: { publicUrl: 'https://atelier.example' } });
  const grace = await createCreator(testApp.db, { handle: 'gracecurates', displayName: 'Grace' });
  const project = await createProject(testApp.db, grace.profile.id, {
    title: 'Compiler',
    coverUrl: '/uploads/projects/cover.webp',
  });
  const shown = await createCollection(testApp.db, grace.user.id, [project.id], {
    name: 'Type & <b>beauty</b>',
    isPublic: true,
  });
  const kept = await createCollection(testApp.db, grace.user.id, [project.id], { name: 'Secret' });
  publicId = shown.id;
  privateId = kept.id;
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = async (url: string) => (await testApp.visitor().get(url)).body;

it('[VISITOR] a public collection link carries its name, owner, cover and a CollectionPage', async () => {
  const html = await page(`/collections/${publicId}`);
  expect(html).toContain(
    '<title>Type &#38; &#60;b&#62;beauty&#60;/b&#62;, collected by Grace · Atelier</title>',
  );
  expect(html).toContain('<meta name="description" content="1 project collected by Grace on Atelier." />');
  expect(html).toContain(`<link rel="canonical" href="https://atelier.example/collections/${publicId}" />`);
  expect(html).toContain(
    '<meta property="og:image" content="https://atelier.example/uploads/projects/cover.webp" />',
  );
  const jsonLd = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'CollectionPage',
    name: 'Type & <b>beauty</b>',
    author: { '@type': 'Person', url: 'https://atelier.example/gracecurates' },
  });
});

it('[VISITOR] a private collection, Saved, or an address naming none is left as built', async () => {
  for (const url of [
    `/collections/${privateId}`,
    '/collections/saved',
    '/collections/not-a-uuid',
    '/collections/00000000-0000-4000-8000-000000000000',
    '/collections',
  ]) {
    expect(await page(url)).toContain('<title>Atelier</title>');
  }
});
