import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator, type Creator } from '#server/seed/factories';
import { notifications } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('/api/profiles/{handle}/follow', () => {
  let testApp: TestApp;
  let ada: Creator;
  let graceUser: TestUser;
  let grace: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await createCreator(testApp.db, { handle: 'adafollowed' });
    graceUser = (await createCreator(testApp.db, { handle: 'gracefollows' })).user;
  });
  beforeEach(async () => {
    grace = await testApp.as(graceUser);
  });
  afterAll(() => testApp.close());

  const follow = (method: 'PUT' | 'DELETE', client = grace) =>
    client.request({ method, url: '/api/profiles/adafollowed/follow' });
  const adaNotices = () =>
    testApp.db.select().from(notifications).where(eq(notifications.userId, ada.user.id));

  it('[VISITOR] cannot follow', async () => {
    expect((await follow('PUT', testApp.visitor())).statusCode).toBe(401);
  });

  it('[USER] follows and unfollows; the followed person hears of it once, however often it is toggled', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await follow('PUT')).json()).toEqual({ following: true, followerCount: 1 });
      expect((await follow('DELETE')).json()).toEqual({ following: false, followerCount: 0 });
    }
    const notices = await adaNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: '/gracefollows' });
  });
});
