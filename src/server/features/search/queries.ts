import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, projects, publicProfiles } from '#server/db/schema/index';
import { profileTitle, titleVector } from '#server/db/schema/search-documents';
import type { TableOrAlias } from './candidates';
import { pageOrder, searchStatements } from './statements';
import { afterCursor, type CursorParams, cursorTimeOf, type PageCursor } from '#server/db/pagination';
import { statementsPerShape } from '#server/db/statements-per-shape';
import { projectCardColumns } from '#server/features/projects/index';
import type { SearchSort } from '#shared/constants';
import { isPhrase, type SearchTexts } from './search-words';
import { forgivingSearch } from './forgiving-search';
import { hasTag } from './tags';
import { rankedPage, type Ranked, type RankOrNewest } from './ranks';

export type ExploreFilters = {
  q: string;
  stack: string;
  hireable: boolean;
  sort: SearchSort;
  cursor?: PageCursor;
};
export type PeopleFilters = {
  q: string;
  skill: string;
  hireable: boolean;
  sort: SearchSort;
  cursor?: PageCursor;
};

type ProjectColumns = TableOrAlias<typeof projects>;
type ProfileColumns = TableOrAlias<typeof profiles>;

// Each condition repeats the column or expression (and `published`, the predicate) of the index that
// serves it: projects_published_created_id_idx, projects_search_idx, projects_stack_idx,
// profiles_search_idx. The search documents are stored columns (search_vector), read, not recomputed.
const isPublished = (project: ProjectColumns) => sql`${project.published}`;
const projectAfter = (project: ProjectColumns, cursor?: CursorParams) =>
  cursor ? afterCursor(project.createdAt, project.id, cursor) : undefined;
const profileAfter = (profile: ProfileColumns, cursor?: CursorParams) =>
  cursor ? afterCursor(profile.createdAt, profile.id, cursor) : undefined;

const rankedProject = (project: ProjectColumns): Ranked => ({
  searchVector: project.searchVector,
  titleVector: titleVector(project.title),
  isTitled: (phrase) => isPhrase(project.title, phrase),
});

/** One page (plus one row) of published projects of visible owners, newest first unless ranked. */
function selectExplorePage(db: Database, conditions: (SQL | undefined)[], rank?: SQL<number>) {
  const order = pageOrder(projects, rank);
  return db
    .select({
      ...projectCardColumns,
      cursorTime: cursorTimeOf(projects.createdAt),
      ownerDisplayName: publicProfiles.displayName,
      ownerAvatarUrl: publicProfiles.avatarUrl,
      ownerHireable: publicProfiles.hireable,
      rank: order.rank,
    })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(and(isPublished(projects), ...conditions))
    .orderBy(...order.by)
    .limit(order.limit);
}

/**
 * Which filters an Explore or People request uses (`tag`: a technology or a skill): each combination is
 * one prepared statement (or two).
 */
type SearchShape = { hireable: boolean; after: boolean; words: boolean; tag: boolean; rank: RankOrNewest };
const keyOfShape = (shape: SearchShape) =>
  [shape.hireable, shape.after, shape.words, shape.tag].map(Number).join('') + (shape.rank ?? 'n');
type SearchValues = Record<
  'phrase' | 'words' | 'titleWords' | 'tag' | 'cursorTime' | 'cursorId',
  string | null | undefined
>;
const searchValues = (
  texts: SearchTexts<string> | null,
  tag: string,
  after: PageCursor | undefined,
): SearchValues => ({
  phrase: texts?.phrase,
  words: texts?.words,
  titleWords: texts?.titleWords,
  tag,
  cursorTime: after?.createdAt,
  cursorId: after?.id,
});

/** The values of a search's prepared statements, filled at each run. */
const searchParams = {
  texts: {
    phrase: sql.placeholder('phrase'),
    words: sql.placeholder('words'),
    titleWords: sql.placeholder('titleWords'),
  },
  tag: sql.placeholder('tag'),
  cursor: { createdAt: sql.placeholder('cursorTime'), id: sql.placeholder('cursorId') },
};

