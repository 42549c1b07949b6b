import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authTokens, profiles, userRoles, users, type AuthTokenPurpose } from '#server/db/schema/index';
import { hashToken, newToken } from './tokens';

export function findUserByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether a handle is in use by a profile or asked for by an account that has not finished onboarding. */
export async function isUsernameTaken(db: Database, username: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      or(eq(profiles.handle, username), and(eq(users.signupUsername, username), isNull(profiles.handle))),
    )
    .limit(1);
  return rows.length > 0;
}

/** Issues a single-use token for a purpose, replacing any earlier one of the same purpose. */
export async function issueAuthToken(
  db: Database,
  userId: string,
  purpose: AuthTokenPurpose,
  lifetimeMs: number,
  payload: Record<string, string> = {},
) {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
    await tx.insert(authTokens).values({
      userId,
      purpose,
      payload,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + lifetimeMs),
    });
  });
  return token;
}

/**
 * Voids every emailed link and pending sign-in step of a user. Called whenever the password or the
 * address changes: a link sent before (a reset, an email change someone else started) must not
 * outlive the change that was meant to shut its sender out.
 */
export function revokeUserTokens(db: Database, userId: string) {
  return db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** The row of this token for this purpose, unused and unexpired. */
const isLiveToken = (token: string, purpose: AuthTokenPurpose) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.consumedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** A live token's row, without using it up. */
export async function findAuthToken(db: Database, token: string, purpose: AuthTokenPurpose) {
  const [row] = await db.select().from(authTokens).where(isLiveToken(token, purpose)).limit(1);
  return row;
}

/** Uses up a token: answers its row once, while unexpired, and never again. */
export async function consumeAuthToken(db: Database, token: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(isLiveToken(token, purpose))
    .returning();
  return row;
}

/** The signed-in user's own summary: account, profile and roles. */
export async function getSessionSummary(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      signupUsername: users.signupUsername,
      profileId: profiles.id,
      handle: profiles.handle,
      displayName: profiles.displayName,
      headline: profiles.headline,
      avatarUrl: profiles.avatarUrl,
      language: sql<string | null>`${profiles.preferences}->>'language'`,
      theme: sql<string | null>`${profiles.preferences}->>'theme'`,
      roles: sql<
        string[]
      >`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id} order by ${userRoles.role})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
