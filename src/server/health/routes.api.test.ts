import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('[ANONYMOUS] learns the server is up and which database it runs on', async () => {
    const response = await testApp.visitor().get('/api/health');
    expect(response.statusCode).toBe(200);
    const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expectedKind });
  });

  it('answers 503 in the shared error shape when the database is gone', async () => {
    const { app, database, visitor } = await buildTestApp();
    await database.close();
    const response = await visitor().get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: 'Database unavailable',
      messageId: 'databaseUnavailable',
    });
    await app.close();
  });
});

describe('GET /api/ready', () => {
  it('[ANONYMOUS] learns the server may take traffic: its database answers and is migrated', async () => {
    const testApp = await buildTestApp();
    const response = await testApp.visitor().get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    await testApp.close();
  });

  it('answers 503 while the database lacks a migration this server needs', async () => {
    const testApp = await buildTestApp();
    // As if another process with older code had left the newest migration out.
    await testApp.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await testApp.visitor().get('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable', messageId: 'databaseNotMigrated' });
    // Liveness is another question: the process is up.
    expect((await testApp.visitor().get('/api/health')).statusCode).toBe(200);
    await testApp.close();
  });

  it('answers 503 when the database is gone', async () => {
    const { app, database, visitor } = await buildTestApp();
    await database.close();
    const response = await visitor().get('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable', messageId: 'databaseUnavailable' });
    await app.close();
  });
});
