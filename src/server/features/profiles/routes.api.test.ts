import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProfile, createUser } from '#server/seed/factories';
import { profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('POST /api/profile/onboarding', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A verified user who has not onboarded yet, signed in. */
  async function newcomer(email: string, signupUsername: string) {
    const user = await createUser(testApp.db, { email, signupUsername });
    await createProfile(testApp.db, user.id);
    return { user, client: await testApp.as(user) };
  }
  const onboard = (client: ApiClient, payload: Record<string, unknown>) =>
    client.post('/api/profile/onboarding', { displayName: 'Ada Lovelace', ...payload });

  it('[USER] sets their handle and first details, trimmed and lower-cased', async () => {
    const { user, client } = await newcomer('ada@example.test', 'ada');
    const response = await onboard(client, {
      username: ' Ada ',
      displayName: '  Ada Lovelace  ',
      introUrl: 'https://youtu.be/abc',
      primaryCta: 'hire',
      primaryCtaUrl: 'https://ada.dev/hire',
      hireable: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handle: 'ada' });
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      handle: 'ada',
      displayName: 'Ada Lovelace',
      introUrl: 'https://youtu.be/abc',
      primaryCta: 'hire',
      primaryCtaUrl: 'https://ada.dev/hire',
      hireable: true,
    });
  });

  it('[USER] cannot change the handle once it is set', async () => {
    const { client } = await newcomer('twice@example.test', 'twice');
    expect((await onboard(client, { username: 'twice' })).statusCode).toBe(200);
    const again = await onboard(client, { username: 'twicemore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyOnboarded');
  });

  it('[USER] cannot take a handle that is held or asked for by someone else', async () => {
    await createCreator(testApp.db, { handle: 'heldhandle' });
    await newcomer('asker@example.test', 'askedfor');
    const { client } = await newcomer('late@example.test', 'late');
    for (const username of ['heldhandle', 'askedfor']) {
      const response = await onboard(client, { username });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        messageId: 'valueTaken',
        message: 'That value is already taken. Please choose a different one.',
        fields: { username: 'valueTaken' },
      });
    }
  });

  it.each([
    [{ username: 'admin' }, 'username', 'usernameReserved'],
    [{ username: 'no_underscores' }, 'username', 'usernameInvalid'],
    [{ username: 'validname', displayName: '   ' }, 'displayName', 'displayNameRequired'],
    [{ username: 'validname', displayName: 'x'.repeat(101) }, 'displayName', 'displayNameTooLong'],
    [{ username: 'validname', introUrl: 'javascript:alert(1)' }, 'introUrl', 'invalidUrl'],
    [{ username: 'validname', primaryCtaUrl: 'ftp://files.example' }, 'primaryCtaUrl', 'invalidUrl'],
    [{ username: 'validname', primaryCta: 'buy_now' }, 'primaryCta', undefined],
  ])('refuses %o', async (payload, field, messageId) => {
    const { client } = await newcomer(`rules-${Math.random()}@example.test`, `r${Date.now() % 100000}`);
    const response = await onboard(client, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    if (messageId) expect(response.json().fields[field]).toBe(messageId);
  });

  it('[VISITOR] is refused with 401', async () => {
    const response = await onboard(testApp.visitor(), { username: 'visitor' });
    expect(response.statusCode).toBe(401);
    expect(response.json().messageId).toBe('signInRequired');
  });
});
