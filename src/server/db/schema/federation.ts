import type { JsonWebKey } from 'node:crypto';
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
import { ownedByUser } from './auth';
import { projects } from './projects';
import { createdAt, httpUrl, id, oneOf, timestamptz, updatedAt } from './columns';

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

/**
 * An account on another server that follows or answers a member, as its actor document last said:
 * where to deliver to it, and what to show of it. Its address is its identity.
 */
export const remoteActors = pgTable(
  'remote_actors',
  {
    id: id(),
    uri: text('uri').notNull(),
    /** The server it lives on (the host of `uri`, lower case): what staff limit or suspend. */
    domain: text('domain').notNull(),
    inbox: text('inbox').notNull(),
    /** Its server's shared inbox, where one delivery reaches all of that server's followers. */
    sharedInbox: text('shared_inbox'),
    /** `name@domain`, as Mastodon shows it; null when its document gives no username. */
    handle: text('handle'),
    name: text('name'),
    /** Its profile page, for a link to it. */
    url: text('url'),
    /**
     * Its picture where its server keeps it: never shown from there, only as Atelier's own copy
     * (`avatarUrl`), made by the `federation-avatars` job (decision 71, Pictures of other servers).
     */
    iconUrl: text('icon_url'),
    /** Atelier's copy of its picture, small and re-encoded, in the `remote-avatars` folder. */
    avatarUrl: text('avatar_url'),
    /** The `iconUrl` the copy was made, or last tried, from: a new picture there differs from it. */
    avatarOf: text('avatar_of'),
    /** The copy's size, counted against its server's share. */
    avatarBytes: integer('avatar_bytes').notNull().default(0),
    avatarTriedAt: timestamptz('avatar_tried_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('remote_actors_uri_idx').on(table.uri),
    index('remote_actors_domain_idx').on(table.domain),
    // The actors whose picture is still to be copied, or whose copy is to go, for the avatars job.
    index('remote_actors_avatar_due_idx')
      .on(table.avatarTriedAt)
      .where(sql`${table.iconUrl} is distinct from ${table.avatarOf}`),
    check('remote_actors_uri_http', httpUrl(table.uri)),
    check('remote_actors_inbox_http', httpUrl(table.inbox)),
    check('remote_actors_shared_inbox_http', httpUrl(table.sharedInbox)),
    check('remote_actors_url_http', httpUrl(table.url)),
    check('remote_actors_icon_url_http', httpUrl(table.iconUrl)),
  ],
);

/**
 * A remote account following a member, by the `Follow` it sent: an `Undo` names that activity, and
 * the `Accept` answers it.
 */
export const remoteFollowers = pgTable(
  'remote_followers',
  {
    userId: ownedByUser(),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    followUri: text('follow_uri').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.remoteActorId] }),
    index('remote_followers_remote_actor_idx').on(table.remoteActorId),
  ],
);

/**
 * A follow from another server waiting for the member, who approves followers, to accept or decline
 * it: no follower yet, so nothing is delivered to it. Accepted, it becomes a `remote_followers` row.
 */
export const remoteFollowRequests = pgTable(
  'remote_follow_requests',
  {
    userId: ownedByUser(),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    followUri: text('follow_uri').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.remoteActorId] }),
    index('remote_follow_requests_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('remote_follow_requests_remote_actor_idx').on(table.remoteActorId),
  ],
);

/**
 * What of a member's work their remote followers were told of, and as of which version: the state
 * the outbox brings in line with what is visible now (a new project is created there, a changed one
 * updated, one no longer visible deleted), so a write that shows or hides work names no federation.
 */
export const federatedPosts = pgTable(
  'federated_posts',
  {
    /** The project it tells of; kept once the project is deleted, for its Tombstone. */
    projectId: uuid('project_id').primaryKey(),
    userId: ownedByUser(),
    /** The project's `updated_at` when last sent. */
    version: timestamptz('version').notNull(),
    /** When its Delete went out; null while followers are shown it. */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('federated_posts_user_idx').on(table.userId)],
);

/**
 * A `Like` of a project from an account on another server: counted with the project's likes, and
 * shown apart as those from the fediverse. An `Undo` names the account, who likes a project once.
 */
export const remoteLikes = pgTable(
  'remote_likes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.remoteActorId] }),
    index('remote_likes_remote_actor_idx').on(table.remoteActorId),
  ],
);

/**
 * An `Announce` (a boost) of a project from an account on another server: counted and shown as the
 * project's boosts from the fediverse. Like a like, once per account, taken back by its `Undo`.
 */
export const remoteBoosts = pgTable(
  'remote_boosts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    remoteActorId: uuid('remote_actor_id')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.remoteActorId] }),
    index('remote_boosts_remote_actor_idx').on(table.remoteActorId),
  ],
);

/** What staff decided of another server: its accounts' follows, likes and replies are refused. */
export const REMOTE_SERVER_STATUSES = ['open', 'limited', 'suspended'] as const;
export type RemoteServerStatus = (typeof REMOTE_SERVER_STATUSES)[number];

/**
 * Another server Atelier federates with, by its host name: what staff decided of it, and how the
 * last deliveries to it went, for the staff's list.
 */
export const remoteServers = pgTable(
  'remote_servers',
  {
    domain: text('domain').primaryKey(),
    status: text('status', { enum: REMOTE_SERVER_STATUSES }).notNull().default('open'),
    lastDeliveredAt: timestamptz('last_delivered_at'),
    lastFailedAt: timestamptz('last_failed_at'),
    /** Why the last failed delivery failed, as a short text (an HTTP status, a network error's code). */
    lastFailure: text('last_failure'),
    updatedAt: updatedAt(),
  },
  (table) => [check('remote_servers_status', oneOf(table.status, REMOTE_SERVER_STATUSES))],
);
