import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { decryptSecret, encryptSecret, useEnvironmentKey } from './server-key';

describe('the key that seals TOTP secrets', () => {
  let testApp: TestApp;
  const operatorKey = Buffer.alloc(32, 9);
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('without TOTP_ENCRYPTION_KEY, seals with a key the database makes and keeps', async () => {
    useEnvironmentKey(testApp.db, undefined);
    const sealed = await encryptSecret(testApp.db, 'JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith('env:')).toBe(false);
    expect(await decryptSecret(testApp.db, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(await testApp.db.select().from(appSecrets)).toHaveLength(1);
  });

  it("with it, seals with the operator's key, which the database never holds; older secrets still open", async () => {
    const older = await encryptSecret(testApp.db, 'OLDSECRET234567A');
    useEnvironmentKey(testApp.db, operatorKey);
    const sealed = await encryptSecret(testApp.db, 'NEWSECRET234567B');
    expect(sealed.startsWith('env:')).toBe(true);
    expect(await decryptSecret(testApp.db, sealed)).toBe('NEWSECRET234567B');
    expect(await decryptSecret(testApp.db, older)).toBe('OLDSECRET234567A');
    const stored = (await testApp.db.select().from(appSecrets)).map((row) => row.value);
    expect(stored).not.toContain(operatorKey.toString('base64'));

    // A copy of the database without the operator's key cannot open what that key sealed.
    useEnvironmentKey(testApp.db, undefined);
    await expect(decryptSecret(testApp.db, sealed)).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
    useEnvironmentKey(testApp.db, Buffer.alloc(32, 1));
    await expect(decryptSecret(testApp.db, sealed)).rejects.toThrow();
  });
});
