import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Insights, InsightView } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import { insightCounts, projects } from '#server/db/schema/index';
import { appDeps } from '#server/feature-kit/app-deps';
import { createBan, createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient } from '#server/test/clients';
import { readInsights } from './figures';
import { insightsOf } from './insights-instance';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const dayBefore = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('a creator’s insights, as they read them', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createCreator>>;
  let nora: MemberClient;
  let project: { id: string; slug: string };
  let service: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await createCreator(testApp.db, { handle: 'nora', displayName: 'Nora' });
    nora = await testApp.as(owner);
    project = await createProject(testApp.db, owner.profile.id, { title: 'Harbour signs' });
    service = await createService(testApp.db, owner.profile.id, { title: 'Wayfinding' });
    const tell = (view: Partial<InsightView>, address?: string) =>
      testApp
        .visitor(address ? { address } : {})
        .post(
          '/api/insights/views',
          { kind: 'project', id: project.id, language: 'en', ...view },
          { 'user-agent': BROWSER },
        );
    // Today: three views of the project (two from one visitor), one of the service, one of the profile.
    await tell(
      { referrer: 'https://dribbble.com/shots/1', source: 'newsletter', language: 'fr' },
      '192.0.2.1',
    );
    await tell({}, '192.0.2.1');
    await tell({ referrer: 'https://www.behance.net/x' }, '192.0.2.2');
    await tell({ kind: 'service', id: service.id, referrer: 'https://dribbble.com/' }, '192.0.2.3');
    await tell({ kind: 'profile', id: owner.user.id }, '192.0.2.3');
    // Someone else's page, seen too: never in Nora's figures.
    const other = await createCreator(testApp.db);
    await tell({ id: (await createProject(testApp.db, other.profile.id)).id });
    await insightsOf(appDeps(testApp.app)).counter.flush();
    // Two days ago, counted and rolled up already; and a day past the shortest period.
    const earlier = {
      ownerId: owner.user.id,
      subjectKind: 'project',
      subjectId: project.id,
      dimension: '',
    } as const;
    await testApp.db.insert(insightCounts).values([
      { ...earlier, day: dayBefore(2), measure: 'view', count: 7 },
      {
        ...earlier,
        day: dayBefore(2),
        subjectKind: 'owner',
        subjectId: owner.user.id,
        measure: 'visitors',
        count: 4,
      },
      { ...earlier, day: dayBefore(8), measure: 'view', count: 100 },
    ]);
  });
  afterAll(() => testApp?.close());

  it('[USER] reads each day of the period, its views and visitors, the pages most seen and where visits came from', async () => {
    const answer = await nora.get('/api/insights?days=7');
    expect(answer.statusCode).toBe(200);
    const insights = answer.json<Insights>();
    expect(insights.from).toBe(dayBefore(6));
    expect(insights.to).toBe(dayBefore(0));
    expect(insights.daily).toHaveLength(7);
    expect(insights.daily.at(-1)).toEqual({ day: dayBefore(0), views: 5, visitors: 3 });
    expect(insights.daily.at(-3)).toEqual({ day: dayBefore(2), views: 7, visitors: 4 });
    expect(insights.daily.filter(({ views }) => views === 0)).toHaveLength(5);
    expect(insights.totals).toEqual({ views: 12, visitors: 7 });
    expect(insights.pages).toEqual([
      { kind: 'project', id: project.id, title: 'Harbour signs', path: `/nora/${project.slug}`, views: 10 },
      ...[
        { kind: 'profile', id: owner.user.id, title: 'Nora', path: '/nora', views: 1 },
        { kind: 'service', id: service.id, title: 'Wayfinding', path: `/services/${service.id}`, views: 1 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    ]);
    expect(insights.referrers).toEqual([
      { name: 'dribbble.com', count: 2 },
      { name: 'behance.net', count: 1 },
    ]);
    expect(insights.sources).toEqual([{ name: 'newsletter', count: 1 }]);
    expect(insights.languages).toEqual([
      { name: 'en', count: 4 },
      { name: 'fr', count: 1 },
    ]);
    // Thirty days take in the day eight days ago.
    expect((await nora.get('/api/insights?days=30')).json<Insights>().totals.views).toBe(112);
  });

  it('[USER] a page no longer shown keeps its figures, without a link', async () => {
    await testApp.db.update(projects).set({ published: false }).where(eq(projects.id, project.id));
    const [top] = (await nora.get('/api/insights?days=7')).json<Insights>().pages;
    expect(top).toEqual(
      expect.objectContaining({ id: project.id, title: 'Harbour signs', path: null, views: 10 }),
    );
    await testApp.db.update(projects).set({ published: true }).where(eq(projects.id, project.id));
  });

  it('[USER] downloads the figures by day as CSV', async () => {
    const answer = await nora.get('/api/insights/export.csv?days=7');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="atelier-insights-\d{4}-\d{2}-\d{2}-7-days\.csv"/,
    );
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('day,views,visitors');
    expect(lines).toHaveLength(9);
    expect(lines[7]).toBe(`${dayBefore(0)},5,3`);
    expect(lines[8]).toBe('');
  });

  it('[USER] takes the figures away with the rest of their data', async () => {
    const exported = (await nora.get('/api/account/export')).json<{
      insights: { day: string; measure: string; count: number }[];
    }>();
    expect(exported.insights).toContainEqual(
      expect.objectContaining({
        day: dayBefore(8),
        subjectKind: 'project',
        subjectId: project.id,
        measure: 'view',
        count: 100,
      }),
    );
    expect(exported.insights.reduce((sum, row) => sum + (row.measure === 'view' ? row.count : 0), 0)).toBe(
      112,
    );
  });

  it('[VISITOR] may read no one’s insights; [MEMBER] sees only their own; [BANNED] is refused; a period not offered is refused', async () => {
    for (const path of ['/api/insights', '/api/insights/export.csv'])
      expect((await testApp.visitor().get(path)).statusCode).toBe(401);
    const stranger = await testApp.as((await createCreator(testApp.db)).user);
    const theirs = (await stranger.get('/api/insights?days=90')).json<Insights>();
    expect(theirs.totals).toEqual({ views: 0, visitors: 0 });
    expect(theirs.pages).toEqual([]);
    expect(theirs.daily).toHaveLength(90);
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    expect((await bannedClient.get('/api/insights')).statusCode).toBe(403);
    for (const days of ['1', '365', 'x', '30;drop'])
      expect((await nora.get(`/api/insights?days=${days}`)).statusCode).toBe(400);
  });

  // Decision 75 names statements with values; these are planned for each member instead (figures.ts).
  it.runIf(process.env.TEST_DATABASE_URL)(
    '[OPERATOR] reads a member’s figures planned for that member: no statement over them stays prepared',
    async () => {
      const prepared = await testApp.db.transaction(async (tx) => {
        // One connection for both reads and the look at what it holds prepared.
        const onThisConnection = tx as unknown as Database;
        await readInsights(onThisConnection, owner.user.id, 90);
        await readInsights(onThisConnection, owner.user.id, 7);
        const { rows } = (await tx.execute(
          sql`select statement from pg_prepared_statements where name like 'atelier_%'`,
        )) as unknown as { rows: { statement: string }[] };
        return rows.map(({ statement }) => statement);
      });
      // The pooled connection may have flushed counts before (a write, prepared on purpose): the
      // reads alone are asked about.
      const reads = prepared.filter((statement) => !/\binsert into\b/i.test(statement));
      expect(reads.filter((statement) => statement.includes('"insight_counts"'))).toEqual([]);
    },
  );
});
