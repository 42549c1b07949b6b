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
