import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../../db/factories';
import { bannedUsers, profiles } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('/api/profile (own profile)', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let cookie: string;
  let otherProfileId: string;
  beforeAll(async () => {
    harness = await buildTestApp();
    await createCreator(harness.db, { handle: 'editor', user: { email: 'editor@example.test' } });
    otherProfileId = (await createCreator(harness.db, { handle: 'bystander', displayName: 'Bystander' }))
      .profile.id;
    cookie = await signInAs(harness.app, 'editor@example.test');
  });
  afterAll(() => harness.close());

  const put = (payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload,
      headers,
      remoteAddress: nextClientAddress(),
    });

  it('[USER] saves their profile, trimmed, with empty texts stored as none', async () => {
    const response = await put({
      displayName: ' Edie Tor ',
      bio: '  Makes things.  ',
      location: '   ',
      skills: [' React ', 'Design'],
      introUrl: 'https://youtu.be/abc',
      primaryCta: 'contact',
      primaryCtaUrl: '',
      hireable: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      handle: 'editor',
      displayName: 'Edie Tor',
      bio: 'Makes things.',
      location: null,
      skills: ['React', 'Design'],
      primaryCta: 'contact',
      primaryCtaUrl: null,
      hireable: true,
    });
    const read = await harness.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(read.json()).toEqual(response.json());
  });

  it('[USER] cannot change their handle or anyone else’s profile through it', async () => {
    const response = await put({
      displayName: 'Still Me',
      handle: 'newhandle',
      userId: 'x',
      id: otherProfileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().handle).toBe('editor');
    const [other] = await harness.db.select().from(profiles).where(eq(profiles.id, otherProfileId));
    expect(other?.displayName).toBe('Bystander');
  });

  it.each([
    [{ displayName: '' }, 'displayName', 'displayNameRequired'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'bioTooLong'],
    [{ location: 'x'.repeat(101) }, 'location', 'locationTooLong'],
    [{ skills: ['x'.repeat(51)] }, 'skills.0', 'skillTooLong'],
    [{ skills: Array.from({ length: 21 }, (_, index) => `skill${index}`) }, 'skills', 'tooManySkills'],
    [{ primaryCtaUrl: 'javascript:alert(1)' }, 'primaryCtaUrl', 'invalidUrl'],
  ])('refuses %o', async (fields, field, messageId) => {
    const response = await put({ displayName: 'Valid Name', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(messageId);
  });

  it('[VISITOR] is refused', async () => {
    expect((await put({ displayName: 'Nobody' }, {})).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('[BANNED] cannot save', async () => {
    const { user } = await createCreator(harness.db, { user: { email: 'shut@example.test' } });
    const bannedCookie = await signInAs(harness.app, 'shut@example.test');
    await harness.db.insert(bannedUsers).values({ userId: user.id });
    const response = await put({ displayName: 'Sneaky' }, { cookie: bannedCookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('banned');
  });
});
