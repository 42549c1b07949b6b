import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { PRICING_TYPES } from '#shared/constants';
import type { FeedItem, FeedPage } from '#shared/schemas/home';
import type { Database } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { afterCursor, cursorTimeOf, PAGE_QUERY_LIMIT, type PageCursor, toPage } from '#server/db/pagination';
import {
  collectionItems,
  follows,
  projectComments,
  projectReactions,
  projects,
  publicProfiles,
  services,
} from '#server/db/schema/index';
import { projectCardColumns } from '#server/features/projects/index';
import { serviceCardColumns } from '#server/features/services/index';
import { blockedEitherWay } from '#server/policy/blocks';

type PricingType = (typeof PRICING_TYPES)[number];

/**
 * The public profiles a member follows, unless a block stands between them: read once per page and
 * shared by both lists (a query named twice is computed once), each followed profile's newest work
 * then read along its owner's index.
 */
const followedProfiles = (db: Database, memberId: string) =>
  db.$with('followed').as(
    db
      .select({ id: publicProfiles.id })
      .from(follows)
      .innerJoin(publicProfiles, eq(publicProfiles.userId, follows.followingId))
      .where(
        and(eq(follows.followerId, memberId), notInArray(follows.followingId, blockedEitherWay(memberId))),
      ),
  );

/**
 * One page of the newest projects and services of the people a member follows, in (created_at, id)
 * order. Each list is read along its owners' newest-first index and cut at a page; the union of the
 * two keeps the newest page of both. Then the page's own rows are read whole, with their counts.
 */
export async function readFollowingFeed(
  db: Database,
  memberId: string,
  cursor: PageCursor | undefined,
): Promise<FeedPage> {
  const followed = followedProfiles(db, memberId);
  const followedIds = db.select({ id: followed.id }).from(followed);
  const newProjects = db
    .select({
      kind: sql<'project' | 'service'>`'project'`.as('kind'),
      id: projects.id,
      createdAt: projects.createdAt,
      cursorTime: cursorTimeOf(projects.createdAt).as('cursor_time'),
    })
    .from(projects)
    .where(
      and(
        eq(projects.published, true),
        inArray(projects.ownerId, followedIds),
        cursor ? afterCursor(projects.createdAt, projects.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PAGE_QUERY_LIMIT);
  const newServices = db
    .select({
      kind: sql<'project' | 'service'>`'service'`.as('kind'),
      id: services.id,
      createdAt: services.createdAt,
      cursorTime: cursorTimeOf(services.createdAt).as('cursor_time'),
    })
    .from(services)
    .where(
      and(
        eq(services.active, true),
        inArray(services.profileId, followedIds),
        cursor ? afterCursor(services.createdAt, services.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(PAGE_QUERY_LIMIT);
  const newest = unionAll(newProjects, newServices).as('newest');
  const rows = await db
    .with(followed)
    .select()
    .from(newest)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(PAGE_QUERY_LIMIT);

  const page = toPage(rows, (row) => row);
  const projectIds = page.items.filter((row) => row.kind === 'project').map((row) => row.id);
  const serviceIds = page.items.filter((row) => row.kind === 'service').map((row) => row.id);
  const [projectCards, serviceCards] = await Promise.all([
    readProjectCards(db, projectIds),
    readServiceCards(db, serviceIds),
  ]);
  const cards = new Map<string, FeedItem>([...projectCards, ...serviceCards].map((card) => [card.id, card]));
  return {
    // A row gone between the two reads (unpublished that instant) is left out, not shown half.
    items: page.items.flatMap((row) => cards.get(row.id) ?? []),
    nextCursor: page.nextCursor,
  };
}

// A project's counts as its page shows them: likes, members who saved it (once each, whatever the
// number of their collections), and comments not deleted.
const likeCount = sql<number>`(select count(*)::int from ${projectReactions} where ${projectReactions.projectId} = ${qualified(projects.id)})`;
const saveCount = sql<number>`(select count(distinct ${collectionItems.savedBy})::int from ${collectionItems} where ${collectionItems.projectId} = ${qualified(projects.id)})`;
const commentCount = sql<number>`(select count(*)::int from ${projectComments} where ${projectComments.projectId} = ${qualified(projects.id)} and ${projectComments.deletedAt} is null)`;

async function readProjectCards(db: Database, ids: string[]): Promise<FeedItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...projectCardColumns,
      ownerDisplayName: publicProfiles.displayName,
      ownerAvatarUrl: publicProfiles.avatarUrl,
      likeCount,
      saveCount,
      commentCount,
    })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(and(inArray(projects.id, ids), eq(projects.published, true)));
  return rows.map((row) => ({ ...row, kind: 'project', createdAt: row.createdAt.toISOString() }));
}

async function readServiceCards(db: Database, ids: string[]): Promise<FeedItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(serviceCardColumns)
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(and(inArray(services.id, ids), eq(services.active, true)));
  return rows.map((row) => ({
    ...row,
    kind: 'service',
    // The column's check constraint holds it to these.
    pricingType: row.pricingType as PricingType,
    createdAt: row.createdAt.toISOString(),
  }));
}
