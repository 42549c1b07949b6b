import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MFA_BACKUP_CODE_COUNT, MFA_BACKUP_CODE_LENGTH } from '#shared/constants';
import type { Database } from '#server/db/client';
import { mfaBackupCodes } from '#server/db/schema/index';
import { hashPassword, verifyPassword } from '#server/security/passwords';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Ten fresh codes of 8 upper-case letters and digits, drawn on the server. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: MFA_BACKUP_CODE_COUNT }, () =>
    Array.from({ length: MFA_BACKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** Replaces the user's backup codes with these, stored as salted argon2id hashes only. */
export async function storeBackupCodes(db: Database, userId: string, codes: string[]) {
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.transaction(async (tx) => {
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    await tx.insert(mfaBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Uses up a matching unused code; a code works once. */
export async function redeemBackupCode(db: Database, userId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: mfaBackupCodes.id, codeHash: mfaBackupCodes.codeHash })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.userId, userId), isNull(mfaBackupCodes.usedAt)));
  for (const candidate of unused) {
    if (!(await verifyPassword(candidate.codeHash, code))) continue;
    const marked = await db
      .update(mfaBackupCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(mfaBackupCodes.id, candidate.id), isNull(mfaBackupCodes.usedAt)))
      .returning({ id: mfaBackupCodes.id });
    return marked.length > 0;
  }
  return false;
}

export async function countUnusedBackupCodes(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ id: mfaBackupCodes.id })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.userId, userId), isNull(mfaBackupCodes.usedAt)));
  return rows.length;
}
