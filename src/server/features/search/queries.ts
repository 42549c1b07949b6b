import { and, desc, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, projects, publicProfiles } from '#server/db/schema/index';
import { lowerWords } from '#server/db/schema/search-documents';
import { candidateIds, findPage, idAmong, type TableOrAlias } from './candidates';
import {
  afterCursor,
  type CursorParams,
  cursorTimeOf,
  PAGE_QUERY_LIMIT,
  type PageCursor,
} from '#server/db/pagination';
import { statementsPerShape } from '#server/db/statements-per-shape';
import { matchesPrefixQuery, toPrefixQuery } from './prefix-query';

export type ExploreFilters = { q: string; stack: string; hireable: boolean; cursor?: PageCursor };
export type PeopleFilters = { q: string; hireable: boolean; cursor?: PageCursor };

type ProjectColumns = TableOrAlias<typeof projects>;
type ProfileColumns = TableOrAlias<typeof profiles>;
/** A value in a query: given, or a placeholder that a prepared statement fills at each run. */
type Param = string | Placeholder;

// Each condition repeats the column or expression (and `published`, the predicate) of the index that
// serves it: projects_published_created_id_idx, projects_search_idx, projects_stack_idx,
// profiles_search_idx. The search documents are stored columns (search_vector), read, not recomputed.
const isPublished = (project: ProjectColumns) => sql`${project.published}`;
const projectAfter = (project: ProjectColumns, cursor?: CursorParams) =>
  cursor ? afterCursor(project.createdAt, project.id, cursor) : undefined;
const profileAfter = (profile: ProfileColumns, cursor?: PageCursor) =>
  cursor ? afterCursor(profile.createdAt, profile.id, cursor) : undefined;

/** The project conditions a GIN index can answer: words of the document, one technology in any case. */
function projectMatches(project: ProjectColumns, prefixQuery: Param | null, stack: Param | null) {
  return [
    prefixQuery ? matchesPrefixQuery(project.searchVector, prefixQuery) : undefined,
    // One whole technology: 'react' finds 'React' but not 'React Native' or 'Preact'.
    stack ? sql`${lowerWords(project.stack)} @> array[lower(${stack}::text)]` : undefined,
  ];
}

/** One page (plus one row) of published projects of visible owners, newest first. */
function selectExplorePage(db: Database, conditions: (SQL | undefined)[]) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      slug: projects.slug,
      summary: projects.summary,
      coverUrl: projects.coverUrl,
      stack: projects.stack,
      createdAt: projects.createdAt,
      cursorTime: cursorTimeOf(projects.createdAt),
      ownerHandle: publicProfiles.handle,
      ownerDisplayName: publicProfiles.displayName,
      ownerAvatarUrl: publicProfiles.avatarUrl,
      ownerHireable: publicProfiles.hireable,
    })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(and(isPublished(projects), ...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PAGE_QUERY_LIMIT);
}

/** Which filters an Explore request uses: each combination is one prepared statement (or two). */
type ExploreShape = { hireable: boolean; after: boolean; words: boolean; stack: boolean };
type ExploreValues = Record<'prefixQuery' | 'stack' | 'cursorTime' | 'cursorId', string | null | undefined>;

const exploreParams = {
  prefixQuery: sql.placeholder('prefixQuery'),
  stack: sql.placeholder('stack'),
  cursor: { createdAt: sql.placeholder('cursorTime'), id: sql.placeholder('cursorId') },
};

const exploreStatements = statementsPerShape(
  (shape: ExploreShape) => [shape.hireable, shape.after, shape.words, shape.stack].map(Number).join(''),
  (db, shape) => {
    const cursor = shape.after ? exploreParams.cursor : undefined;
    const prefixQuery = shape.words ? exploreParams.prefixQuery : null;
    const stack = shape.stack ? exploreParams.stack : null;
    const shared = [
      shape.hireable ? eq(publicProfiles.hireable, true) : undefined,
      projectAfter(projects, cursor),
    ];
    if (!prefixQuery && !stack) {
      const newestPage = selectExplorePage(db, shared).prepare('');
      return (values: ExploreValues) => newestPage.execute(values);
    }

    const { newestIds, matchingIds } = candidateIds(
      db,
      projects,
      (row) => [isPublished(row), projectAfter(row, cursor)],
      (row) => projectMatches(row, prefixQuery, stack),
    );
    const recentWindow = selectExplorePage(db, [
      ...shared,
      idAmong(projects.id, newestIds),
      ...projectMatches(projects, prefixQuery, stack),
    ]).prepare('');
    const allMatches = selectExplorePage(db, [...shared, idAmong(projects.id, matchingIds)]).prepare('');
    return (values: ExploreValues) =>
      findPage(
        () => recentWindow.execute(values),
        () => allMatches.execute(values),
      );
  },
);

/** A page of Explore (plus one row, to tell whether another follows). */
export async function listExploreProjects(db: Database, { q, stack, hireable, cursor }: ExploreFilters) {
  const prefixQuery = toPrefixQuery(q);
  const run = exploreStatements(db, {
    hireable,
    after: Boolean(cursor),
    words: Boolean(prefixQuery),
    stack: Boolean(stack),
  });
  return run({ prefixQuery, stack, cursorTime: cursor?.createdAt, cursorId: cursor?.id });
}

/**
 * One page (plus one row) of public profiles, newest first. created_at is not in the public view, so
 * the view is joined to its table.
 */
function selectPeoplePage(db: Database, conditions: (SQL | undefined)[]) {
  return db
    .select({
      id: profiles.id,
      cursorTime: cursorTimeOf(profiles.createdAt),
      handle: publicProfiles.handle,
      displayName: publicProfiles.displayName,
      avatarUrl: publicProfiles.avatarUrl,
      skills: publicProfiles.skills,
      hireable: publicProfiles.hireable,
      roles: publicProfiles.roles,
    })
    .from(profiles)
    .innerJoin(publicProfiles, eq(publicProfiles.id, profiles.id))
    .where(and(...conditions))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_QUERY_LIMIT);
}

/** A page of People (plus one row, to tell whether another follows). */
export async function listPeople(db: Database, { q, hireable, cursor }: PeopleFilters) {
  const prefixQuery = toPrefixQuery(q);
  const shared = [hireable ? eq(profiles.hireable, true) : undefined, profileAfter(profiles, cursor)];
  if (!prefixQuery) return selectPeoplePage(db, shared);

  const { newestIds, matchingIds } = candidateIds(
    db,
    profiles,
    (row) => [profileAfter(row, cursor)],
    (row) => [matchesPrefixQuery(row.searchVector, prefixQuery)],
  );
  return findPage(
    () =>
      selectPeoplePage(db, [
        ...shared,
        idAmong(profiles.id, newestIds),
        matchesPrefixQuery(profiles.searchVector, prefixQuery),
      ]),
    () => selectPeoplePage(db, [...shared, idAmong(profiles.id, matchingIds)]),
  );
}
