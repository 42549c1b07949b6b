import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InsightView } from '#shared/schemas/insights';
import { insightCounts, insightSalts, insightVisitors, users } from '#server/db/schema/index';
import { appDeps } from '#server/feature-kit/app-deps';
import { createBan, createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { InsightCounter } from './counter';
import { insightsOf } from './insights-instance';
import { VIEWS_PER_ADDRESS_PER_DAY } from './record-view';
import { forgetInsightVisitors } from './forget-visitors';

// A browser as people use them: isbot's list knows Chrome from a crawler by this.
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('views counted for a creator’s insights, without a cookie or a stored address', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createCreator>>;
  let project: { id: string };
  let service: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  // A creator of its own for each test: the app's counter remembers the visitors it stored that day,
  // and the rows deleted after a test would otherwise hide a visitor coming back in the next.
  beforeEach(async () => {
    owner = await createCreator(testApp.db);
    project = await createProject(testApp.db, owner.profile.id);
    service = await createService(testApp.db, owner.profile.id);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await flush();
    await testApp.db.delete(insightCounts);
    await testApp.db.delete(insightVisitors);
  });
  afterAll(() => testApp?.close());

  const flush = () => insightsOf(appDeps(testApp.app)).counter.flush();
  const tell = (client: ApiClient, view: Partial<InsightView> = {}, headers: Record<string, string> = {}) =>
    client.post(
      '/api/insights/views',
      { kind: 'project', id: project.id, language: 'en', ...view },
      { 'user-agent': BROWSER, ...headers },
    );
  /** The figures as the Insights page will read them: by day, for one measure. */
  const figures = async (measure: 'view' | 'visitors' | 'referrer' | 'source' | 'language') =>
    (
      await testApp.db
        .select({
          day: insightCounts.day,
          dimension: insightCounts.dimension,
          count: sql<number>`sum(${insightCounts.count})::int`,
        })
        .from(insightCounts)
        .where(and(eq(insightCounts.ownerId, owner.user.id), eq(insightCounts.measure, measure)))
        .groupBy(insightCounts.day, insightCounts.dimension)
        .orderBy(insightCounts.day, insightCounts.dimension)
    ).map(({ day, dimension, count }) => (dimension ? { day, dimension, count } : { day, count }));
  const hashesKept = async () =>
    (
      await testApp.db
        .select({ day: insightVisitors.day, count: sql<number>`count(*)::int` })
        .from(insightVisitors)
        .groupBy(insightVisitors.day)
        .orderBy(insightVisitors.day)
    ).map(({ day, count }) => ({ day, count }));

  it('[VISITOR] 1,000 views from 50 visitors over three days give exact views and exact visitors each day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const visitors = Array.from({ length: 50 }, (_, index) =>
      testApp.visitor({ address: `198.51.100.${index + 1}` }),
    );
    const pages: Partial<InsightView>[] = [
      { kind: 'profile', id: owner.user.id },
      { kind: 'project', id: project.id },
      { kind: 'service', id: service.id },
    ];
    // Each day its share of the views, from its own visitors (every one of them looks at least once).
    const days = [
      { day: '2026-11-02', views: 400, who: visitors.slice(0, 30) },
      { day: '2026-11-03', views: 350, who: visitors.slice(10, 45) },
      { day: '2026-11-04', views: 250, who: visitors },
    ];
    for (const { day, views, who } of days) {
      vi.setSystemTime(new Date(`${day}T09:30:00Z`));
      for (let view = 0; view < views; view += 10) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, offset) => {
            const index = view + offset;
            return tell(who[index % who.length] as ApiClient, pages[index % pages.length]);
          }),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
      }
    }
    await flush();
    expect(await figures('view')).toEqual([
      { day: '2026-11-02', count: 400 },
      { day: '2026-11-03', count: 350 },
      { day: '2026-11-04', count: 250 },
    ]);
    // Each day's visitors are counted as they are stored, and their hashes kept while views of the
    // day may still come.
    const eachDay = [
      { day: '2026-11-02', count: 30 },
      { day: '2026-11-03', count: 35 },
      { day: '2026-11-04', count: 50 },
    ];
    expect(await figures('visitors')).toEqual(eachDay);
    expect(await hashesKept()).toEqual(eachDay);

    // Two days on, the finished days' hashes are deleted, their figures kept; the day before is kept
    // a day longer, for views written late. Past salts are gone.
    await forgetInsightVisitors(testApp.db, new Date('2026-11-05T03:00:00Z'));
    expect(await figures('visitors')).toEqual(eachDay);
    expect(await hashesKept()).toEqual([{ day: '2026-11-04', count: 50 }]);
    const salts = await testApp.db.select({ day: insightSalts.day }).from(insightSalts);
    expect(salts.filter(({ day }) => day < '2026-11-05')).toEqual([]);
  });

  it('[VISITOR] counts where a visit came from and in which language, never Atelier itself', async () => {
    const visitor = testApp.visitor();
    const answers = [
      await tell(visitor, {
        referrer: 'https://www.dribbble.com/shots/1',
        source: ' Newsletter ',
        language: 'fr',
      }),
      await tell(visitor, { referrer: 'http://localhost:3000/explore', language: 'fr' }),
      await tell(visitor, { referrer: 'javascript:alert(1)', source: '\u0007\t', language: 'ja' }),
      // A NUL byte is stored nowhere: the whole view is refused.
      await tell(visitor, { source: 'a\u0000b' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 400]);
    await flush();
    expect(await figures('view')).toEqual([{ day: expect.any(String), count: 3 }]);
    expect((await figures('referrer')).map(({ dimension, count }) => ({ dimension, count }))).toEqual([
      { dimension: 'dribbble.com', count: 1 },
    ]);
    expect((await figures('source')).map(({ dimension, count }) => ({ dimension, count }))).toEqual([
      { dimension: 'newsletter', count: 1 },
    ]);
    expect((await figures('language')).map(({ dimension, count }) => ({ dimension, count }))).toEqual([
      { dimension: 'fr', count: 2 },
      { dimension: 'ja', count: 1 },
    ]);
  });

  it('[VISITOR] a bot, a prefetch, the owner and a page from a report count nothing; Sec-GPC and DNT count a view, never a visitor', async () => {
    const ownerClient = await testApp.as(owner);
    const answers = await Promise.all([
      tell(
        testApp.visitor(),
        {},
        { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      ),
      tell(testApp.visitor(), {}, { 'user-agent': '' }),
      tell(testApp.visitor(), {}, { 'sec-purpose': 'prefetch' }),
      tell(testApp.visitor(), {}, { purpose: 'prefetch' }),
      tell(ownerClient),
      tell(ownerClient, { kind: 'profile', id: owner.user.id }),
      tell(testApp.visitor(), { fromReport: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(204));
    await flush();
    expect(await figures('view')).toEqual([]);
    expect(await figures('visitors')).toEqual([]);

    await tell(testApp.visitor(), {}, { 'sec-gpc': '1' });
    await tell(testApp.visitor(), {}, { dnt: '1' });
    await tell(testApp.visitor());
    await flush();
    expect(await figures('view')).toEqual([{ day: expect.any(String), count: 3 }]);
    expect(await figures('visitors')).toEqual([{ day: expect.any(String), count: 1 }]);
  });

  it('[VISITOR] a page no visitor may see, or none at all, counts nothing, and is answered alike', async () => {
    const draft = await createProject(testApp.db, owner.profile.id, { published: false });
    const paused = await createService(testApp.db, owner.profile.id, { active: false });
    const banned = await createCreator(testApp.db);
    await createBan(testApp.db, banned.user.id);
    const answers = await Promise.all([
      tell(testApp.visitor(), { id: draft.id }),
      tell(testApp.visitor(), { kind: 'service', id: paused.id }),
      tell(testApp.visitor(), { kind: 'profile', id: banned.user.id }),
      tell(testApp.visitor(), { id: crypto.randomUUID() }),
      // Someone else's id under the wrong kind.
      tell(testApp.visitor(), { kind: 'service', id: project.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(204));
    await flush();
    expect(await figures('view')).toEqual([]);
  });

  it('[MEMBER] a member’s view counts as a visitor’s; [BANNED] a banned member is refused; a bad body is refused whole', async () => {
    const member = await testApp.as((await createCreator(testApp.db)).user);
    expect((await tell(member)).statusCode).toBe(204);
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    expect((await tell(bannedClient)).statusCode).toBe(403);
    for (const bad of [
      { id: 'not-a-uuid' },
      { kind: 'comment' },
      { language: 'xx' },
      { referrer: 'x'.repeat(2049) },
      { source: 'x'.repeat(201) },
    ])
      expect((await tell(testApp.visitor(), bad as Partial<InsightView>)).statusCode).toBe(400);
    await flush();
    expect(await figures('view')).toEqual([{ day: expect.any(String), count: 1 }]);
  });

  it('[VISITOR] one address adds at most its share of views a day, however many it sends', async () => {
    const flooder = testApp.visitor({ address: '203.0.113.9' });
    for (let sent = 0; sent < VIEWS_PER_ADDRESS_PER_DAY + 30; sent += 10)
      await Promise.all(Array.from({ length: 10 }, () => tell(flooder)));
    await tell(testApp.visitor());
    await flush();
    expect(await figures('view')).toEqual([
      { day: expect.any(String), count: VIEWS_PER_ADDRESS_PER_DAY + 1 },
    ]);
  });

  it('[OPERATOR] two processes counting at once add up, and each visitor is kept once', async () => {
    const processes = [
      new InsightCounter(testApp.db, testApp.app.log),
      new InsightCounter(testApp.db, testApp.app.log),
    ];
    const day = '2026-11-20';
    const key = {
      ownerId: owner.user.id,
      day,
      subjectKind: 'project',
      subjectId: project.id,
      measure: 'view',
      dimension: '',
    } as const;
    for (let round = 0; round < 5; round++) {
      for (const counter of processes)
        for (let view = 0; view < 100; view++) {
          counter.add(key);
          counter.addVisitor({
            ownerId: owner.user.id,
            day,
            visitor: Buffer.alloc(16, view % 40).toString('hex'),
          });
        }
      await Promise.all(processes.map((counter) => counter.flush()));
    }
    expect(await figures('view')).toEqual([{ day, count: 1_000 }]);
    expect(await figures('visitors')).toEqual([{ day, count: 40 }]);
    expect(await hashesKept()).toEqual([{ day, count: 40 }]);
  });

  it('[OPERATOR] a visitor stored that day is not sent again by the process that stored them', async () => {
    const counter = new InsightCounter(testApp.db, testApp.app.log);
    const visitor = { ownerId: owner.user.id, day: '2026-11-20', visitor: 'ab'.repeat(16) };
    counter.addVisitor(visitor);
    await counter.flush();
    expect(await hashesKept()).toEqual([{ day: '2026-11-20', count: 1 }]);
    // Its row gone, the visitor coming back shows whether the process sent them again.
    await testApp.db.delete(insightVisitors);
    counter.addVisitor(visitor);
    await counter.flush();
    expect(await hashesKept()).toEqual([]);
    // Another member's visitor, and the same visitor on the next day, are new.
    const other = await createCreator(testApp.db);
    counter.addVisitor({ ...visitor, ownerId: other.user.id });
    counter.addVisitor({ ...visitor, day: '2026-11-21' });
    await counter.flush();
    expect(await hashesKept()).toEqual([
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 1 },
    ]);
    expect(await figures('visitors')).toEqual([
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 1 },
    ]);
  });

  it('[OPERATOR] no column of the insights could hold an address, a user agent or who looked', async () => {
    const { rows } = await testApp.database.executeSql(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and table_name like 'insight%' order by table_name, ordinal_position`,
      [],
    );
    expect(rows).toEqual([
      { table_name: 'insight_counts', column_name: 'owner_id', data_type: 'uuid' },
      { table_name: 'insight_counts', column_name: 'day', data_type: 'date' },
      { table_name: 'insight_counts', column_name: 'subject_kind', data_type: 'text' },
      { table_name: 'insight_counts', column_name: 'subject_id', data_type: 'uuid' },
      { table_name: 'insight_counts', column_name: 'measure', data_type: 'text' },
      { table_name: 'insight_counts', column_name: 'dimension', data_type: 'text' },
      { table_name: 'insight_counts', column_name: 'count', data_type: 'bigint' },
      { table_name: 'insight_salts', column_name: 'day', data_type: 'date' },
      { table_name: 'insight_salts', column_name: 'salt', data_type: 'bytea' },
      { table_name: 'insight_visitors', column_name: 'owner_id', data_type: 'uuid' },
      { table_name: 'insight_visitors', column_name: 'day', data_type: 'date' },
      { table_name: 'insight_visitors', column_name: 'visitor', data_type: 'bytea' },
    ]);
    // The text columns hold a kind, a measure and a short dimension: a host, a source, a language.
    const { rows: checks } = await testApp.database.executeSql(
      `select conname from pg_constraint where conrelid = 'insight_counts'::regclass and contype = 'c' order by conname`,
      [],
    );
    expect(checks.map((row) => (row as { conname: string }).conname)).toEqual([
      'insight_counts_count_positive',
      'insight_counts_dimension_length',
      'insight_counts_measure',
      'insight_counts_subject_kind',
    ]);
  });

  it('[USER] deleting the account deletes its insights', async () => {
    const other = await createCreator(testApp.db);
    const otherProject = await createProject(testApp.db, other.profile.id);
    await tell(testApp.visitor(), { id: otherProject.id });
    await flush();
    const theirs = () =>
      testApp.db.select().from(insightCounts).where(eq(insightCounts.ownerId, other.user.id));
    expect(await theirs()).not.toEqual([]);
    await testApp.db.delete(users).where(eq(users.id, other.user.id));
    expect(await theirs()).toEqual([]);
  });
});
