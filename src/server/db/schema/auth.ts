import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

// Shaped after Better Auth's core schema and its two-factor plugin (plural model names, uuid ids),
// so the auth library's drizzle adapter can use these tables as they are.

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A reference to a user that disappears with the user. */
export const ownedByUser = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A reference to a user kept as history: the row stays, the author becomes unknown. */
export const authoredByUser = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: ownedByUser(),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownedByUser(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownedByUser(),
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId)],
);

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
    // A one-way hash of the code: the specification's reversible base64 is a flaw not copied.
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_backup_codes_user_id_idx').on(table.userId)],
);
