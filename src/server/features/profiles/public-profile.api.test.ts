import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBan,
  createCreator,
  createFollow,
  createProject,
  createRole,
  createService,
  createUser,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('public profiles and follows', () => {
  let testApp: TestApp;
  let ada: Creator;
  let graceUser: TestUser;
  let grace: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await createCreator(testApp.db, {
      handle: 'adapublic',
      displayName: 'Ada Public',
      skills: ['Engines'],
      socialLinks: [{ platform: 'github', url: 'https://github.com/ada' }],
      user: { email: 'ada-public@example.test' },
    });
    await createRole(testApp.db, ada.user.id, 'vip');
    await createProject(testApp.db, ada.profile.id, { title: 'Shown', slug: 'shown' });
    await createProject(testApp.db, ada.profile.id, { title: 'Hidden', slug: 'hidden', published: false });
    await createService(testApp.db, ada.profile.id);
    await createService(testApp.db, ada.profile.id, { title: 'Retired service offer', active: false });
    graceUser = (await createCreator(testApp.db, { handle: 'gracepublic' })).user;
    await createFollow(testApp.db, ada.user.id, graceUser.id);
  });
  beforeEach(async () => {
    grace = await testApp.as(graceUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const follow = (method: 'PUT' | 'DELETE', handle: string, client: ApiClient) =>
    client.request({ method, url: `/api/profiles/${handle}/follow` });

  it('[VISITOR] sees a profile with its published projects and active services only', async () => {
    const response = await visitor.get('/api/profiles/AdaPublic');
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
    expect((await visitor.get('/api/profiles/nobodyhere')).json()).toMatchObject({
      messageId: 'profileNotFound',
    });
    await createUser(testApp.db);
    expect((await visitor.get('/api/profiles/null')).statusCode).toBe(404);
  });

  it("[VISITOR] a banned user's profile and projects are hidden", async () => {
    const banned = await createCreator(testApp.db, { handle: 'bannedpublic' });
    await createProject(testApp.db, banned.profile.id, { slug: 'spam' });
    expect((await visitor.get('/api/profiles/bannedpublic')).statusCode).toBe(200);
    await createBan(testApp.db, banned.user.id, { reason: 'Spam' });
    expect((await visitor.get('/api/profiles/bannedpublic')).statusCode).toBe(404);
    expect((await visitor.get('/api/profiles/bannedpublic/projects/spam')).statusCode).toBe(404);
  });

  it('[VISITOR] may not follow', async () => {
    const response = await follow('PUT', 'adapublic', visitor);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      messageId: 'signInToFollow',
      message: 'Please sign in to follow users',
    });
  });

  it('[USER] follows and unfollows, with the count live in the answer; twice changes nothing', async () => {
    expect((await follow('PUT', 'adapublic', grace)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await follow('PUT', 'adapublic', grace)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await grace.get('/api/profiles/adapublic')).json()).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
    expect((await follow('DELETE', 'adapublic', grace)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await follow('DELETE', 'adapublic', grace)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
  });

  it('[USER] may not follow themselves, nor someone not found', async () => {
    expect((await follow('PUT', 'gracepublic', grace)).json()).toMatchObject({
      messageId: 'cannotFollowSelf',
    });
    expect((await follow('PUT', 'nobodyhere', grace)).statusCode).toBe(404);
  });

  it('[USER] sees their own profile marked as theirs', async () => {
    expect((await grace.get('/api/profiles/gracepublic')).json()).toMatchObject({ isSelf: true });
  });
});
