import { webcrypto, type JsonWebKey } from 'node:crypto';
import { eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  ACTOR_KEY_KINDS,
  actorKeys,
  profiles,
  publicProfiles,
  type ActorKeyKind,
} from '#server/db/schema/index';
import { decryptSecret, encryptSecret } from '#server/security/server-key';

// As Fedify makes them (its generateCryptoKeyPair), but the RSA key of 2,048 bits as Mastodon makes
// its own, where Fedify makes 4,096: every delivery is signed with it, in 1.3 ms of CPU here against
// 8.2 (docs/performance.md, Federation; decision 71, Keys). Made with Node's Web Crypto, so the
// sweep that makes them does not load Fedify, which takes a second and more.
const ALGORITHM: Record<ActorKeyKind, webcrypto.RsaHashedKeyGenParams | webcrypto.Algorithm> = {
  rsa: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  ed25519: { name: 'Ed25519' },
};

/** A new pair of each kind, the private half sealed with the server's key. */
async function makeKeys(db: Database, userId: string) {
  return Promise.all(
    ACTOR_KEY_KINDS.map(async (kind) => {
      const pair = (await webcrypto.subtle.generateKey(ALGORITHM[kind], true, [
        'sign',
        'verify',
      ])) as webcrypto.CryptoKeyPair;
      const privateJwk = JSON.stringify(await webcrypto.subtle.exportKey('jwk', pair.privateKey));
      return {
        userId,
        kind,
        publicJwk: (await webcrypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey,
        privateJwkSealed: await encryptSecret(db, privateJwk),
      };
    }),
  );
}

// Members given keys per sweep: each RSA key takes about a second of a core to make.
const KEYS_MADE_PER_SWEEP = 20;

/**
 * Makes the keys of visible members who have none yet, a few each ten-minute sweep: a public read
 * never writes (so an actor's first lookup does not make them), and a member who just became
 * visible is an actor from the next sweep. Two processes that make one member's keys at once keep
 * the first stored.
 */
export async function makeMissingActorKeys(db: Database) {
  const missing = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(publicProfiles, eq(publicProfiles.id, profiles.id))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(actorKeys)
          .where(eq(actorKeys.userId, profiles.userId)),
      ),
    )
    .limit(KEYS_MADE_PER_SWEEP);
  for (const { userId } of missing) await makeActorKeys(db, userId);
  return missing.length;
}

/** Makes and stores one member's keys; if another process stored theirs first, those are kept. */
export async function makeActorKeys(db: Database, userId: string) {
  await db
    .insert(actorKeys)
    .values(await makeKeys(db, userId))
    .onConflictDoNothing();
}

/** A member's keys as JWKs, RSA first (the key Mastodon's HTTP Signatures use); none yet, none. */
export async function readActorKeys(db: Database, userId: string) {
  const rows = await db.select().from(actorKeys).where(eq(actorKeys.userId, userId));
  if (rows.length < ACTOR_KEY_KINDS.length) return [];
  return Promise.all(
    ACTOR_KEY_KINDS.map(async (kind) => {
      const row = rows.find((each) => each.kind === kind);
      if (!row) throw new Error(`actor key ${kind} missing`);
      const privateJwk = JSON.parse(await decryptSecret(db, row.privateJwkSealed)) as JsonWebKey;
      return { publicJwk: row.publicJwk, privateJwk };
    }),
  );
}
