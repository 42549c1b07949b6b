import { and, desc, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, projects, publicProfiles } from '#server/db/schema/index';
import { profileTitle, titleVector } from '#server/db/schema/search-documents';
import { candidateIds, findPage, idAmong, type TableOrAlias } from './candidates';
import {
  afterCursor,
  type CursorParams,
  cursorTimeOf,
  PAGE_QUERY_LIMIT,
  type PageCursor,
} from '#server/db/pagination';
import { statementsPerShape } from '#server/db/statements-per-shape';
import type { SearchSort } from '#shared/schemas/search';
import { isPhrase, type SearchTexts } from './search-words';
import { forgivingSearch } from './forgiving-search';
import { hasTag } from './tags';
import { EXACT_RANK, rankedPage, type Ranked, type RankOrNewest, type SearchStep, wordsMatch } from './ranks';

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

const rankedProject = (project: ProjectColumns): Ranked => ({
  searchVector: project.searchVector,
  titleVector: titleVector(project.title),
  isTitled: (phrase) => isPhrase(project.title, phrase),
});

/** Words matched (all of them, or one rank's), and one technology in any case: GIN indexes answer both. */
function projectMatches(
  project: ProjectColumns,
  texts: SearchTexts<Param> | null,
  stack: Param | null,
  rank: RankOrNewest,
  step: SearchStep,
) {
  return [
    texts ? wordsMatch(rankedProject(project), texts, rank, step) : undefined,
    // One whole technology: 'react' finds 'React' but not 'React Native' or 'Preact'; or, when none is
    // named so, those that begin with it: 'reac' finds both.
    stack ? hasTag(project.stack, 'stack', stack) : undefined,
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
type ExploreShape = { hireable: boolean; after: boolean; words: boolean; stack: boolean; rank: RankOrNewest };
type ExploreValues = Record<
  'phrase' | 'words' | 'titleWords' | 'stack' | 'cursorTime' | 'cursorId',
  string | null | undefined
>;

const exploreParams = {
  texts: {
    phrase: sql.placeholder('phrase'),
    words: sql.placeholder('words'),
    titleWords: sql.placeholder('titleWords'),
  },
  stack: sql.placeholder('stack'),
  cursor: { createdAt: sql.placeholder('cursorTime'), id: sql.placeholder('cursorId') },
};

const exploreStatements = statementsPerShape(
  (shape: ExploreShape) =>
    [shape.hireable, shape.after, shape.words, shape.stack].map(Number).join('') + (shape.rank ?? 'n'),
  (db, shape) => {
    const cursor = shape.after ? exploreParams.cursor : undefined;
    const texts = shape.words ? exploreParams.texts : null;
    const stack = shape.stack ? exploreParams.stack : null;
    const shared = [
      shape.hireable ? eq(publicProfiles.hireable, true) : undefined,
      projectAfter(projects, cursor),
    ];
    if (!texts && !stack) {
      const newestPage = selectExplorePage(db, shared).prepare('');
      return (values: ExploreValues) => newestPage.execute(values);
    }

    const { newestIds, matchingIds } = candidateIds(
      db,
      projects,
      (row) => [isPublished(row), projectAfter(row, cursor)],
      (row) => projectMatches(row, texts, stack, shape.rank, 'every match'),
    );
    const recentWindow = selectExplorePage(db, [
      ...shared,
      idAmong(projects.id, newestIds),
      ...projectMatches(projects, texts, stack, shape.rank, 'newest'),
    ]).prepare('');
    const allMatches = selectExplorePage(db, [...shared, idAmong(projects.id, matchingIds)]).prepare('');
    return (values: ExploreValues) =>
      findPage(
        () => recentWindow.execute(values),
        () => allMatches.execute(values),
        { fewMatches: shape.rank === EXACT_RANK },
      );
  },
);

/**
 * A page of Explore (plus one row, to tell whether another follows): best match first or newest first,
 * typos forgiven when need be.
 */
export function listExploreProjects(db: Database, { q, stack, hireable, sort, cursor }: ExploreFilters) {
  return forgivingSearch(db, q, (texts) => {
    const pageOf = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const shape = { hireable, after: Boolean(after), words: Boolean(texts), stack: Boolean(stack), rank };
      return exploreStatements(
        db,
        shape,
      )({
        phrase: texts?.phrase,
        words: texts?.words,
        titleWords: texts?.titleWords,
        stack,
        cursorTime: after?.createdAt,
        cursorId: after?.id,
      });
    };
    return texts && sort === 'best' ? rankedPage(cursor, pageOf) : pageOf(null, cursor);
  });
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

const rankedProfile = (profile: ProfileColumns): Ranked => ({
  searchVector: profile.searchVector,
  titleVector: titleVector(profileTitle(profile)),
  // Handles are lower-case letters and digits already, and their unique index answers this.
  isTitled: (phrase) =>
    sql`(${isPhrase(profile.displayName, phrase)} or ${profile.handle} = atelier_plain_text(${phrase}))`,
});

/**
 * A page of People (plus one row, to tell whether another follows): best match first or newest first,
 * typos forgiven when need be; a skill narrows it as a technology narrows Explore.
 */
export function listPeople(db: Database, { q, skill, hireable, sort, cursor }: PeopleFilters) {
  const shared = (after?: PageCursor) => [
    hireable ? eq(profiles.hireable, true) : undefined,
    profileAfter(profiles, after),
  ];
  const hasSkill = (profile: ProfileColumns) => (skill ? hasTag(profile.skills, 'skill', skill) : undefined);
  return forgivingSearch(db, q, (texts) => {
    if (!texts && !skill) return selectPeoplePage(db, shared(cursor));
    const pageOf = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const matches = (profile: ProfileColumns, step: SearchStep) => [
        texts ? wordsMatch(rankedProfile(profile), texts, rank, step) : undefined,
        hasSkill(profile),
      ];
      const { newestIds, matchingIds } = candidateIds(
        db,
        profiles,
        (row) => [profileAfter(row, after)],
        (row) => matches(row, 'every match'),
      );
      return findPage(
        () =>
          selectPeoplePage(db, [
            ...shared(after),
            idAmong(profiles.id, newestIds),
            ...matches(profiles, 'newest'),
          ]),
        () => selectPeoplePage(db, [...shared(after), idAmong(profiles.id, matchingIds)]),
        { fewMatches: rank === EXACT_RANK },
      );
    };
    return texts && sort === 'best' ? rankedPage(cursor, pageOf) : pageOf(null, cursor);
  });
}
