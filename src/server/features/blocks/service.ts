import { and, desc, eq, or } from 'drizzle-orm';
import type { BlockedMember } from '#shared/schemas/blocks';
import type { Database } from '#server/db/client';
import { blocks, follows, profiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { findVisibleProfile } from '#server/features/profiles/index';

async function userIdOfHandle(db: Database, handle: string) {
  const found = await findVisibleProfile(db, handle);
  if (!found) throw new AppError('not_found', 'profileNotFound');
  return found.profile.userId;
}

/**
 * Blocks the member behind a handle; blocking twice changes nothing. Follows end both ways, as
 * neither may follow the other while the block stands.
 */
export async function blockMember(db: Database, blockerId: string, handle: string) {
  const blockedId = await userIdOfHandle(db, handle);
  if (blockedId === blockerId) throw new AppError('validation_failed', 'cannotBlockYourself');
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followingId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followingId, blockerId)),
        ),
      );
  });
}

export async function unblockMember(db: Database, blockerId: string, handle: string) {
  const blockedId = await userIdOfHandle(db, handle);
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The members the user blocked, latest first: Settings lists them with Unblock. */
export async function listBlockedMembers(db: Database, blockerId: string): Promise<BlockedMember[]> {
  const rows = await db
    .select({
      handle: profiles.handle,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.flatMap(({ handle, blockedAt, ...row }) =>
    handle ? [{ ...row, handle, blockedAt: blockedAt.toISOString() }] : [],
  );
}
