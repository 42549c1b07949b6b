import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { blocks } from '#server/db/schema/index';
import { AppError } from '#server/errors';

/** Whether `blockerId` blocked `blockedId`. */
export async function hasBlocked(db: Database, blockerId: string, blockedId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return Boolean(row);
}

/**
 * Refuses what a blocked member tries on the member who blocked them (follow, comment, request):
 * the same words whichever it is, and no more said about why.
 */
export async function refuseIfBlockedBy(db: Database, blockerId: string, actorId: string) {
  if (await hasBlocked(db, blockerId, actorId)) throw new AppError('forbidden', 'blockedByMember');
}

/** An id given, or a column of the query around the subquery, named with its table. */
const idOrColumn = (id: AnyPgColumn | string) => (typeof id === 'string' ? sql`${id}` : qualified(id));

/** SQL: `blockerId` blocked `blockedId`. */
export const blockedBy = (blockerId: AnyPgColumn | string, blockedId: AnyPgColumn | string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${blocks} where ${and(
    sql`${blocks.blockerId} = ${idOrColumn(blockerId)}`,
    sql`${blocks.blockedId} = ${idOrColumn(blockedId)}`,
  )})`;

/** SQL: a block stands between the two users, whichever blocked whom. */
export const blockBetween = (userId: string, otherId: AnyPgColumn | string): SQL<boolean> =>
  sql<boolean>`(${blockedBy(userId, otherId)} or ${blockedBy(otherId, userId)})`;

/**
 * SQL: the users with a block between them and `userId`, whichever blocked whom, as a subquery of
 * ids. `not in` it for a set of rows (the people a member follows): read once from both indexes of
 * blocks and hashed, where blockBetween probes them again for every row.
 */
export const blockedEitherWay = (userId: string): SQL =>
  sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${userId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${userId})`;
