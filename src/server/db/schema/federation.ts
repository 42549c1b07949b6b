import type { JsonWebKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth';
import { createdAt, oneOf, timestamptz } from './columns';

/** The kinds of key an actor signs with: RSA for HTTP Signatures, Ed25519 for object proofs. */
export const ACTOR_KEY_KINDS = ['rsa', 'ed25519'] as const;
export type ActorKeyKind = (typeof ACTOR_KEY_KINDS)[number];

/**
 * A member's signing keys as an ActivityPub actor (docs/decisions/0071-federation-with-fedify.md):
 * the public half as a JWK, the private half sealed with the server's key, since a signing key must
 * be usable and so cannot be hashed.
 */
export const actorKeys = pgTable(
  'actor_keys',
  {
    userId: ownedByUser(),
    kind: text('kind', { enum: ACTOR_KEY_KINDS }).notNull(),
    publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
    privateJwkSealed: text('private_jwk_sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('actor_keys_kind', oneOf(table.kind, ACTOR_KEY_KINDS)),
  ],
);

/**
 * Fedify's key-value store (its caches of remote documents and keys, and its idempotence marks for
 * inbox activities), shared by every process. A key is Fedify's key array written as JSON.
 */
export const federationKv = pgTable(
  'federation_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [
    index('federation_kv_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
  ],
);
