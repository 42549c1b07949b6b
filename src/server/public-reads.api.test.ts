import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// No public read writes to the database. Every GET route any visitor may call, with real
// ids, answered without writing: PostgreSQL hands out a transaction id only to a transaction that
// writes, so the next id to be handed out is the same before and after.

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
    const project = await createProject(testApp.db, creator.profile.id, { slug: 'quiet-project' });
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
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const nextTransactionId = async () => {
    const result = await testApp.db.execute(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    );
    return (result as unknown as { rows: { next: string }[] }).rows[0]?.next;
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
      // What crawlers read: robots.txt, the sitemap index and every sitemap it lists.
      '/robots.txt',
      '/sitemap.xml',
      ...(await sitemapsListed()),
    );
    const before = await nextTransactionId();
    const statuses: Record<string, number> = {};
    for (const url of urls) statuses[url] = (await testApp.visitor().get(url)).statusCode;
    expect(await nextTransactionId()).toBe(before);
    // They answered for real, not with an error before reaching the database.
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
  });
});
