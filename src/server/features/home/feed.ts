import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
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
  remoteLikes,
  services,
} from '#server/db/schema/index';
import { projectCardColumns } from '#server/features/projects/index';
import { serviceCardColumns } from '#server/features/services/index';
import { blockedEitherWay } from '#server/policy/blocks';

type PricingType = (typeof PRICING_TYPES)[number];

/**
 * The public profiles a member follows, unless a block stands between them: read once per statement
 * and shared by both lists (a query named twice is computed once).
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
 * How many of the newest projects (and, apart, services) the first way reads. A member who follows 1%
 * of the creators finds a page in about the newest 2,600; a site with fewer rows is read to its end.
 */
const RECENT_WINDOW = 20_000;

type FeedKind = 'project' | 'service';

/** A list's table as the feed reads it: its owner column and what keeps a row out of sight. */
const LISTS = {
  project: { table: projects, ownerId: projects.ownerId, shown: eq(projects.published, true) },
  service: { table: services, ownerId: services.profileId, shown: eq(services.active, true) },
} as const;

/**
 * The first way: walk each list's newest rows (one covering index, no table read) and keep those of
 * followed owners, stopping at a page. Enough when followed work is among the newest rows. A list whose
 * window ran out before a page was found says so (`windowEnd`), and the second way answers instead.
 */
function newestInWindow(db: Database, memberId: string, cursor: PageCursor | undefined, window: number) {
  const followed = followedProfiles(db, memberId);
  const listOf = (kind: FeedKind) => {
    const { table, ownerId, shown } = LISTS[kind];
    const recent = db
      .select({
        id: table.id,
        ownerId: sql<string>`${ownerId}`.as('owner_id'),
        createdAt: table.createdAt,
        position: sql<number>`row_number() over (order by ${table.createdAt} desc, ${table.id} desc)`.as(
          'position',
        ),
      })
      .from(table)
      .where(and(shown, cursor ? afterCursor(table.createdAt, table.id, cursor) : undefined))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(window)
      .as('recent');
    // "is true" keeps the test a filter, the followed set hashed once, rather than a join the planner
    // would loop over the set for each row (it estimates the set from no statistics).
    const isFollowed = sql<boolean>`(${recent.ownerId} in (select ${followed.id} from ${followed})) is true`;
    return db
      .select({
        kind: sql<FeedKind>`${kind}::text`.as('kind'),
        id: recent.id,
        createdAt: recent.createdAt,
        cursorTime: cursorTimeOf(recent.createdAt).as('cursor_time'),
        isFollowed: isFollowed.as('is_followed'),
        windowEnd: sql<boolean>`${recent.position} = ${window}`.as('window_end'),
      })
      .from(recent)
      .where(or(isFollowed, eq(recent.position, window)))
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .limit(PAGE_QUERY_LIMIT);
  };
  const newest = unionAll(listOf('project'), listOf('service')).as('newest');
  return db.with(followed).select().from(newest).orderBy(desc(newest.createdAt), desc(newest.id));
}

/**
 * The second way: each followed owner's newest rows, read along its owner's index, then the newest
 * page of them all. Its cost grows with the number followed, not with how old their work is.
 */
function newestOfEveryFollowed(db: Database, memberId: string, cursor: PageCursor | undefined) {
  const followed = followedProfiles(db, memberId);
  const listOf = (kind: FeedKind) => {
    const { table, ownerId, shown } = LISTS[kind];
    return db
      .select({
        kind: sql<FeedKind>`${kind}::text`.as('kind'),
        id: table.id,
        createdAt: table.createdAt,
        cursorTime: cursorTimeOf(table.createdAt).as('cursor_time'),
      })
      .from(table)
      .where(
        and(
          shown,
          inArray(ownerId, db.select({ id: followed.id }).from(followed)),
          cursor ? afterCursor(table.createdAt, table.id, cursor) : undefined,
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(PAGE_QUERY_LIMIT);
  };
  const newest = unionAll(listOf('project'), listOf('service')).as('newest');
  return db
    .with(followed)
    .select()
    .from(newest)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(PAGE_QUERY_LIMIT);
}

/**
 * One page of the newest projects and services of the people a member follows, in (created_at, id)
 * order: from the newest rows when they hold a page of each list (or all there is), else from every
 * followed owner's rows. Then the page's own rows are read whole, with their counts.
 */
export async function readFollowingFeed(
  db: Database,
  memberId: string,
  cursor: PageCursor | undefined,
  { recentWindow = RECENT_WINDOW }: { recentWindow?: number } = {},
): Promise<FeedPage> {
  const windowed = await newestInWindow(db, memberId, cursor, recentWindow);
  const rows = windowed.some((row) => row.windowEnd)
    ? await newestOfEveryFollowed(db, memberId, cursor)
    : windowed.filter((row) => row.isFollowed).slice(0, PAGE_QUERY_LIMIT);

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

// A project's counts as its page shows them: likes (with those from other servers), members who saved it (once each, whatever the
// number of their collections), and comments not deleted.
const likeCount = sql<number>`((select count(*)::int from ${projectReactions} where ${projectReactions.projectId} = ${qualified(projects.id)})
  + (select count(*)::int from ${remoteLikes} where ${remoteLikes.projectId} = ${qualified(projects.id)}))`;
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
