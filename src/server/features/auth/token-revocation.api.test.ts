import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { users } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// Each case: a link is pending, then the password or the address changes; the link must be dead.
describe('pending links die with a password or address change', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  // Whoever follows a link is a visitor of their own.
  const visitor = () => testApp.visitor();
  const tokenIn = (link: string) => new URL(link).searchParams.get('token');
  const emailOf = async (id: string) =>
    (await testApp.db.select().from(users).where(eq(users.id, id)))[0]?.email;
  const requestReset = async (email: string) => {
    expect((await visitor().post('/api/auth/password-reset/request', { email })).statusCode).toBe(204);
    return tokenIn(await testApp.mail.lastLinkTo(email));
  };

  it('[ATTACKER] an email change started with a stolen session dies when the owner resets the password', async () => {
    const { user } = await createCreator(testApp.db, { user: { email: 'victim1@example.test' } });
    const stolen = await testApp.as(user);
    const started = await stolen.post('/api/account/email', {
      newEmail: 'attacker1@example.test',
      password: FACTORY_PASSWORD,
    });
    expect(started.statusCode).toBe(204);
    const attackerToken = tokenIn(await testApp.mail.lastLinkTo('attacker1@example.test'));

    const resetToken = await requestReset('victim1@example.test');
    const reset = await visitor().post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Brand-New-Secret-77',
    });
    expect(reset.statusCode).toBe(204);

    const confirmed = await visitor().post('/api/account/email/confirm', { token: attackerToken });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().messageId).toBe('invalidLink');
    expect(await emailOf(user.id)).toBe('victim1@example.test');
  });

  it('[USER] a reset link asked for earlier dies when the password is changed in settings', async () => {
    const victim = await createCreator(testApp.db, { user: { email: 'victim2@example.test' } });
    const resetToken = await requestReset('victim2@example.test');
    const client = await testApp.as(victim);
    const changed = await client.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'Another-Secret-88',
    });
    expect(changed.statusCode).toBe(204);

    const used = await visitor().post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Attacker-Secret-99',
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().messageId).toBe('invalidLink');
  });

  it('[USER] a reset link mailed to the old address dies when the address changes', async () => {
    const victim = await createCreator(testApp.db, { user: { email: 'victim3@example.test' } });
    const resetToken = await requestReset('victim3@example.test');
    const client = await testApp.as(victim);
    await client.post('/api/account/email', { newEmail: 'moved3@example.test', password: FACTORY_PASSWORD });
    const confirmed = await visitor().post('/api/account/email/confirm', {
      token: tokenIn(await testApp.mail.lastLinkTo('moved3@example.test')),
    });
    expect(confirmed.statusCode).toBe(204);

    const used = await visitor().post('/api/auth/password-reset/complete', {
      token: resetToken,
      password: 'Attacker-Secret-99',
    });
    expect(used.statusCode).toBe(400);
  });
});
