import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/health', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('[ANONYMOUS] learns the server is up and which database it runs on', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expectedKind });
  });

  it('answers 503 in the shared error shape when the database is gone', async () => {
    const { app, database } = await buildTestApp();
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: 'Database unavailable',
      messageId: 'databaseUnavailable',
    });
    await app.close();
  });
});
