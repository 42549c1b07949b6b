import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createCreator, createProject, createService } from '#server/seed/factories';
import { appDeps } from '#server/feature-kit/app-deps';
import { insightsOf } from '#server/features/insights/insights-instance';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// No public read writes to the database. Every GET route any visitor may call, with real
// ids, answered without writing: no table of the app's database gained, lost or changed a row.
// A row a transaction inserts or updates carries that transaction's id as its xmin, so a row with an
// xmin from before the reads on is a write. The cluster's next transaction id alone cannot tell: the
// cluster's other databases and autovacuum's ANALYZE take ids too (a CI run failed on one of theirs).

describe('public reads', () => {
  let testApp: TestApp;
  const publicGets = new Set<string>();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  const values: Record<string, string> = {};

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    testApp = await buildTestApp({
      webRoot,
      // The job queue's own bookkeeping (its polls, maintenance and schedules) writes on its clock, not
      // for any request; a request that queued a job would still write, and be caught.
      jobWorkers: false,
      // Small, so that /sitemap.xml is an index and its pages are read after a cursor.
      sitemapPageSize: 1,
      onRoute: (route) => {
        const methods = [route.method].flat();
        const isPublic = Array.isArray(route.schema?.security) && route.schema.security.length === 0;
        if (methods.includes('GET') && isPublic && route.url.startsWith('/api/')) publicGets.add(route.url);
      },
    });
    const creator = await createCreator(testApp.db, { handle: 'reader' });
    // Its image's original is asked for too: every check runs, and the file is simply not there.
    const original = `gallery-jpg-1-${'0'.repeat(32)}`;
    const project = await createProject(testApp.db, creator.profile.id, {
      slug: 'quiet-project',
      originalsDownloadable: true,
      blocks: [
        {
          id: 'page',
          type: 'image',
          wide: false,
          url: `/uploads/covers/${creator.user.id}/${original}.w2560.webp`,
          width: 10,
          height: 10,
          alt: 'A page',
          caption: null,
        },
      ],
    });
    const service = await createService(testApp.db, creator.profile.id);
    const collection = await createCollection(testApp.db, creator.user.id, [project.id], { isPublic: true });
    // A second profile, so that the sitemap of profiles has a second page, read after a cursor.
    await createCreator(testApp.db);
    Object.assign(values, {
      handle: 'reader',
      slug: project.slug,
      projectId: project.id,
      serviceId: service.id,
      collectionId: collection.id,
      userId: creator.user.id,
      name: original,
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const run = async <Row>(query: ReturnType<typeof sql>) =>
    ((await testApp.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** The next transaction id PostgreSQL hands out, as a 32-bit xid like a row's xmin. */
  const nextTransactionId = async () => {
    const [row] = await run<{ next: string }>(
      sql`select (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text as next`,
    );
    return BigInt(row?.next ?? '0');
  };

  /** Each table's rows, and how many of them a transaction from `since` on inserted or updated. */
  const rowsPerTable = async (since: bigint) => {
    const tables = await run<{ name: string }>(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, { rows: number; writtenSince: number }> = {};
    for (const { name } of tables) {
      const [row] = await run<{ rows: number; written: number }>(
        sql`select count(*)::int as rows,
                   count(*) filter (where xmin::text::bigint >= ${since.toString()}::bigint)::int as written
            from ${sql.raw(name)}`,
      );
      counts[name] = { rows: row?.rows ?? 0, writtenSince: row?.written ?? 0 };
    }
    return counts;
  };

  /** The sitemaps /sitemap.xml lists, as paths; asked for before the count starts, as a crawler would. */
  const sitemapsListed = async () => {
    const index = (await testApp.visitor().get('/sitemap.xml')).body;
    const paths = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => {
      const url = new URL(loc.replace(/&amp;/g, '&'));
      return `${url.pathname}${url.search}`;
    });
    expect(paths.some((path) => path.includes('?after='))).toBe(true);
    return paths;
  };

  it('[VISITOR] every public GET route answers without writing to the database', async () => {
    const urls = [...publicGets].map((route) =>
      route.replace(/:(\w+)/g, (_whole, name: string) => {
        const value = values[name];
        if (!value) throw new Error(`no test value for :${name} in ${route}`);
        return value;
      }),
    );
    expect(urls.length).toBeGreaterThan(10);
    // The pages too: a profile's and a project's read the database for their link previews.
    urls.push(
      '/',
      '/explore',
      '/people',
      '/services',
      `/services/${values.serviceId}`,
      '/reader',
      '/reader/quiet-project',
      // What crawlers read: robots.txt, TDMRep's file, the sitemap index and every sitemap it lists.
      '/robots.txt',
      '/.well-known/tdmrep.json',
      '/sitemap.xml',
      ...(await sitemapsListed()),
    );
    // A page counts its view in memory; the counter writes what it holds on its own ten-second clock
    // (docs/decisions/0072-insights-without-cookies.md), never in a request. Stopped, as the app stops
    // it on closing, it holds what the pages count and writes nothing while the rows are compared.
    await insightsOf(appDeps(testApp.app)).counter.stop();
    const before = await nextTransactionId();
    const rowsBefore = await rowsPerTable(before);
    const statuses: Record<string, number> = {};
    for (const url of urls) statuses[url] = (await testApp.visitor().get(url)).statusCode;
    expect(await rowsPerTable(before)).toEqual(rowsBefore);
    // They answered for real, not with an error before reaching the database.
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
  });
});
