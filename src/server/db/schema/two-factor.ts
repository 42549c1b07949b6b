import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { ownedByUser, users } from './auth';

// Second factors: the TOTP secret is stored encrypted with the server's key (it must be read back to
// check codes); backup codes only as one-way hashes. See docs/decisions/0003.

export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  // Empty while enrolling; set once a first code was verified.
  enabledAt: timestamptz('enabled_at'),
  // The last 30-second step whose code was accepted: codes are single-use.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const failedMfaAttempts = pgTable(
  'failed_mfa_attempts',
  {
    id: id(),
    userId: ownedByUser(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (table) => [index('failed_mfa_attempts_user_time_idx').on(table.userId, table.attemptedAt.desc())],
);

export const mfaBackupCodes = pgTable(
  'mfa_backup_codes',
  {
    id: id(),
    userId: ownedByUser(),
    // A salted one-way hash: the reversible base64 of docs/product/entities.md is a flaw not copied.
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_backup_codes_user_id_idx').on(table.userId)],
);
