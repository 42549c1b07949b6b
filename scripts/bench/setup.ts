import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '#server/db/client';
import {
  captureCollectionStatements,
  captureExploreStatements,
  captureHomeFeedStatements,
  captureInsightsStatements,
  captureQuickSearchStatements,
  captureServicesStatements,
  captureTagStatements,
  captureWorkspaceStatements,
  type Statement,
} from './database-ceiling';
import { COLLECTION_PROJECTS, FOLLOWED_CREATORS, seedBenchHome } from './home';
import { CASE_STUDY_BLOCKS, seedBenchCaseStudy } from './case-study';
import { INSIGHT_VIEWS, seedBenchInsights } from './insights';
import { type HttpTarget, nextClientAddress } from './load';
import { sampleHandles, seedBenchData } from './seed';
import { type RunningServer, startAppServer, startBareServer } from './servers';
import * as settings from './settings';
import { seedBenchWorkspace, WORKSPACE_FILES, WORKSPACE_MESSAGES } from './workspace';
import { setUpWrites, type WriteCase } from './writes';

/** An endpoint's SQL alone: loaded beside its HTTP target, and timed on one connection against a goal. */
export type SqlCase = { name: string; httpTarget?: string; statements: Statement[]; goalMs: number };

/** Everything the rounds load, ready and checked. */
export const PROJECT_PAGE_TARGET = 'app project page HTML';
export const CASE_STUDY_PAGE_TARGET = `app case study HTML (${CASE_STUDY_BLOCKS} blocks)`;

export type BenchSetup = {
  httpTargets: HttpTarget[];
  sqlCases: SqlCase[];
  /** The creator whose insights are seeded, and the projects views are counted for. */
  insights: { ownerId: string; projectIds: string[] };
  /** A comment, a follow and a service request, each with its statements (writes.ts). */
  writes: WriteCase[];
};

