import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/index';
import { createBan, createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { TestUser } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

// docs/decisions/0065-ai-training-opt-out.md: a member's work is reserved from AI training unless
// they lift it, and Atelier says so to crawlers on their pages, their images and the site's files.

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CCBOT = 'CCBot/2.0 (https://commoncrawl.org/faq/)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('AI training: reserved unless the member lifts it', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  let reserved: TestUser;
  let open: TestUser;
  const avatars: Record<string, string> = {};
  const services: Record<string, string> = {};

  const setAllowed = async (member: TestUser, allowAiTraining: boolean) =>
    (await testApp.as(member)).put('/api/profile/ai-training', { allowAiTraining });
  const fetchAs = (url: string, userAgent: string) => testApp.visitor().get(url, { 'user-agent': userAgent });

  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Atelier" /><title>Atelier</title></head><body></body></html>',
    );
    testApp = await buildTestApp({ webRoot });
    const kept = await createCreator(testApp.db, { handle: 'keptwork' });
    const shared = await createCreator(testApp.db, { handle: 'openwork' });
    await createProject(testApp.db, kept.profile.id, { title: 'Loom', slug: 'loom' });
    await createProject(testApp.db, shared.profile.id, { title: 'Mill', slug: 'mill' });
    services.keptwork = (
      await createService(testApp.db, kept.profile.id, { title: 'Weaving on old looms' })
    ).id;
    services.openwork = (
      await createService(testApp.db, shared.profile.id, { title: 'Milling by waterwheel' })
    ).id;
    reserved = kept.user;
    open = shared.user;
    for (const [handle, member] of [
      ['keptwork', reserved],
      ['openwork', open],
    ] as const) {
      const upload = await (
        await testApp.as(member)
      ).post('/api/profile/avatar', formWith('file', await makeImage(120, 120)));
      avatars[handle] = upload.json<{ avatarUrl: string }>().avatarUrl;
    }
    expect((await setAllowed(open, true)).statusCode).toBe(204);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('[USER] reserves their work by default, lifts it in Settings, and puts it back', async () => {
    const member = (await createCreator(testApp.db)).user;
    const client = await testApp.as(member);
    const allowed = async () => (await client.get('/api/profile')).json<{ allowAiTraining: boolean }>();
    expect(await allowed()).toMatchObject({ allowAiTraining: false });
    expect((await setAllowed(member, true)).statusCode).toBe(204);
    expect(await allowed()).toMatchObject({ allowAiTraining: true });
    expect((await setAllowed(member, false)).statusCode).toBe(204);
    expect(await allowed()).toMatchObject({ allowAiTraining: false });
  });

  it('[USER] is told what is wrong with a choice that is not a yes or a no, and nothing changes', async () => {
    const client = await testApp.as(reserved);
    for (const body of [{}, { allowAiTraining: 'yes' }, { allowAiTraining: null }, { allowAiTraining: 1 }]) {
      expect((await client.put('/api/profile/ai-training', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get('/api/profile')).json()).toMatchObject({ allowAiTraining: false });
  });

  it('[VISITOR] may not choose for anyone, and a banned member may not choose', async () => {
    const visitor = await testApp.visitor().put('/api/profile/ai-training', { allowAiTraining: true });
    expect(visitor.statusCode).toBe(401);
    const banned = await createCreator(testApp.db);
    const client = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    expect((await client.put('/api/profile/ai-training', { allowAiTraining: true })).statusCode).toBe(403);
    const [row] = await testApp.db
      .select({ allows: profiles.allowAiTraining })
      .from(profiles)
      .where(eq(profiles.userId, banned.user.id));
    expect(row?.allows).toBe(false);
  });

  it('[VISITOR] a reserved member’s profile, project and service pages say noai and tdm-reservation, in their headers and their head', async () => {
    for (const page of ['/keptwork', '/keptwork/loom', `/services/${services.keptwork}`]) {
      const response = await fetchAs(page, BROWSER);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['x-robots-tag'], page).toBe('noai, noimageai');
      expect(response.headers['tdm-reservation'], page).toBe('1');
      expect(response.body).toContain('<meta name="robots" content="noai, noimageai" />');
      expect(response.body).toContain('<meta name="tdm-reservation" content="1" />');
    }
    for (const page of ['/openwork', '/openwork/mill', `/services/${services.openwork}`]) {
      const response = await fetchAs(page, BROWSER);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['x-robots-tag'], page).toBeUndefined();
      expect(response.headers['tdm-reservation'], page).toBeUndefined();
      expect(response.body).not.toContain('noai');
    }
  });

  it('[VISITOR] gets a reserved member’s images marked noai; a known AI crawler is refused them', async () => {
    const image = avatars.keptwork ?? '';
    const seen = await fetchAs(image, BROWSER);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['x-robots-tag']).toBe('noai, noimageai');
    expect(seen.headers['tdm-reservation']).toBe('1');
    for (const agent of [GPTBOT, CCBOT, 'ClaudeBot/1.0', 'Bytespider']) {
      expect((await fetchAs(image, agent)).statusCode, agent).toBe(403);
    }
    // No spelling of the path reaches the file around its owner.
    const [, folder, owner, file] = image.split('/').slice(1);
    for (const spelling of [
      `/uploads/${folder}/../${folder}/${owner}/${file}`,
      `/uploads/${folder}/./${owner}/${file}`,
      `/uploads/${folder}/${encodeURIComponent(owner ?? '').replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)}/${file}`,
      `/uploads/${folder}//${owner}/${file}`,
    ]) {
      expect((await fetchAs(spelling, GPTBOT)).statusCode, spelling).not.toBe(200);
    }
  });

  it('[VISITOR] gets the images of a member who lets AI train on their work as any file, crawlers too', async () => {
    const image = avatars.openwork ?? '';
    for (const agent of [BROWSER, GPTBOT]) {
      const response = await fetchAs(image, agent);
      expect(response.statusCode, agent).toBe(200);
      expect(response.headers['x-robots-tag'], agent).toBeUndefined();
      expect(response.headers['tdm-reservation'], agent).toBeUndefined();
    }
  });

  it('[USER] whose choice changes is answered by it at once', async () => {
    const member = (await createCreator(testApp.db)).user;
    const client = await testApp.as(member);
    const upload = await client.post('/api/profile/avatar', formWith('file', await makeImage(90, 90)));
    const image = upload.json<{ avatarUrl: string }>().avatarUrl;
    expect((await fetchAs(image, GPTBOT)).statusCode).toBe(403);
    await setAllowed(member, true);
    expect((await fetchAs(image, GPTBOT)).statusCode).toBe(200);
    await setAllowed(member, false);
    expect((await fetchAs(image, GPTBOT)).statusCode).toBe(403);
  });

  it('[VISITOR] reads in TDMRep’s file that mining is reserved but for the members who allow it, theirs first', async () => {
    const response = await testApp.visitor().get('/.well-known/tdmrep.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rules = response.json<{ location: string; 'tdm-reservation': number }[]>();
    expect(rules.at(-1)).toEqual({ location: '/', 'tdm-reservation': 1 });
    expect(rules.slice(0, -1)).toEqual([
      { location: '/openwork$', 'tdm-reservation': 0 },
      { location: '/openwork/', 'tdm-reservation': 0 },
      { location: `/uploads/*/${open.id}/`, 'tdm-reservation': 0 },
    ]);
  });
});
