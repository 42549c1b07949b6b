import { and, eq, sql } from 'drizzle-orm';
import { COLLECTION_ITEMS_MAX_COUNT } from '#shared/constants';
import { type ProjectSaves, SAVED_COLLECTION } from '#shared/schemas/collections';
import type { Database } from '#server/db/client';
import { collectionItems, collections } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { findVisibleProjectStanding } from '#server/features/projects/index';
import { refuseIfBlockedBy } from '#server/policy/blocks';
import { lockMember } from '#server/db/member-lock';
import { ownCollectionId } from './own-collections';

/**
 * Refuses a save of a project the member may not see, or whose owner blocked them (as a comment or
 * a like would be). Saving one's own work is allowed: a creator curates too.
 */
async function requireSavable(db: Database, memberId: string, projectId: string) {
  const found = await findVisibleProjectStanding(db, { projectId }, memberId);
  if (!found || !found.project.published) throw new AppError('not_found', 'projectNotFound');
  await refuseIfBlockedBy(db, found.owner.userId, memberId);
}

/** Puts a project in one of the member's collections (Saved or a named one); twice changes nothing. */
export async function saveProject(tx: Database, memberId: string, ref: string, projectId: string) {
  await requireSavable(tx, memberId, projectId);
  await lockMember(tx, memberId);
  const collectionId = await ownCollectionId(tx, memberId, ref);
  const [{ held } = { held: 0 }] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  if (held >= COLLECTION_ITEMS_MAX_COUNT) throw new AppError('conflict', 'collectionFull');
  const added = await tx
    .insert(collectionItems)
    .values({ collectionId, projectId, savedBy: memberId })
    .onConflictDoNothing()
    .returning({ projectId: collectionItems.projectId });
  // A collection that changed is newer: its place in the sitemap and on its owner's profile.
  if (added.length > 0) await touch(tx, collectionId);
}

/** Takes a project out of one of the member's collections; taking it out twice changes nothing. */
export async function unsaveProject(db: Database, memberId: string, ref: string, projectId: string) {
  await db.transaction(async (tx) => {
    const collectionId = await ownCollectionId(tx, memberId, ref);
    const removed = await tx
      .delete(collectionItems)
      .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.projectId, projectId)))
      .returning({ projectId: collectionItems.projectId });
    if (removed.length > 0) await touch(tx, collectionId);
  });
}

const touch = (tx: Database, collectionId: string) =>
  tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));

/** Which of the member's collections hold a project, and how many members saved it. */
export async function projectSaves(db: Database, memberId: string, projectId: string): Promise<ProjectSaves> {
  const found = await findVisibleProjectStanding(db, { projectId }, memberId);
  if (!found) throw new AppError('not_found', 'projectNotFound');
  const [holding, [total]] = await Promise.all([
    db
      .select({ id: collections.id, kind: collections.kind })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(and(eq(collectionItems.projectId, projectId), eq(collectionItems.savedBy, memberId))),
    db
      .select({ count: sql<number>`count(distinct ${collectionItems.savedBy})::int` })
      .from(collectionItems)
      .where(eq(collectionItems.projectId, projectId)),
  ]);
  return {
    collectionIds: holding.map((row) => (row.kind === 'saved' ? SAVED_COLLECTION : row.id)),
    saveCount: total?.count ?? 0,
  };
}
