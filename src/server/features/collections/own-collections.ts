import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COLLECTIONS_MAX_COUNT } from '#shared/constants';
import { type CollectionChange, type CollectionSummary, SAVED_COLLECTION } from '#shared/schemas/collections';
import type { Database } from '#server/db/client';
import { collections } from '#server/db/schema/index';
import { lockMember } from '#server/db/member-lock';
import { AppError } from '#server/errors';
import { listCovers, countVisibleItems } from './collection-contents';

type CollectionRef = typeof SAVED_COLLECTION | string;

/** The id of the member's Saved collection, made the first time they save anything. */
export async function savedCollectionId(tx: Database, ownerId: string): Promise<string> {
  await tx.insert(collections).values({ ownerId, kind: 'saved' }).onConflictDoNothing();
  const [saved] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.kind, 'saved')));
  if (!saved) throw new Error('the Saved collection was just made');
  return saved.id;
}

/** The id behind a reference to one of the member's own collections; someone else's is not there. */
export async function ownCollectionId(tx: Database, ownerId: string, ref: CollectionRef): Promise<string> {
  if (ref === SAVED_COLLECTION) return savedCollectionId(tx, ownerId);
  const [found] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, ref), eq(collections.ownerId, ownerId), eq(collections.kind, 'named')));
  if (!found) throw new AppError('not_found', 'collectionNotFound');
  return found.id;
}

/** The member's collections: Saved first (even before its first save), then theirs in their order. */
export async function listOwnCollections(db: Database, ownerId: string): Promise<CollectionSummary[]> {
  const rows = await db
    .select({
      id: collections.id,
      kind: collections.kind,
      name: collections.name,
      isPublic: collections.isPublic,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .where(eq(collections.ownerId, ownerId))
    .orderBy(sql`${collections.kind} = 'saved' desc`, asc(collections.position), asc(collections.createdAt));
  const ids = rows.map((row) => row.id);
  const [counts, covers] = await Promise.all([
    countVisibleItems(db, ids, ownerId),
    listCovers(db, ids, ownerId),
  ]);
  const summaries = rows.map((row) => ({
    id: row.kind === 'saved' ? SAVED_COLLECTION : row.id,
    name: row.name,
    isPublic: row.isPublic,
    itemCount: counts.get(row.id) ?? 0,
    covers: covers.get(row.id) ?? [],
    updatedAt: row.updatedAt.toISOString(),
  }));
  if (rows[0]?.kind === 'saved') return summaries;
  const neverSaved = {
    id: SAVED_COLLECTION,
    name: null,
    isPublic: false,
    itemCount: 0,
    covers: [],
    updatedAt: new Date(0).toISOString(),
  };
  return [neverSaved, ...summaries];
}

/** A new named collection at the end of the member's list; answers its id. */
export async function createCollection(
  tx: Database,
  ownerId: string,
  input: { name: string; isPublic: boolean },
): Promise<string> {
  await lockMember(tx, ownerId);
  const [{ named, lastPosition } = { named: 0, lastPosition: 0 }] = await tx
    .select({
      named: sql<number>`count(*)::int`,
      lastPosition: sql<number>`coalesce(max(${collections.position}), 0)::int`,
    })
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.kind, 'named')));
  if (named >= COLLECTIONS_MAX_COUNT) throw new AppError('conflict', 'tooManyCollections');
  const [created] = await tx
    .insert(collections)
    .values({
      ownerId,
      kind: 'named',
      name: input.name,
      isPublic: input.isPublic,
      position: lastPosition + 1,
    })
    .returning({ id: collections.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

/** Renames one of the member's named collections, or makes it public or private. */
export async function changeCollection(db: Database, ownerId: string, id: string, change: CollectionChange) {
  const changed = await db
    .update(collections)
    .set({ ...change })
    .where(and(eq(collections.id, id), eq(collections.ownerId, ownerId), eq(collections.kind, 'named')))
    .returning({ id: collections.id });
  if (changed.length === 0) throw new AppError('not_found', 'collectionNotFound');
}

/** Deletes one of the member's named collections and what it holds; Saved cannot be deleted. */
export async function deleteCollection(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.ownerId, ownerId), eq(collections.kind, 'named')))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw new AppError('not_found', 'collectionNotFound');
}

/**
 * Puts the member's named collections in the order given. The list must name each of them once:
 * an order made in a tab that missed a new collection is refused rather than half applied.
 */
export async function reorderCollections(db: Database, ownerId: string, order: string[]) {
  await db.transaction(async (tx) => {
    await lockMember(tx, ownerId);
    const own = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.ownerId, ownerId), eq(collections.kind, 'named')));
    const ownIds = new Set(own.map((row) => row.id));
    const complete = order.length === ownIds.size && new Set(order).size === order.length;
    if (!complete || !order.every((id) => ownIds.has(id))) {
      throw new AppError('conflict', 'collectionOrderStale');
    }
    if (order.length === 0) return;
    await tx
      .update(collections)
      .set({
        position: sql`array_position(${sql.param(order)}::uuid[], ${collections.id})`,
        updatedAt: sql`${collections.updatedAt}`,
      })
      .where(inArray(collections.id, order));
  });
}
