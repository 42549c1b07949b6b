import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../../db/factories';
import { bannedUsers, userWarnings } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/sign-in';

describe('/api/account standing', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const standing = (cookie?: string) =>
    harness.app.inject({ method: 'GET', url: '/api/account/standing', headers: cookie ? { cookie } : {} });
  const acknowledge = (cookie: string, warningId: string) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/account/warnings/${warningId}/acknowledge`,
      headers: { cookie },
    });

  it('[USER] in good standing has no ban and no warnings', async () => {
    await createCreator(harness.db, { user: { email: 'good@example.test' } });
    const response = await standing(await signInAs(harness.app, 'good@example.test'));
    expect(response.json()).toEqual({ ban: null, warnings: [] });
  });

  it('[USER] sees an active ban with its reason and end; an expired or lifted one is gone', async () => {
    const { user } = await createCreator(harness.db, { user: { email: 'banned@example.test' } });
    const cookie = await signInAs(harness.app, 'banned@example.test');
    const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await harness.db.insert(bannedUsers).values({ userId: user.id, reason: 'Spam', expiresAt });
    expect((await standing(cookie)).json().ban).toEqual({
      reason: 'Spam',
      expiresAt: expiresAt.toISOString(),
    });

    await harness.db.update(bannedUsers).set({ expiresAt: null }).where(eq(bannedUsers.userId, user.id));
    expect((await standing(cookie)).json().ban).toEqual({ reason: 'Spam', expiresAt: null });

    await harness.db
      .update(bannedUsers)
      .set({ unbannedAt: new Date() })
      .where(eq(bannedUsers.userId, user.id));
    expect((await standing(cookie)).json().ban).toBeNull();
  });

  it('[USER] sees unacknowledged warnings newest first and acknowledges them one by one', async () => {
    const { user } = await createCreator(harness.db, { user: { email: 'warned@example.test' } });
    const cookie = await signInAs(harness.app, 'warned@example.test');
    await harness.db.insert(userWarnings).values([
      { userId: user.id, reason: 'First offence', severity: 'low', createdAt: new Date(Date.now() - 60_000) },
      { userId: user.id, reason: 'Second offence', severity: 'critical' },
    ]);
    const warnings = (await standing(cookie)).json().warnings;
    expect(warnings.map((warning: { reason: string }) => warning.reason)).toEqual([
      'Second offence',
      'First offence',
    ]);
    expect(warnings[0]).toMatchObject({ severity: 'critical' });

    expect((await acknowledge(cookie, warnings[0].id)).statusCode).toBe(204);
    expect((await standing(cookie)).json().warnings).toHaveLength(1);
    expect((await acknowledge(cookie, warnings[0].id)).statusCode).toBe(404);
    expect((await acknowledge(cookie, warnings[1].id)).statusCode).toBe(204);
    expect((await standing(cookie)).json().warnings).toEqual([]);
  });

  it("[USER] cannot acknowledge someone else's warning", async () => {
    const { user: other } = await createCreator(harness.db);
    const [warning] = await harness.db
      .insert(userWarnings)
      .values({ userId: other.id, reason: 'Not yours' })
      .returning();
    await createCreator(harness.db, { user: { email: 'meddler@example.test' } });
    const response = await acknowledge(
      await signInAs(harness.app, 'meddler@example.test'),
      warning?.id ?? '',
    );
    expect(response.statusCode).toBe(404);
    const [after] = await harness.db
      .select()
      .from(userWarnings)
      .where(eq(userWarnings.id, warning?.id ?? ''));
    expect(after?.acknowledgedAt).toBeNull();
  });

  it('[VISITOR] is refused both', async () => {
    expect((await standing()).statusCode).toBe(401);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/account/warnings/00000000-0000-4000-8000-000000000000/acknowledge',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a warning id that is not a uuid', async () => {
    await createCreator(harness.db, { user: { email: 'typo@example.test' } });
    const response = await acknowledge(await signInAs(harness.app, 'typo@example.test'), 'not-a-uuid');
    expect(response.statusCode).toBe(400);
  });
});
