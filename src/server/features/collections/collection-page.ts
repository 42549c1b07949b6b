import { and, eq, sql } from 'drizzle-orm';
import { type CollectionPage, SAVED_COLLECTION } from '#shared/schemas/collections';
import type { Database } from '#server/db/client';
import { type PageCursor, toPage } from '#server/db/pagination';
import { collections, profiles, publicProfiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { blockBetween } from '#server/policy/blocks';
import { countVisibleItems, listItemsPage, toProjectCard } from './collection-contents';

/**
 * The collection a reader asked for: their own Saved, any of their own, or someone else's public
 * one, unless a block stands between them and its owner. Anything else is not there, the same
 * answer whether it exists or not.
 */
async function findReadableCollection(db: Database, ref: string, readerId: string | null) {
  const owned = ref === SAVED_COLLECTION;
  if (owned && !readerId) throw new AppError('not_found', 'collectionNotFound');
  const [row] = await db
    .select({
      id: collections.id,
      kind: collections.kind,
      name: collections.name,
      isPublic: collections.isPublic,
      ownerId: collections.ownerId,
      handle: profiles.handle,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      ownerIsPublic: publicProfiles.id,
      blocked: readerId ? blockBetween(readerId, collections.ownerId) : sql<boolean>`false`,
    })
    .from(collections)
    .innerJoin(profiles, eq(profiles.userId, collections.ownerId))
    .leftJoin(publicProfiles, eq(publicProfiles.userId, collections.ownerId))
    .where(
      owned
        ? and(eq(collections.ownerId, readerId!), eq(collections.kind, 'saved'))
        : and(eq(collections.id, ref), readerId ? undefined : eq(collections.isPublic, true)),
    )
    .limit(1);
  return row;
}

/** A page of a collection, newest save first. */
export async function readCollection(
  db: Database,
  ref: string,
  readerId: string | null,
  cursor: PageCursor | undefined,
): Promise<CollectionPage> {
  const row = await findReadableCollection(db, ref, readerId);
  const isOwner = Boolean(row && readerId && row.ownerId === readerId);
  if (!row) {
    if (ref === SAVED_COLLECTION && readerId) return emptySaved(db, readerId);
    throw new AppError('not_found', 'collectionNotFound');
  }
  if (!isOwner) {
    const shown = row.isPublic && row.ownerIsPublic !== null;
    if (!shown || row.blocked) {
      throw new AppError('not_found', 'collectionNotFound');
    }
  }
  const [rows, counts] = await Promise.all([
    listItemsPage(db, row.id, readerId, cursor),
    countVisibleItems(db, [row.id], readerId),
  ]);
  const page = toPage(rows, toProjectCard);
  return {
    id: row.kind === 'saved' ? SAVED_COLLECTION : row.id,
    name: row.name,
    isPublic: row.isPublic,
    isOwner,
    owner: { handle: row.handle ?? '', displayName: row.displayName, avatarUrl: row.avatarUrl },
    itemCount: counts.get(row.id) ?? 0,
    ...page,
  };
}

/** Saved before its first save: nothing in it yet. */
async function emptySaved(db: Database, readerId: string): Promise<CollectionPage> {
  const [owner] = await db
    .select({ handle: profiles.handle, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, readerId));
  return {
    id: SAVED_COLLECTION,
    name: null,
    isPublic: false,
    isOwner: true,
    owner: {
      handle: owner?.handle ?? '',
      displayName: owner?.displayName ?? null,
      avatarUrl: owner?.avatarUrl ?? null,
    },
    itemCount: 0,
    items: [],
    nextCursor: null,
  };
}
