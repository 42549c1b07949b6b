import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../../db/factories';
import { notifications } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('/api/profiles/{handle}/follow', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let ada: Awaited<ReturnType<typeof createCreator>>;
  let graceCookie: string;
  beforeAll(async () => {
    harness = await buildTestApp();
    ada = await createCreator(harness.db, { handle: 'adafollowed' });
    await createCreator(harness.db, {
      handle: 'gracefollows',
      user: { email: 'grace-follows@example.test' },
    });
    graceCookie = await signInAs(harness.app, 'grace-follows@example.test');
  });
  afterAll(() => harness.close());

  const follow = (method: 'PUT' | 'DELETE', cookie = graceCookie) =>
    harness.app.inject({
      method,
      url: '/api/profiles/adafollowed/follow',
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });
  const adaNotices = () =>
    harness.db.select().from(notifications).where(eq(notifications.userId, ada.user.id));

  it('[VISITOR] cannot follow', async () => {
    expect((await follow('PUT', '')).statusCode).toBe(401);
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
