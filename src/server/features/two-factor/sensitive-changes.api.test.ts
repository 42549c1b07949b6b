import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '../../db/factories';
import { totpFactors } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';
import { encryptSecret } from '../../security/server-key';
import { storeBackupCodes } from './backup-codes';
import { newTotpSecret } from './totp';

// With two-factor on, a stolen session plus the password is not enough to take the account over.
describe('sensitive changes ask for the second factor', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let cookie: string;
  const backupCodes = ['AAAA1111', 'BBBB2222', 'CCCC3333', 'DDDD4444'];

  beforeAll(async () => {
    harness = await buildTestApp();
    const { user } = await createCreator(harness.db, {
      handle: 'careful',
      user: { email: 'careful@example.test' },
    });
    cookie = await signInAs(harness.app, 'careful@example.test');
    // Enrolled after signing in: this session predates the factor, as a stolen one might.
    await harness.db.insert(totpFactors).values({
      userId: user.id,
      secretEncrypted: await encryptSecret(harness.db, newTotpSecret()),
      enabledAt: new Date(),
    });
    await storeBackupCodes(harness.db, user.id, backupCodes);
  });
  afterAll(() => harness.close());

  const send = (method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) =>
    harness.app.inject({ method, url, payload, headers: { cookie }, remoteAddress: nextClientAddress() });

  it.each([
    [
      'POST',
      '/api/account/password',
      { currentPassword: FACTORY_PASSWORD, newPassword: 'Brand-New-Secret-77' },
    ],
    ['POST', '/api/account/email', { newEmail: 'elsewhere@example.test', password: FACTORY_PASSWORD }],
    ['POST', '/api/account/two-factor/disable', { password: FACTORY_PASSWORD }],
    ['DELETE', '/api/account', { confirmation: 'careful', password: FACTORY_PASSWORD }],
  ] as const)('[USER] %s %s with the right password but no code is refused', async (method, url, payload) => {
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageId: 'twoFactorCodeRequired' });
  });

  it('[USER] a wrong code is refused and counts toward the lock', async () => {
    const response = await send('POST', '/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'Brand-New-Secret-77',
      code: 'ZZZZ9999',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageId: 'invalidCode', meta: { remainingAttempts: 4 } });
  });

  it('[USER] changes the password with a backup code, which then works no more', async () => {
    const payload = {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'Brand-New-Secret-77',
      signOutOthers: false,
      code: 'aaaa-1111',
    };
    expect((await send('POST', '/api/account/password', payload)).statusCode).toBe(204);
    const again = await send('POST', '/api/account/password', {
      ...payload,
      currentPassword: 'Brand-New-Secret-77',
      newPassword: 'Another-Secret-88',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().messageId).toBe('invalidCode');
  });
});
