import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator, createWarning } from '#server/seed/factories';
import { bannedUsers, userWarnings } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('/api/account standing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const standing = (client: ApiClient) => client.get('/api/account/standing');
  const acknowledge = (client: ApiClient, warningId: string) =>
    client.post(`/api/account/warnings/${warningId}/acknowledge`);

  it('[USER] in good standing has no ban and no warnings', async () => {
    const response = await standing(await testApp.as(await createCreator(testApp.db)));
    expect(response.json()).toEqual({ ban: null, warnings: [] });
  });

  it('[USER] sees an active ban with its reason and end; an expired or lifted one is gone', async () => {
    const { user } = await createCreator(testApp.db);
    const client = await testApp.as(user);
    const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await createBan(testApp.db, user.id, { reason: 'Spam', expiresAt });
    expect((await standing(client)).json().ban).toEqual({
      reason: 'Spam',
      expiresAt: expiresAt.toISOString(),
      appeal: null,
    });

    await testApp.db.update(bannedUsers).set({ expiresAt: null }).where(eq(bannedUsers.userId, user.id));
    expect((await standing(client)).json().ban).toEqual({ reason: 'Spam', expiresAt: null, appeal: null });

    await testApp.db
      .update(bannedUsers)
      .set({ unbannedAt: new Date() })
      .where(eq(bannedUsers.userId, user.id));
    expect((await standing(client)).json().ban).toBeNull();
  });

  it('[USER] sees unacknowledged warnings newest first and acknowledges them one by one', async () => {
    const { user } = await createCreator(testApp.db);
    const client = await testApp.as(user);
    await createWarning(testApp.db, user.id, {
      reason: 'First offence',
      severity: 'low',
      createdAt: new Date(Date.now() - 60_000),
    });
    await createWarning(testApp.db, user.id, { reason: 'Second offence', severity: 'critical' });
    const warnings = (await standing(client)).json().warnings;
    expect(warnings.map((warning: { reason: string }) => warning.reason)).toEqual([
      'Second offence',
      'First offence',
    ]);
    expect(warnings[0]).toMatchObject({ severity: 'critical' });

    expect((await acknowledge(client, warnings[0].id)).statusCode).toBe(204);
    expect((await standing(client)).json().warnings).toHaveLength(1);
    expect((await acknowledge(client, warnings[0].id)).statusCode).toBe(404);
    expect((await acknowledge(client, warnings[1].id)).statusCode).toBe(204);
    expect((await standing(client)).json().warnings).toEqual([]);
  });

  it("[USER] cannot acknowledge someone else's warning", async () => {
    const { user: other } = await createCreator(testApp.db);
    const warning = await createWarning(testApp.db, other.id, { reason: 'Not yours' });
    const meddler = await testApp.as(await createCreator(testApp.db));
    const response = await acknowledge(meddler, warning.id);
    expect(response.statusCode).toBe(404);
    const [after] = await testApp.db.select().from(userWarnings).where(eq(userWarnings.id, warning.id));
    expect(after?.acknowledgedAt).toBeNull();
  });

  it('[VISITOR] is refused both', async () => {
    const visitor = testApp.visitor();
    expect((await standing(visitor)).statusCode).toBe(401);
    const response = await acknowledge(visitor, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a warning id that is not a uuid', async () => {
    const typo = await testApp.as(await createCreator(testApp.db));
    const response = await acknowledge(typo, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
  });
});
