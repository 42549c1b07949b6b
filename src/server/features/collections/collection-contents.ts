import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProjectCard } from '#shared/schemas/projects';
import type { Database } from '#server/db/client';
import { afterCursor, cursorTimeOf, PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import { collectionItems, projects, publicProfiles } from '#server/db/schema/index';
import { projectCardColumns } from '#server/features/projects/index';
import { blockBetween } from '#server/policy/blocks';

// What a collection holds, as a reader may see it: a save shows while its project is published (a
// hold unpublishes; decision 32) and its owner's profile is public, and, to a signed-in reader, while
// no block stands between them and the project's owner. A hidden project stays saved and shows again
// once staff lift the hold (docs/decisions/0052-home-saves-and-drafts.md).
const shownTo = (readerId: string | null) =>
  and(
    eq(projects.published, true),
    readerId ? sql`not ${blockBetween(readerId, publicProfiles.userId)}` : undefined,
  );

/** How many saves each collection shows its reader, by collection id. */
export async function countVisibleItems(db: Database, collectionIds: string[], readerId: string | null) {
  const counts = new Map<string, number>();
  if (collectionIds.length === 0) return counts;
  const rows = await db
    .select({ collectionId: collectionItems.collectionId, count: sql<number>`count(*)::int` })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(
      and(sql`${collectionItems.collectionId} = any(${sql.param(collectionIds)}::uuid[])`, shownTo(readerId)),
    )
    .groupBy(collectionItems.collectionId);
  for (const row of rows) counts.set(row.collectionId, row.count);
  return counts;
}

type Cover = { projectId: string; coverUrl: string | null; title: string };

/** The three newest saves each collection shows its reader, for its tile, by collection id. */
export async function listCovers(db: Database, collectionIds: string[], readerId: string | null) {
  const covers = new Map<string, Cover[]>();
  if (collectionIds.length === 0) return covers;
  const numbered = db
    .select({
      collectionId: collectionItems.collectionId,
      projectId: projects.id,
      coverUrl: projects.coverUrl,
      title: projects.title,
      place:
        sql<number>`row_number() over (partition by ${collectionItems.collectionId} order by ${collectionItems.createdAt} desc, ${collectionItems.projectId} desc)`.as(
          'place',
        ),
    })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(
      and(sql`${collectionItems.collectionId} = any(${sql.param(collectionIds)}::uuid[])`, shownTo(readerId)),
    )
    .as('numbered');
  const rows = await db
    .select()
    .from(numbered)
    .where(sql`${numbered.place} <= 3`)
    .orderBy(numbered.collectionId, numbered.place);
  for (const row of rows) {
    const list = covers.get(row.collectionId) ?? [];
    list.push({ projectId: row.projectId, coverUrl: row.coverUrl, title: row.title });
    covers.set(row.collectionId, list);
  }
  return covers;
}

/** One page of a collection's saves as project cards, newest save first, after the cursor when given. */
export async function listItemsPage(
  db: Database,
  collectionId: string,
  readerId: string | null,
  cursor: PageCursor | undefined,
) {
  return db
    .select({
      ...projectCardColumns,
      cursorTime: cursorTimeOf(collectionItems.createdAt),
    })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        shownTo(readerId),
        cursor ? afterCursor(collectionItems.createdAt, collectionItems.projectId, cursor) : undefined,
      ),
    )
    .orderBy(desc(collectionItems.createdAt), desc(collectionItems.projectId))
    .limit(PAGE_QUERY_LIMIT);
}

export const toProjectCard = (row: Awaited<ReturnType<typeof listItemsPage>>[number]): ProjectCard => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  coverUrl: row.coverUrl,
  stack: row.stack,
  createdAt: row.createdAt.toISOString(),
  ownerHandle: row.ownerHandle,
});
