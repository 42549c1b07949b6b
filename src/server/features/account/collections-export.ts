import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { collectionItems, collections, profiles, projects } from '#server/db/schema/index';

/**
 * A member's collections for their data export: each with its name, visibility and the projects it
 * holds (as their addresses, whoever made them), in the member's order.
 */
export async function exportCollections(db: Database, ownerId: string) {
  const [own, items] = await Promise.all([
    db
      .select({
        id: collections.id,
        kind: collections.kind,
        name: collections.name,
        isPublic: collections.isPublic,
        createdAt: collections.createdAt,
      })
      .from(collections)
      .where(eq(collections.ownerId, ownerId))
      .orderBy(asc(collections.position), asc(collections.createdAt)),
    db
      .select({
        collectionId: collectionItems.collectionId,
        title: projects.title,
        handle: profiles.handle,
        slug: projects.slug,
        savedAt: collectionItems.createdAt,
      })
      .from(collectionItems)
      .innerJoin(projects, eq(projects.id, collectionItems.projectId))
      .innerJoin(profiles, eq(profiles.id, projects.ownerId))
      .where(eq(collectionItems.savedBy, ownerId))
      .orderBy(asc(collectionItems.createdAt)),
  ]);
  return own.map(({ id, ...collection }) => ({
    ...collection,
    projects: items
      .filter((item) => item.collectionId === id)
      .map(({ collectionId: _collectionId, ...item }) => item),
  }));
}
