import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createFollow, createProject, createService, createUser } from '../../db/factories';
import { bannedUsers, userRoles } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('public profiles and follows', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let ada: Awaited<ReturnType<typeof createCreator>>;
  let graceCookie: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    ada = await createCreator(harness.db, {
      handle: 'adapublic',
      displayName: 'Ada Public',
      skills: ['Engines'],
      socialLinks: [{ platform: 'github', url: 'https://github.com/ada' }],
      user: { email: 'ada-public@example.test' },
    });
    await harness.db.insert(userRoles).values({ userId: ada.user.id, role: 'vip' });
    await createProject(harness.db, ada.profile.id, { title: 'Shown', slug: 'shown' });
    await createProject(harness.db, ada.profile.id, { title: 'Hidden', slug: 'hidden', published: false });
    await createService(harness.db, ada.profile.id);
    await createService(harness.db, ada.profile.id, { title: 'Retired service offer', active: false });
    const grace = await createCreator(harness.db, {
      handle: 'gracepublic',
      user: { email: 'grace-public@example.test' },
    });
    await createFollow(harness.db, ada.user.id, grace.user.id);
    graceCookie = await signInAs(harness.app, 'grace-public@example.test');
  });
  afterAll(() => harness.close());

  const get = (url: string, cookie = '') => harness.app.inject({ method: 'GET', url, headers: { cookie } });
  const follow = (method: 'PUT' | 'DELETE', handle: string, cookie: string) =>
    harness.app.inject({
      method,
      url: `/api/profiles/${handle}/follow`,
      headers: { cookie },
      remoteAddress: nextClientAddress(),
    });

  it('[VISITOR] sees a profile with its published projects and active services only', async () => {
    const response = await get('/api/profiles/AdaPublic');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      handle: 'adapublic',
      displayName: 'Ada Public',
      skills: ['Engines'],
      roles: ['vip'],
      followerCount: 0,
      followingCount: 1,
      isFollowing: false,
      isSelf: false,
    });
    expect(profile.links.socialLinks).toEqual([{ platform: 'github', url: 'https://github.com/ada' }]);
    expect(profile.projects.map((project: { slug: string }) => project.slug)).toEqual(['shown']);
    expect(profile.services).toHaveLength(1);
    expect(profile).not.toHaveProperty('privacy');
    expect(JSON.stringify(profile)).not.toContain('ada-public@example.test');
  });

  it('[VISITOR] an unknown handle, or a profile without a handle yet, is not found', async () => {
    expect((await get('/api/profiles/nobodyhere')).json()).toMatchObject({ messageId: 'profileNotFound' });
    await createUser(harness.db);
    expect((await get('/api/profiles/null')).statusCode).toBe(404);
  });

  it("[VISITOR] a banned user's profile and projects are hidden", async () => {
    const banned = await createCreator(harness.db, { handle: 'bannedpublic' });
    await createProject(harness.db, banned.profile.id, { slug: 'spam' });
    expect((await get('/api/profiles/bannedpublic')).statusCode).toBe(200);
    await harness.db.insert(bannedUsers).values({ userId: banned.user.id, reason: 'Spam' });
    expect((await get('/api/profiles/bannedpublic')).statusCode).toBe(404);
    expect((await get('/api/profiles/bannedpublic/projects/spam')).statusCode).toBe(404);
  });

  it('[VISITOR] may not follow', async () => {
    const response = await follow('PUT', 'adapublic', '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      messageId: 'signInToFollow',
      message: 'Please sign in to follow users',
    });
  });

  it('[USER] follows and unfollows, with the count live in the answer; twice changes nothing', async () => {
    expect((await follow('PUT', 'adapublic', graceCookie)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await follow('PUT', 'adapublic', graceCookie)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await get('/api/profiles/adapublic', graceCookie)).json()).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
    expect((await follow('DELETE', 'adapublic', graceCookie)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await follow('DELETE', 'adapublic', graceCookie)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
  });

  it('[USER] may not follow themselves, nor someone not found', async () => {
    expect((await follow('PUT', 'gracepublic', graceCookie)).json()).toMatchObject({
      messageId: 'cannotFollowSelf',
    });
    expect((await follow('PUT', 'nobodyhere', graceCookie)).statusCode).toBe(404);
  });

  it('[USER] sees their own profile marked as theirs', async () => {
    expect((await get('/api/profiles/gracepublic', graceCookie)).json()).toMatchObject({ isSelf: true });
  });
});
