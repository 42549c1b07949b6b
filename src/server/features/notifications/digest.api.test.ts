import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createService } from '#server/seed/factories';
import { notifications } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';

// Digests gather the notifications a member chose to get daily or weekly, grouped by kind,
// skip an empty period, and carry a one-click unsubscribe of their own.

describe('notification digests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** Runs a digest as its schedule would, once everything so far belongs to an earlier hour. */
  const runDigest = async (period: 'daily' | 'weekly') => {
    await testApp.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '1 hour'` });
    await testApp.app.jobs.enqueue(testApp.db, period === 'daily' ? 'daily-digest' : 'weekly-digest', {});
    await testApp.app.jobs.settled();
  };

  it('[USER] new followers come in the weekly digest, grouped under their kind, with a link to each', async () => {
    const ada = await createCreator(testApp.db, { handle: 'adadigest', displayName: 'Ada D' });
    for (const handle of ['lindigest', 'maedigest']) {
      const follower = await createCreator(testApp.db, { handle, displayName: handle });
      expect((await (await testApp.as(follower.user)).put('/api/profiles/adadigest/follow')).statusCode).toBe(
        200,
      );
    }
    // Not at once: followers default to the weekly digest.
    expect(await testApp.mail.to(ada.user.email)).toEqual([]);
    await runDigest('daily');
    expect(await testApp.mail.to(ada.user.email)).toEqual([]);

    await runDigest('weekly');
    const [digest, ...more] = await testApp.mail.to(ada.user.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Your week on Atelier');
    expect(digest?.text).toContain('New follower');
    expect(digest?.text).toContain('lindigest started following you: http://localhost:3000/lindigest');
    expect(digest?.text).toContain('maedigest started following you: http://localhost:3000/maedigest');
    expect(digest?.html).toContain('<h2 style="margin:0 0 8px;font-size:16px">New follower</h2>');
    const oneClick = new URL((digest?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1));
    expect(oneClick.searchParams.get('k')).toBe('weeklyDigest');

    // The one-click link moves every kind the weekly digest gathers to Atelier only.
    expect((await testApp.visitor().post(`${oneClick.pathname}${oneClick.search}`)).statusCode).toBe(204);
    const settings = (await (await testApp.as(ada.user)).get('/api/notifications/settings')).json();
    expect(settings).toMatchObject({ newFollower: 'app', newRequest: 'now' });
  });

  it('[USER] a daily digest gathers the kinds set to daily, and an empty period (all read) sends nothing', async () => {
    const sam = await createCreator(testApp.db, { handle: 'samdigest' });
    const rita = await createCreator(testApp.db, { handle: 'ritadigest', displayName: 'Rita D' });
    const service = await createService(testApp.db, sam.profile.id, {
      title: 'Bakery websites',
      contactMethods: [{ type: 'Email', required: true }],
    });
    await (await testApp.as(sam.user)).put('/api/notifications/settings', { newRequest: 'daily' });
    const requested = await (
      await testApp.as(rita.user)
    ).post(`/api/services/${service.id}/requests`, serviceRequestInput);
    expect(requested.statusCode).toBe(201);
    expect(await testApp.mail.to(sam.user.email)).toEqual([]);
    // Named as she is called when the digest goes out.
    const renamed = await (await testApp.as(rita.user)).put('/api/profile', { displayName: 'Rita Dee' });
    expect(renamed.statusCode).toBe(200);

    await runDigest('daily');
    const [digest] = await testApp.mail.to(sam.user.email);
    expect(digest?.subject).toBe('Your day on Atelier');
    expect(digest?.text).toContain('Rita Dee requested Bakery websites');

    // The next day: Sam read everything, so there is nothing to send.
    await testApp.db.update(notifications).set({ read: true }).where(eq(notifications.userId, sam.user.id));
    await runDigest('daily');
    expect(await testApp.mail.to(sam.user.email)).toHaveLength(1);
  });
});
