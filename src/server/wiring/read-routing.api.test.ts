import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// Without DATABASE_READ_URL nothing changes: every read uses the one database, and a write's answer
// marks nothing. With a replica, src/server/read-replica.api.test.ts.
describe('reads without a replica', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('[USER] gets no recent-write mark from a write, and reads it back at once', async () => {
    const member = await testApp.as(await createCreator(testApp.db, { handle: 'noreplica' }));
    const created = await member.post('/api/projects', { title: 'Loom without a replica', stack: [] });
    expect(created.statusCode).toBe(201);
    expect(String(created.headers['set-cookie'] ?? '')).not.toContain('recent_write');
    const found = await testApp.visitor().get('/api/explore?q=loom%20without%20replica');
    expect(found.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Loom without a replica',
    ]);
  });
});
