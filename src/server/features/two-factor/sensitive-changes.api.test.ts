import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createTotpFactor, FACTORY_PASSWORD } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { storeBackupCodes } from './backup-codes';

// With two-factor on, a stolen session plus the password is not enough to take the account over.
describe('sensitive changes ask for the second factor', () => {
  let testApp: TestApp;
  let careful: ApiClient;
  const backupCodes = ['AAAA1111', 'BBBB2222', 'CCCC3333', 'DDDD4444'];

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { user } = await createCreator(testApp.db, { handle: 'careful' });
    careful = await testApp.as(user);
    // Enrolled after signing in: this session predates the factor, as a stolen one might.
    await createTotpFactor(testApp.db, user.id);
    await storeBackupCodes(testApp.db, user.id, backupCodes);
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) =>
    careful.request({ method, url, payload });

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
