import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { decryptSecret, encryptSecret, useEnvironmentKey } from './server-key';

describe('the key that seals TOTP secrets', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  const operatorKey = Buffer.alloc(32, 9);
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('without TOTP_ENCRYPTION_KEY, seals with a key the database makes and keeps', async () => {
    useEnvironmentKey(harness.db, undefined);
    const sealed = await encryptSecret(harness.db, 'JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith('env:')).toBe(false);
    expect(await decryptSecret(harness.db, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(await harness.db.select().from(appSecrets)).toHaveLength(1);
  });

  it("with it, seals with the operator's key, which the database never holds; older secrets still open", async () => {
    const older = await encryptSecret(harness.db, 'OLDSECRET234567A');
    useEnvironmentKey(harness.db, operatorKey);
    const sealed = await encryptSecret(harness.db, 'NEWSECRET234567B');
    expect(sealed.startsWith('env:')).toBe(true);
    expect(await decryptSecret(harness.db, sealed)).toBe('NEWSECRET234567B');
    expect(await decryptSecret(harness.db, older)).toBe('OLDSECRET234567A');
    const stored = (await harness.db.select().from(appSecrets)).map((row) => row.value);
    expect(stored).not.toContain(operatorKey.toString('base64'));

    // A copy of the database without the operator's key cannot open what that key sealed.
    useEnvironmentKey(harness.db, undefined);
    await expect(decryptSecret(harness.db, sealed)).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
    useEnvironmentKey(harness.db, Buffer.alloc(32, 1));
    await expect(decryptSecret(harness.db, sealed)).rejects.toThrow();
  });
});
