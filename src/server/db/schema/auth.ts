import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

// Accounts, sessions and second factors. Every secret a user holds (password, session token, emailed
// token, backup code) is stored only as a one-way hash; the TOTP secret, which must be read back to
// check codes, is stored encrypted with the server's key. See docs/decisions/0003.

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored trimmed and lower-cased, so uniqueness is case-insensitive.
    email: text('email').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    passwordHash: text('password_hash').notNull(),
    // The username asked for at sign-up; onboarding turns it into the profile's handle.
    signupUsername: text('signup_username').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

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
    tokenHash: text('token_hash').notNull(),
    userId: ownedByUser(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const AUTH_TOKEN_PURPOSES = [
  'email_verification',
  'password_reset',
  'email_change',
  'mfa_challenge',
] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use tokens sent by email or held in a cookie during sign-in, stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('auth_tokens_purpose', oneOf(table.purpose, AUTH_TOKEN_PURPOSES)),
    uniqueIndex('auth_tokens_token_hash_key').on(table.tokenHash),
    index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/**
 * Failed sign-ins per address asked for and client address: each pair earns its own growing delay,
 * so guesses from one place never lock the owner out from another.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamptz('last_failed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.ipAddress] }),
    index('sign_in_failures_last_failed_at_idx').on(table.lastFailedAt),
  ],
);

/** Server-wide secrets generated on first start, shared by every process on the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
