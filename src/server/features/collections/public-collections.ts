import { and, desc, eq, sql } from 'drizzle-orm';
import type { PublicCollection } from '#shared/schemas/collections';
import type { Database } from '#server/db/client';
import { collections } from '#server/db/schema/index';
import { blockBetween } from '#server/policy/blocks';
import { countVisibleItems, listCovers } from './collection-contents';

/** The most public collections a profile lists; the rest are a link away from their owner's list. */
export const PROFILE_COLLECTIONS_SHOWN = 12;

/**
 * A member's public collections as their profile shows them, most recently changed first. Empty
 * ones are left out: a profile shows what someone gathered, not a heading with nothing under it.
 */
export async function listPublicCollections(
  db: Database,
  ownerId: string,
  readerId: string | null,
): Promise<PublicCollection[]> {
  const rows = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(
      and(
        eq(collections.ownerId, ownerId),
        eq(collections.isPublic, true),
        // As their pages: a block between reader and owner hides them all.
        readerId ? sql`not ${blockBetween(readerId, collections.ownerId)}` : undefined,
      ),
    )
    .orderBy(desc(collections.updatedAt))
    .limit(PROFILE_COLLECTIONS_SHOWN);
  const ids = rows.map((row) => row.id);
  const [counts, covers] = await Promise.all([
    countVisibleItems(db, ids, readerId),
    listCovers(db, ids, readerId),
  ]);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name ?? '',
      itemCount: counts.get(row.id) ?? 0,
      covers: covers.get(row.id) ?? [],
    }))
    .filter((collection) => collection.itemCount > 0);
}
