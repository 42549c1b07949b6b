import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '../../db/factories';
import { users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

// Each case: a link is pending, then the password or the address changes; the link must be dead.
describe('pending links die with a password or address change', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });
  const tokenIn = (link: string) => new URL(link).searchParams.get('token');
  const emailOf = async (id: string) =>
    (await harness.db.select().from(users).where(eq(users.id, id)))[0]?.email;
  const requestReset = async (email: string) => {
    expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(204);
    return tokenIn(harness.mail.lastLinkTo(email));
  };

  it('[ATTACKER] an email change started with a stolen session dies when the owner resets the password', async () => {
    const { user } = await createCreator(harness.db, { user: { email: 'victim1@example.test' } });
    const stolen = await signInAs(harness.app, 'victim1@example.test');
    const started = await post(
      '/api/account/email',
      { newEmail: 'attacker1@example.test', password: FACTORY_PASSWORD },
      stolen,
    );
    expect(started.statusCode).toBe(204);
    const attackerToken = tokenIn(harness.mail.lastLinkTo('attacker1@example.test'));

    const resetToken = await requestReset('victim1@example.test');
    const reset = await post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Brand-New-Secret-77',
    });
    expect(reset.statusCode).toBe(204);

    const confirmed = await post('/api/account/email/confirm', { token: attackerToken });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().messageId).toBe('invalidLink');
    expect(await emailOf(user.id)).toBe('victim1@example.test');
  });

  it('[USER] a reset link asked for earlier dies when the password is changed in settings', async () => {
    await createCreator(harness.db, { user: { email: 'victim2@example.test' } });
    const resetToken = await requestReset('victim2@example.test');
    const cookie = await signInAs(harness.app, 'victim2@example.test');
    const changed = await post(
      '/api/account/password',
      { currentPassword: FACTORY_PASSWORD, newPassword: 'Another-Secret-88' },
      cookie,
    );
    expect(changed.statusCode).toBe(204);

    const used = await post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Attacker-Secret-99',
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().messageId).toBe('invalidLink');
  });

  it('[USER] a reset link mailed to the old address dies when the address changes', async () => {
    await createCreator(harness.db, { user: { email: 'victim3@example.test' } });
    const resetToken = await requestReset('victim3@example.test');
    const cookie = await signInAs(harness.app, 'victim3@example.test');
    await post('/api/account/email', { newEmail: 'moved3@example.test', password: FACTORY_PASSWORD }, cookie);
    const confirmed = await post('/api/account/email/confirm', {
      token: tokenIn(harness.mail.lastLinkTo('moved3@example.test')),
    });
    expect(confirmed.statusCode).toBe(204);

    const used = await post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Attacker-Secret-99',
    });
    expect(used.statusCode).toBe(400);
  });
});