/** One GET as a new client; fails unless it answers 200. */
async function fetchOk(url: string) {
  const response = await fetch(url, { headers: { 'x-forwarded-for': nextClientAddress() } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
}

/** Migrates the empty database and seeds the bench's community in it. */
export async function seedBenchCommunity(options: {
  appRoot: string;
  databaseUrl: string;
  dataDir: string;
  pool: pg.Pool;
}) {
  const { appRoot, databaseUrl, dataDir, pool } = options;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate(path.join(appRoot, 'src/server/db/migrations'));
  } finally {
    await database.close();
  }
  const existing = await pool.query<{ count: string }>('select count(*) from profiles');
  if (Number(existing.rows[0]?.count) > 0) throw new Error('the bench seeds an empty database only');

  const seedSeconds = await seedBenchData(pool, settings.SEED_COUNTS);
  console.log(
    `Seeded ${settings.SEED_COUNTS.profiles} profiles, ${settings.SEED_COUNTS.projects} projects and ` +
      `${settings.SEED_COUNTS.services} services ` +
      `in ${seedSeconds.toFixed(1)} s (vacuum analyze included).`,
  );
}

/**
 * Migrates and seeds the empty database, starts the app and the bare server (pushed onto `servers`
 * for the caller to stop), and checks that every target answers 200 before any load.
 */
export async function setUpBench(
  options: { appRoot: string; databaseUrl: string; dataDir: string; pool: pg.Pool },
  servers: RunningServer[],
): Promise<BenchSetup> {
  const { appRoot, databaseUrl, dataDir, pool } = options;
  await seedBenchCommunity(options);
  const handles = await sampleHandles(pool, settings.PROFILE_PAGES);
  const workspace = await seedBenchWorkspace(pool);
  const home = await seedBenchHome(pool);
  const caseStudy = await seedBenchCaseStudy(pool);
  const insights = await seedBenchInsights(pool);

  const app = await startAppServer(appRoot, { databaseUrl, dataDir });
  servers.push(app);
  const explorePath = `/api/explore?${settings.EXPLORE_SEARCH}`;
  const { body: exploreBody, contentType } = await fetchOk(app.url + explorePath);
  const bare = await startBareServer(appRoot, exploreBody, contentType);
  servers.push(bare);
  if (!(await fetchOk(bare.url)).body.equals(exploreBody)) {
    throw new Error('the bare server does not serve the bytes of the explore response');
  }

  const exploreStatements = await captureExploreStatements(pool, settings.EXPLORE_SEARCH);
  const { items } = JSON.parse(exploreBody.toString()) as { items: unknown[] };
  const plan =
    exploreStatements.length === 1 ? 'the newest projects filled the page' : 'fell back to every match';
  console.log(
    `GET ${explorePath}: ${exploreBody.length} bytes, ${items.length} projects, ` +
      `${exploreStatements.length} SQL statement(s) (${plan}).`,
  );

  const httpTargets: HttpTarget[] = [
    { name: 'bare node:http', baseUrl: bare.url, paths: ['/'] },
    { name: 'app health', baseUrl: app.url, paths: ['/api/health'] },
    { name: 'app explore search', baseUrl: app.url, paths: [explorePath] },
    { name: 'app people search', baseUrl: app.url, paths: [`/api/people?${settings.PEOPLE_SEARCH}`] },
    {
      name: 'app services search',
      baseUrl: app.url,
      paths: [`/api/services?${settings.SERVICES_SEARCH}`],
    },
    { name: 'app profile page', baseUrl: app.url, paths: handles.map((handle) => `/api/profiles/${handle}`) },
    { name: 'app explore typo', baseUrl: app.url, paths: [`/api/explore?${settings.EXPLORE_TYPO_SEARCH}`] },
    {
      name: 'app services filtered',
      baseUrl: app.url,
      paths: [`/api/services?${settings.SERVICES_FILTERED}`],
    },
    { name: 'app quick search', baseUrl: app.url, paths: [`/api/quick-search?${settings.QUICK_SEARCH}`] },
    // Server-rendered pages: a project as every seeded one is, and one of the same creator told in blocks.
    { name: PROJECT_PAGE_TARGET, baseUrl: app.url, paths: [caseStudy.plainPath] },
    { name: CASE_STUDY_PAGE_TARGET, baseUrl: app.url, paths: [caseStudy.caseStudyPath] },
  ];
  for (const target of httpTargets) await fetchOk(target.baseUrl + (target.paths[0] ?? '/'));

  // The goals for SQL on one connection: 10 ms when the words match, 30 when a typo must be
  // forgiven, 15 for suggestions.
  const typoStatements = await captureExploreStatements(pool, settings.EXPLORE_TYPO_SEARCH);
  const typoBody = (await fetchOk(`${app.url}/api/explore?${settings.EXPLORE_TYPO_SEARCH}`)).body.toString();
  const { correctedQuery } = JSON.parse(typoBody) as { correctedQuery?: string };
  if (!correctedQuery) throw new Error(`${settings.EXPLORE_TYPO_SEARCH} was not read as a typo`);
  console.log(
    `GET /api/explore?${settings.EXPLORE_TYPO_SEARCH}: read as '${correctedQuery}', ${typoStatements.length} SQL statements.`,
  );
  const sqlCases: SqlCase[] = [
    {
      name: 'explore, words match',
      httpTarget: 'app explore search',
      statements: exploreStatements,
      goalMs: 10,
    },
    {
      name: 'explore, typo forgiven',
      httpTarget: 'app explore typo',
      statements: typoStatements,
      goalMs: 30,
    },
    {
      name: 'services filtered',
      httpTarget: 'app services filtered',
      statements: await captureServicesStatements(pool, settings.SERVICES_FILTERED),
      goalMs: 10,
    },
    {
      name: 'quick search (3 lists)',
      statements: await captureQuickSearchStatements(pool, settings.QUICK_SEARCH),
      goalMs: 15,
    },
    {
      name: 'technology suggestions',
      statements: await captureTagStatements(pool, settings.TAG_SEARCH),
      goalMs: 15,
    },
    {
      // docs/decisions/0051: the brief, the quote and the thread's newest page in one read.
      name: `request workspace (${WORKSPACE_MESSAGES} messages, ${WORKSPACE_FILES} files)`,
      statements: await captureWorkspaceStatements(pool, workspace.requestId, workspace.requesterId),
      goalMs: 30,
    },
    {
      // docs/decisions/0052: the newest work of the people a member follows, with its counts.
      name: `home feed (following ${FOLLOWED_CREATORS} of ${settings.SEED_COUNTS.profiles} creators)`,
      statements: await captureHomeFeedStatements(pool, home.memberId),
      goalMs: 15,
    },
    {
      name: `public collection page (${COLLECTION_PROJECTS} projects)`,
      statements: await captureCollectionStatements(pool, home.collectionId),
      goalMs: 10,
    },
    {
      // docs/decisions/0072: the Insights page's longest period, for a creator seen a million times.
      name: `insights, 90 days (${INSIGHT_VIEWS.toLocaleString('en')} views)`,
      statements: await captureInsightsStatements(pool, insights.ownerId),
      goalMs: 20,
    },
  ];
  const writes = await setUpWrites({ databaseUrl, appUrl: app.url, pool });
  return { httpTargets, sqlCases, insights, writes };
}
