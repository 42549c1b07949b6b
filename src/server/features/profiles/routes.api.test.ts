import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createUser } from '../../db/factories';
import { profiles } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('POST /api/profile/onboarding', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  /** A verified user who has not onboarded yet, signed in. */
  async function newcomer(email: string, signupUsername: string) {
    const user = await createUser(harness.db, { email, signupUsername });
    await harness.db.insert(profiles).values({ userId: user.id });
    return { user, cookie: await signInAs(harness.app, email) };
  }
  const onboard = (cookie: string | undefined, payload: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/profile/onboarding',
      payload: { displayName: 'Ada Lovelace', ...payload },
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });

  it('[USER] sets their handle and first details, trimmed and lower-cased', async () => {
    const { user, cookie } = await newcomer('ada@example.test', 'ada');
    const response = await onboard(cookie, {
      username: ' Ada ',
      displayName: '  Ada Lovelace  ',
      introUrl: 'https://youtu.be/abc',
      primaryCta: 'hire',
      primaryCtaUrl: 'https://ada.dev/hire',
      hireable: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handle: 'ada' });
    const [profile] = await harness.db.select().from(profiles).where(eq(profiles.userId, user.id));
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
    const { cookie } = await newcomer('twice@example.test', 'twice');
    expect((await onboard(cookie, { username: 'twice' })).statusCode).toBe(200);
    const again = await onboard(cookie, { username: 'twicemore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyOnboarded');
  });

  it('[USER] cannot take a handle that is held or asked for by someone else', async () => {
    await createCreator(harness.db, { handle: 'heldhandle' });
    await newcomer('asker@example.test', 'askedfor');
    const { cookie } = await newcomer('late@example.test', 'late');
    for (const username of ['heldhandle', 'askedfor']) {
      const response = await onboard(cookie, { username });
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
    const { cookie } = await newcomer(`rules-${Math.random()}@example.test`, `r${Date.now() % 100000}`);
    const response = await onboard(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    if (messageId) expect(response.json().fields[field]).toBe(messageId);
  });

  it('[VISITOR] is refused with 401', async () => {
    const response = await onboard(undefined, { username: 'visitor' });
    expect(response.statusCode).toBe(401);
    expect(response.json().messageId).toBe('signInRequired');
  });
});
