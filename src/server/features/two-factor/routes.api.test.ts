import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { failedMfaAttempts, mfaBackupCodes, totpFactors } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { currentTotpCode } from './totp';

const EMAIL = 'guarded@example.test';

describe('two-factor authentication', () => {
  let testApp: TestApp;
  let userId: string;
  /** Signed in before two-factor is on, as every test here needs: a later sign-in stops at the second step. */
  let user: ApiClient;
  let secret: string;
  let backupCodes: string[];
  /**
   * The app's current code. A code is accepted once per 30-second step, so tests that need another
   * accepted code within one step forget the last accepted step first, as if time had moved on.
   */
  const freshCode = async () => {
    await testApp.db.update(totpFactors).set({ lastUsedStep: null }).where(eq(totpFactors.userId, userId));
    return currentTotpCode(secret);
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    const guarded = await createCreator(testApp.db, { handle: 'guarded', user: { email: EMAIL } });
    userId = guarded.user.id;
    user = await testApp.as(guarded);
  });
  afterAll(() => testApp.close());

  // Each request not the user's comes from a visitor of its own, as before: the lock on wrong codes
  // is shown to hold per account, across addresses.
  const visitor = () => testApp.visitor();

  const account = (url: string, payload?: Record<string, unknown>) =>
    payload ? user.post(`/api/account/two-factor${url}`, payload) : user.get(`/api/account/two-factor${url}`);
  /** Signs in with the password and answers the pending challenge cookie. */
  const startSignIn = async () => {
    const response = await visitor().post('/api/auth/sign-in', { email: EMAIL, password: FACTORY_PASSWORD });
    expect(response.json()).toEqual({ status: 'mfa_required' });
    expect(response.cookies.find((candidate) => candidate.name === 'atelier_session')).toBeUndefined();
    const challenge = response.cookies.find((candidate) => candidate.name === 'atelier_mfa');
    expect(challenge).toMatchObject({ httpOnly: true, path: '/api/auth' });
    return `atelier_mfa=${challenge?.value}`;
  };
  const verify = (challenge: string, kind: 'totp' | 'backup', code: string) =>
    visitor().post('/api/auth/mfa/verify', { kind, code }, { cookie: challenge });

  it('[USER] starts with two-factor off, in an answer no cache keeps', async () => {
    const status = await account('');
    expect(status.json()).toEqual({ enabled: false, backupCodesRemaining: 0 });
    expect(status.headers['cache-control']).toBe('private, no-store');
  });

  it('[VISITOR] cannot enrol, and a user must give the right password to', async () => {
    expect(
      (await visitor().post('/api/account/two-factor/enroll', { password: FACTORY_PASSWORD })).statusCode,
    ).toBe(401);
    const wrong = await account('/enroll', { password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      messageId: 'invalidPassword',
      fields: { password: 'invalidPassword' },
    });
  });

  it('[USER] enrols: a secret, its QR code and 10 backup codes shown once and stored hashed', async () => {
    const response = await account('/enroll', { password: FACTORY_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    secret = body.secret;
    backupCodes = body.backupCodes;
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Atelier:guarded%40example\.test\?.*issuer=Atelier/);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(backupCodes.every((code) => /^[A-Z0-9]{8}$/.test(code))).toBe(true);

    const stored = await testApp.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    expect(stored).toHaveLength(10);
    expect(
      stored.every((row) => row.codeHash.startsWith('$argon2id$') && !backupCodes.includes(row.codeHash)),
    ).toBe(true);
    const [factor] = await testApp.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    expect(factor?.secretEncrypted).not.toContain(secret);
    expect(factor?.enabledAt).toBeNull();
    expect((await account('')).json().enabled).toBe(false);
  });

  it('[USER] confirms with a code from the app; a wrong code is refused', async () => {
    const wrong = await account('/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageId).toBe('invalidCode');
    const malformed = await account('/verify', { code: '12345' });
    expect(malformed.json().fields.code).toBe('enterSixDigitCode');
    expect((await account('/verify', { code: await freshCode() })).statusCode).toBe(204);
    expect((await account('')).json()).toEqual({ enabled: true, backupCodesRemaining: 10 });
    expect((await account('/enroll', { password: FACTORY_PASSWORD })).statusCode).toBe(409);
  });

  it('[USER] signs in with password then an authenticator code; the same code never works twice', async () => {
    const challenge = await startSignIn();
    const code = await freshCode();
    const response = await verify(challenge, 'totp', code);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((candidate) => candidate.name === 'atelier_session')?.value;
    const me = await visitor().get('/api/auth/session', { cookie: `atelier_session=${session}` });
    expect(me.json().user.id).toBe(userId);

    const replay = await verify(await startSignIn(), 'totp', code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ messageId: 'invalidCode' });
  });

  it('[USER] signs in with a backup code once; the same backup code is then refused', async () => {
    await testApp.db.delete(failedMfaAttempts);
    const code = backupCodes[0] ?? '';
    const first = await verify(await startSignIn(), 'backup', code.toLowerCase());
    expect(first.statusCode).toBe(200);
    const again = await verify(await startSignIn(), 'backup', code);
    expect(again.statusCode).toBe(401);
    expect((await account('')).json().backupCodesRemaining).toBe(9);
  });

  it('locks the account after 5 wrong codes in 15 minutes, telling the attempts left, until 15 minutes pass', async () => {
    await testApp.db.delete(failedMfaAttempts);
    const challenge = await startSignIn();
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await verify(challenge, 'totp', '111111');
      expect(response.statusCode).toBe(401);
      remaining.push(response.json().meta.remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await verify(challenge, 'totp', '111111');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      messageId: 'accountLocked',
      message: 'Too many failed attempts. Please try again in 15 minutes.',
    });
    expect((await verify(challenge, 'totp', await freshCode())).statusCode).toBe(429);
    expect((await verify(challenge, 'backup', backupCodes[1] ?? '')).statusCode).toBe(429);

    await testApp.db
      .update(failedMfaAttempts)
      .set({ attemptedAt: sql`now() - interval '16 minutes'` })
      .where(eq(failedMfaAttempts.userId, userId));
    expect((await verify(challenge, 'totp', await freshCode())).statusCode).toBe(200);
  });

  it('counts each of 20 wrong codes sent at once: five are checked, the rest meet the lock', async () => {
    await testApp.db.delete(failedMfaAttempts);
    const challenge = await startSignIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(challenge, 'totp', '111111')));
    const recorded = await testApp.db
      .select()
      .from(failedMfaAttempts)
      .where(eq(failedMfaAttempts.userId, userId));
    expect(recorded).toHaveLength(5);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(401), ...Array(16).fill(429)]);
    await testApp.db.delete(failedMfaAttempts);
  });

  it('[USER] one code sent twice at once signs in once: a backup code, and an authenticator code', async () => {
    await testApp.db.delete(failedMfaAttempts);
    const backup = backupCodes[2] ?? '';
    const [first, second] = await Promise.all([startSignIn(), startSignIn()]);
    const backupAnswers = await Promise.all([
      verify(first, 'backup', backup),
      verify(second, 'backup', backup),
    ]);
    expect(backupAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);

    const code = await freshCode();
    const [third, fourth] = await Promise.all([startSignIn(), startSignIn()]);
    const totpAnswers = await Promise.all([verify(third, 'totp', code), verify(fourth, 'totp', code)]);
    expect(totpAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    await testApp.db.delete(failedMfaAttempts);
  });

  it('refuses a code without a pending sign-in', async () => {
    const response = await visitor().post('/api/auth/mfa/verify', { kind: 'totp', code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().messageId).toBe('signInAgain');
  });

  it('[USER] disables two-factor with the password and a code; backup codes are deleted and sign-in is one step again', async () => {
    expect((await account('/disable', { password: 'Wrong-Password-9' })).statusCode).toBe(403);
    const withoutCode = await account('/disable', { password: FACTORY_PASSWORD });
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json()).toMatchObject({
      messageId: 'twoFactorCodeRequired',
      fields: { code: 'twoFactorCodeRequired' },
    });
    const wrongCode = await account('/disable', { password: FACTORY_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json()).toMatchObject({ messageId: 'invalidCode', meta: { remainingAttempts: 4 } });
    expect(
      (await account('/disable', { password: FACTORY_PASSWORD, code: await freshCode() })).statusCode,
    ).toBe(204);
    expect(await testApp.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId))).toEqual(
      [],
    );
    const signIn = await visitor().post('/api/auth/sign-in', { email: EMAIL, password: FACTORY_PASSWORD });
    expect(signIn.json()).toEqual({ status: 'signed_in' });
  });
});
