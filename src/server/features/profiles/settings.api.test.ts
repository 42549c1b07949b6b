import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../../db/factories';
import { profiles } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('privacy settings and preferences', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    harness = await buildTestApp();
    userId = (
      await createCreator(harness.db, {
        user: { email: 'private@example.test' },
        preferences: { theme: 'dark' },
      })
    ).user.id;
    cookie = await signInAs(harness.app, 'private@example.test');
  });
  afterAll(() => harness.close());

  const put = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/profile${url}`,
      payload,
      headers,
      remoteAddress: nextClientAddress(),
    });
  const own = async () =>
    (await harness.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();

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
    const [row] = await harness.db.select().from(profiles).where(eq(profiles.userId, userId));
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
    const [row] = await harness.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row?.preferences).toEqual({ theme: 'dark', language: 'zh-CN' });
    expect((await put('/preferences', { language: 'klingon' })).statusCode).toBe(400);
  });

  it('[VISITOR] is refused both', async () => {
    expect((await put('/preferences', { language: 'de' }, {})).statusCode).toBe(401);
    expect(
      (
        await put(
          '/privacy',
          { whoCanMessage: 'none', showOnlineStatus: true, readReceipts: true, typingIndicators: true },
          {},
        )
      ).statusCode,
    ).toBe(401);
  });
});
