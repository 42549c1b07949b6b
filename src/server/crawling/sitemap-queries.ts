import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { afterCursorOldestFirst, cursorTimeOf, type PageCursor } from '#server/db/pagination';
import { collections, profiles, projects, publicProfiles, services } from '#server/db/schema/index';

/** The kinds of public page listed from the database. */
export const SITEMAP_KINDS = ['profiles', 'projects', 'services', 'collections'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One listed page: its path on the site, when it last changed, and its place in the list. */
export type SitemapRow = { path: string; updatedAt: Date; cursorTime: string; id: string };

/** How many rows a kind's list holds, and the cursor each of its pages after the first begins after. */
export type SitemapPages = { total: number; starts: PageCursor[] };

type ListedRow = { id: string; handle: string; slug: string | null };

type Source = {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt:
    | typeof profiles.updatedAt
    | typeof projects.updatedAt
    | typeof services.updatedAt
    | typeof collections.updatedAt;
  /** The row's tie to its owner's profile: the row is listed only while that profile is public. */
  owner: SQL;
  /** The row's own condition for being shown, besides its profile's. */
  shown?: SQL;
  slug?: AnyPgColumn;
  path: (row: ListedRow) => string;
};

const segment = encodeURIComponent;

// What is listed is what the public pages show: a profile in the public view (onboarded, not banned;
// a deleted account has no row left), a published project or an active service of such a profile.
// Each list is read oldest first along the index of its public list (decision 19), backwards.
const SOURCES: Record<SitemapKind, Source> = {
  profiles: {
    table: profiles,
    id: profiles.id,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
    owner: eq(publicProfiles.id, profiles.id),
    path: ({ handle }) => `/${segment(handle)}`,
  },
  projects: {
    table: projects,
    id: projects.id,
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
    owner: eq(publicProfiles.id, projects.ownerId),
    shown: eq(projects.published, true),
    slug: projects.slug,
    path: ({ handle, slug }) => `/${segment(handle)}/${segment(slug ?? '')}`,
  },
  services: {
    table: services,
    id: services.id,
    createdAt: services.createdAt,
    updatedAt: services.updatedAt,
    owner: eq(publicProfiles.id, services.profileId),
    shown: eq(services.active, true),
    path: ({ id }) => `/services/${segment(id)}`,
  },
  // A public collection (docs/decisions/0052-home-saves-and-drafts.md); its owner is a user.
  collections: {
    table: collections,
    id: collections.id,
    createdAt: collections.createdAt,
    updatedAt: collections.updatedAt,
    owner: eq(publicProfiles.userId, collections.ownerId),
    shown: eq(collections.isPublic, true),
    path: ({ id }) => `/collections/${segment(id)}`,
  },
};

/** One page of a kind's list, oldest first, after the cursor when given. */
export async function listSitemapRows(
  db: Database,
  kind: SitemapKind,
  after: PageCursor | undefined,
  limit: number,
): Promise<SitemapRow[]> {
  const source = SOURCES[kind];
  const rows = await db
    .select({
      id: sql<string>`${source.id}`,
      cursorTime: cursorTimeOf(source.createdAt),
      updatedAt: source.updatedAt,
      handle: publicProfiles.handle,
      slug: source.slug ? sql<string>`${source.slug}` : sql<null>`null`,
    })
    .from(source.table)
    .innerJoin(publicProfiles, source.owner)
    .where(and(source.shown, after ? afterCursorOldestFirst(source.createdAt, source.id, after) : undefined))
    .orderBy(asc(source.createdAt), asc(source.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    cursorTime: row.cursorTime,
    updatedAt: row.updatedAt,
    path: source.path(row),
  }));
}

/**
 * How many rows a kind's list holds, and where each page of `pageSize` begins: the key of every
 * pageSize-th row, found in one pass over the list, so that each page is then read as one range.
 */
export async function findSitemapPages(
  db: Database,
  kind: SitemapKind,
  pageSize: number,
): Promise<SitemapPages> {
  const source = SOURCES[kind];
  const numbered = db
    .select({
      cursorTime: cursorTimeOf(source.createdAt).as('cursor_time'),
      id: sql<string>`${source.id}`.as('row_id'),
      position: sql<string>`row_number() over (order by ${source.createdAt}, ${source.id})`.as('position'),
      total: sql<string>`count(*) over ()`.as('total'),
    })
    .from(source.table)
    .innerJoin(publicProfiles, source.owner)
    .where(source.shown)
    .as('numbered');
  const rows = await db
    .select()
    .from(numbered)
    .where(sql`${numbered.position} % ${pageSize} = 0 or ${numbered.position} = 1`)
    .orderBy(asc(numbered.position));
  const total = Number(rows[0]?.total ?? 0);
  // A page ends at each pageSize-th row; the next begins after it, unless that row was the last.
  const ends = rows.filter((row) => Number(row.position) % pageSize === 0 && Number(row.position) < total);
  return { total, starts: ends.map((row) => ({ createdAt: row.cursorTime, id: row.id })) };
}
