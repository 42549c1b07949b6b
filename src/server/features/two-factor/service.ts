import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { mfaVerifyRequestSchema } from '#shared/schemas/two-factor';
import type { EnrollmentResponse } from '#shared/schemas/two-factor';
import type { Database } from '#server/db/client';
import { mfaBackupCodes, totpFactors, users } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { verifyPassword } from '#server/security/passwords';
import { decryptSecret, encryptSecret } from '#server/security/server-key';
import {
  countUnusedBackupCodes,
  generateBackupCodes,
  redeemBackupCode,
  storeBackupCodes,
} from './backup-codes';
import { clearFailures, takeAttempt } from './lockout';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

/** Checks the current password; see confirmIdentity for changes that also need the second factor. */
export async function confirmPassword(db: Database, userId: string, password: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('forbidden', 'invalidPassword', { password: 'invalidPassword' });
  }
}

export async function findFactor(db: Database, userId: string) {
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return factor;
}

export async function hasEnabledFactor(db: Database, userId: string) {
  const rows = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  return rows.length > 0;
}

/** Starts enrolment: a new secret (not active until a code proves the app has it) and 10 backup codes, shown once. */
export async function startEnrollment(
  db: Database,
  userId: string,
  email: string,
): Promise<EnrollmentResponse> {
  if (await hasEnabledFactor(db, userId)) throw new AppError('conflict', 'twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  const secretEncrypted = await encryptSecret(db, secret);
  await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEncrypted, enabledAt: null, lastUsedStep: null },
    });
  const backupCodes = generateBackupCodes();
  await storeBackupCodes(db, userId, backupCodes);
  const otpauthUrl = totpUri(secret, email);
  // Loaded here rather than by every start: only enrolment draws a QR code.
  const { default: QRCode } = await import('qrcode');
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
    backupCodes,
  };
}

/** Accepts a code for the step it belongs to, once: a later step than any accepted before. */
async function acceptTotp(db: Database, userId: string, code: string) {
  const factor = await findFactor(db, userId);
  if (!factor) return false;
  const step = matchTotpStep(await decryptSecret(db, factor.secretEncrypted), code);
  if (step === null) return false;
  // A code works once: of two requests carrying it at the same moment, one moves the step on.
  const moved = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return moved.length > 0;
}

/** Finishes enrolment with a first valid code from the authenticator app. */
export async function confirmEnrollment(db: Database, { userId, ipAddress }: Actor, code: string) {
  const factor = await findFactor(db, userId);
  if (!factor) throw new AppError('not_found', 'noFactorFound');
  if (factor.enabledAt) throw new AppError('conflict', 'twoFactorAlreadyEnabled');
  if (!(await acceptTotp(db, userId, code)))
    throw new AppError('validation_failed', 'invalidCode', { code: 'invalidCode' });
  await db.transaction(async (tx) => {
    await tx.update(totpFactors).set({ enabledAt: new Date() }).where(eq(totpFactors.userId, userId));
    await recordAuditEvent(tx, {
      kind: 'two_factor_enabled',
      actorUserId: userId,
      targetUserId: userId,
      ipAddress,
    });
  });
}

/** Turns two-factor off and deletes the backup codes. */
export async function disableTwoFactor(db: Database, { userId, ipAddress }: Actor) {
  await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    await recordAuditEvent(tx, {
      kind: 'two_factor_disabled',
      actorUserId: userId,
      targetUserId: userId,
      ipAddress,
    });
  });
}

export async function getTwoFactorStatus(db: Database, userId: string) {
  return {
    enabled: await hasEnabledFactor(db, userId),
    backupCodesRemaining: await countUnusedBackupCodes(db, userId),
  };
}

type MfaAttempt = z.output<typeof mfaVerifyRequestSchema>;

/**
 * Checks a sign-in's second factor. Refused while locked (5 failures in 15 minutes); each attempt is
 * counted before its code is checked (lockout.ts), a failure is answered with the attempts left,
 * and a success clears the count.
 */
export async function verifySecondFactor(db: Database, userId: string, attempt: MfaAttempt) {
  const remainingAttempts = await takeAttempt(db, userId);
  if (remainingAttempts === null) throw new AppError('rate_limited', 'accountLocked');
  const accepted =
    attempt.kind === 'totp'
      ? await acceptTotp(db, userId, attempt.code)
      : await redeemBackupCode(db, userId, attempt.code);
  if (!accepted) {
    if (remainingAttempts === 0) throw new AppError('rate_limited', 'accountLocked');
    throw new AppError('unauthenticated', 'invalidCode', { code: 'invalidCode' }, { remainingAttempts });
  }
  await clearFailures(db, userId);
}

/**
 * A sensitive change (password, address, two-factor, deletion) needs the current password and,
 * while two-factor is on, a code too: a stolen session plus a phished password is not enough. A
 * wrong code counts toward the same lock as at sign-in, and is a 403, since the session stands.
 */
export async function confirmIdentity(
  db: Database,
  userId: string,
  proof: { password: string; code?: string | undefined },
) {
  await confirmPassword(db, userId, proof.password);
  if (!(await hasEnabledFactor(db, userId))) return;
  if (!proof.code) {
    throw new AppError('forbidden', 'twoFactorCodeRequired', { code: 'twoFactorCodeRequired' });
  }
  const digits = proof.code.replace(/\s/g, '');
  const attempt = /^\d+$/.test(digits)
    ? mfaVerifyRequestSchema.safeParse({ kind: 'totp', code: digits })
    : mfaVerifyRequestSchema.safeParse({ kind: 'backup', code: proof.code });
  if (!attempt.success) throw new AppError('forbidden', 'invalidCode', { code: 'invalidCode' });
  try {
    await verifySecondFactor(db, userId, attempt.data);
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthenticated') {
      throw new AppError('forbidden', error.messageId, error.fields, error.meta);
    }
    throw error;
  }
}
