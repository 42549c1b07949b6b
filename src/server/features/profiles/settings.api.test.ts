import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('privacy settings and preferences', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let user: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = (await createCreator(testApp.db, { preferences: { theme: 'dark' } })).user;
  });
  beforeEach(async () => {
    user = await testApp.as(owner);
  });
  afterAll(() => testApp.close());

  const put = (url: string, payload: Record<string, unknown>, client = user) =>
    client.put(`/api/profile${url}`, payload);
  const own = async () => (await user.get('/api/profile')).json();

  it('[USER] starts with the defaults: everyone may message, everything shown', async () => {
    expect((await own()).privacy).toEqual({
      whoCanMessage: 'everyone',
      showOnlineStatus: true,
      readReceipts: true,
      typingIndicators: true,
    });
    expect((await own()).language).toBeNull();
  });

  it('[USER] saves their privacy settings', async () => {
    const settings = {
      whoCanMessage: 'followers',
      showOnlineStatus: false,
      readReceipts: true,
      typingIndicators: false,
    };
    expect((await put('/privacy', settings)).statusCode).toBe(204);
    expect((await own()).privacy).toEqual(settings);
    const [row] = await testApp.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row?.privacySettings).toEqual({
      who_can_message: 'followers',
      show_online_status: false,
      read_receipts: true,
      typing_indicators: false,
    });
  });

  it('refuses an unknown messaging choice or a missing switch', async () => {
    expect(
      (
        await put('/privacy', {
          whoCanMessage: 'friends',
          showOnlineStatus: true,
          readReceipts: true,
          typingIndicators: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await put('/privacy', { whoCanMessage: 'none' })).statusCode).toBe(400);
  });

  it('[USER] saves the interface language into preferences, keeping the rest', async () => {
    expect((await put('/preferences', { language: 'zh-CN' })).statusCode).toBe(204);
    expect((await own()).language).toBe('zh-CN');
    const [row] = await testApp.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row?.preferences).toEqual({ theme: 'dark', language: 'zh-CN' });
    expect((await put('/preferences', { language: 'klingon' })).statusCode).toBe(400);
  });

  it('[USER] saves the theme beside the language, and the session carries it to other browsers', async () => {
    expect((await put('/preferences', { theme: 'light' })).statusCode).toBe(204);
    const [row] = await testApp.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row?.preferences).toEqual({ theme: 'light', language: 'zh-CN' });
    const otherBrowser = await testApp.as(owner);
    expect((await otherBrowser.get('/api/auth/session')).json().user).toMatchObject({
      theme: 'light',
      language: 'zh-CN',
    });
    for (const refused of [{ theme: 'sepia' }, {}, { theme: null }]) {
      expect((await put('/preferences', refused)).statusCode).toBe(400);
    }
  });

  it('[VISITOR] is refused both', async () => {
    const visitor = testApp.visitor();
    expect((await put('/preferences', { language: 'de' }, visitor)).statusCode).toBe(401);
    expect((await put('/preferences', { theme: 'dark' }, visitor)).statusCode).toBe(401);
    expect(
      (
        await put(
          '/privacy',
          { whoCanMessage: 'none', showOnlineStatus: true, readReceipts: true, typingIndicators: true },
          visitor,
        )
      ).statusCode,
    ).toBe(401);
  });
});