const exploreStatements = statementsPerShape(keyOfShape, (db, shape) => {
  const cursor = shape.after ? searchParams.cursor : undefined;
  const texts = shape.words ? searchParams.texts : null;
  const stack = shape.tag ? searchParams.tag : null;
  const shared = [
    shape.hireable ? eq(publicProfiles.hireable, true) : undefined,
    projectAfter(projects, cursor),
  ];
  if (!texts && !stack) {
    const newestPage = selectExplorePage(db, shared).prepare('');
    return (values: SearchValues) => newestPage.execute(values);
  }
  return searchStatements(db, projects, {
    pageOf: (conditions, rank) => selectExplorePage(db, conditions, rank),
    shown: shared,
    listed: (row) => [isPublished(row), projectAfter(row, cursor)],
    // One whole technology: 'react' finds 'React' but not 'React Native' or 'Preact'; or, when none is
    // named so, those that begin with it: 'reac' finds both.
    narrowed: (row) => [stack ? hasTag(row.stack, 'stack', stack) : undefined],
    texts: texts && { document: rankedProject, words: texts },
    read: shape.rank,
  });
});

/**
 * A page of Explore (plus one row, to tell whether another follows): best match first or newest first,
 * typos forgiven when need be.
 */
export function listExploreProjects(db: Database, { q, stack, hireable, sort, cursor }: ExploreFilters) {
  return forgivingSearch(db, q, (texts) => {
    const pageOf = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const shape = { hireable, after: Boolean(after), words: Boolean(texts), tag: Boolean(stack), rank };
      return exploreStatements(db, shape)(searchValues(texts, stack, after));
    };
    return texts && sort === 'best' ? rankedPage(cursor, pageOf) : pageOf(null, cursor);
  });
}

/**
 * One page (plus one row) of public profiles, newest first unless ranked. created_at is not in the
 * public view, so the view is joined to its table.
 */
function selectPeoplePage(db: Database, conditions: (SQL | undefined)[], rank?: SQL<number>) {
  const order = pageOrder(profiles, rank);
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
      rank: order.rank,
    })
    .from(profiles)
    .innerJoin(publicProfiles, eq(publicProfiles.id, profiles.id))
    .where(and(...conditions))
    .orderBy(...order.by)
    .limit(order.limit);
}

const rankedProfile = (profile: ProfileColumns): Ranked => ({
  searchVector: profile.searchVector,
  titleVector: titleVector(profileTitle(profile)),
  // Handles are lower-case letters and digits already, and their unique index answers this.
  isTitled: (phrase) =>
    sql`(${isPhrase(profile.displayName, phrase)} or ${profile.handle} = atelier_plain_text(${phrase}))`,
});

const peopleStatements = statementsPerShape(keyOfShape, (db, shape) => {
  const cursor = shape.after ? searchParams.cursor : undefined;
  const texts = shape.words ? searchParams.texts : null;
  const skill = shape.tag ? searchParams.tag : null;
  const shared = [shape.hireable ? eq(profiles.hireable, true) : undefined, profileAfter(profiles, cursor)];
  if (!texts && !skill) {
    const newestPage = selectPeoplePage(db, shared).prepare('');
    return (values: SearchValues) => newestPage.execute(values);
  }
  return searchStatements(db, profiles, {
    pageOf: (conditions, rank) => selectPeoplePage(db, conditions, rank),
    shown: shared,
    listed: (row) => [profileAfter(row, cursor)],
    // One whole skill, or every skill that begins with it, as a technology narrows Explore.
    narrowed: (row) => [skill ? hasTag(row.skills, 'skill', skill) : undefined],
    texts: texts && { document: rankedProfile, words: texts },
    read: shape.rank,
  });
});

/**
 * A page of People (plus one row, to tell whether another follows): best match first or newest first,
 * typos forgiven when need be; a skill narrows it as a technology narrows Explore.
 */
export function listPeople(db: Database, { q, skill, hireable, sort, cursor }: PeopleFilters) {
  return forgivingSearch(db, q, (texts) => {
    const pageOf = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const shape = { hireable, after: Boolean(after), words: Boolean(texts), tag: Boolean(skill), rank };
      return peopleStatements(db, shape)(searchValues(texts, skill, after));
    };
    return texts && sort === 'best' ? rankedPage(cursor, pageOf) : pageOf(null, cursor);
  });
}
