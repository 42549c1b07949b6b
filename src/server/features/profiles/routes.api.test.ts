import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator, createProfile, createUser } from '#server/seed/factories';
import { profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('POST /api/profile/onboarding', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A verified user who has not onboarded yet, signed in. */
  async function newcomer(email: string, signupUsername: string) {
    const user = await createUser(testApp.db, { email, signupUsername });
    await createProfile(testApp.db, user.id);
    return { user, client: await testApp.as(user) };
  }
  const onboard = (client: ApiClient, payload: Record<string, unknown>) =>
    client.post('/api/profile/onboarding', { displayName: 'Ada Lovelace', ...payload });

  it('[USER] sets their handle, name, headline, skills and hire status, trimmed and lower-cased', async () => {
    const { user, client } = await newcomer('ada@example.test', 'ada');
    const response = await onboard(client, {
      username: ' Ada ',
      displayName: '  Ada Lovelace  ',
      headline: '  Engines,\n  notes   and poems ',
      skills: [' Mathematics ', 'Poetry'],
      hireable: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handle: 'ada' });
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      handle: 'ada',
      displayName: 'Ada Lovelace',
      headline: 'Engines, notes and poems',
      skills: ['Mathematics', 'Poetry'],
      hireable: true,
    });
    // The session and the public page carry the headline.
    const session = await client.get('/api/auth/session');
    expect(session.json().user.profile).toMatchObject({
      handle: 'ada',
      headline: 'Engines, notes and poems',
    });
    const page = await testApp.visitor().get('/api/profiles/ada');
    expect(page.json()).toMatchObject({
      headline: 'Engines, notes and poems',
      skills: ['Mathematics', 'Poetry'],
    });
  });

  it('[USER] leaves the intro video and the call to action for Settings, and may skip the rest', async () => {
    const { user, client } = await newcomer('brief@example.test', 'brief');
    const response = await onboard(client, {
      username: 'brief',
      introUrl: 'https://youtu.be/abc',
      primaryCta: 'hire',
      primaryCtaUrl: 'https://brief.example/hire',
      headline: '   ',
    });
    expect(response.statusCode).toBe(200);
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      headline: null,
      skills: [],
      hireable: false,
      introUrl: null,
      primaryCta: null,
      primaryCtaUrl: null,
    });
  });

  it('[USER] cannot change the handle once it is set', async () => {
    const { client } = await newcomer('twice@example.test', 'twice');
    expect((await onboard(client, { username: 'twice' })).statusCode).toBe(200);
    const again = await onboard(client, { username: 'twicemore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyOnboarded');
  });

  it('[USER] cannot take a handle that is held or asked for by someone else', async () => {
    await createCreator(testApp.db, { handle: 'heldhandle' });
    await newcomer('asker@example.test', 'askedfor');
    const { client } = await newcomer('late@example.test', 'late');
    for (const username of ['heldhandle', 'askedfor']) {
      const response = await onboard(client, { username });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        messageId: 'valueTaken',
        message: 'That value is already taken. Please choose a different one.',
        fields: { username: 'valueTaken' },
      });
    }
  });

  it('[USER] may take a sign-up username its first owner let go for another handle', async () => {
    const first = await newcomer('first@example.test', 'letgo');
    expect((await onboard(first.client, { username: 'keptinstead' })).statusCode).toBe(200);
    const { client } = await newcomer('second@example.test', 'second');
    expect((await onboard(client, { username: 'letgo' })).json()).toEqual({ handle: 'letgo' });
  });

  it.each([
    [{ username: 'admin' }, 'username', 'usernameReserved'],
    [{ username: 'no_underscores' }, 'username', 'usernameInvalid'],
    [{ username: 'validname', displayName: '   ' }, 'displayName', 'displayNameRequired'],
    [{ username: 'validname', displayName: 'x'.repeat(101) }, 'displayName', 'displayNameTooLong'],
    [{ username: 'validname', headline: 'x'.repeat(81) }, 'headline', 'headlineTooLong'],
    [{ username: 'validname', headline: 'Nul\u0000byte' }, 'headline', 'invalidCharacters'],
    [{ username: 'validname', headline: 42 }, 'headline', undefined],
    [{ username: 'validname', skills: ['x'.repeat(51)] }, 'skills.0', 'skillTooLong'],
    [{ username: 'validname', skills: ['Ok', 'Nul\u0000'] }, 'skills.1', 'invalidCharacters'],
    [{ username: 'validname', skills: 'React, Vue' }, 'skills', undefined],
    [
      { username: 'validname', skills: Array.from({ length: 21 }, (_, index) => `skill${index}`) },
      'skills',
      'tooManySkills',
    ],
  ])('refuses %o', async (payload, field, messageId) => {
    const { client } = await newcomer(`rules-${Math.random()}@example.test`, `r${Date.now() % 100000}`);
    const response = await onboard(client, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    if (messageId) expect(response.json().fields[field]).toBe(messageId);
  });

  it('refuses a headline of a megabyte before reading it, and one of 900 KB by its rule', async () => {
    const { user, client } = await newcomer('huge@example.test', 'huge');
    expect((await onboard(client, { username: 'huge', headline: 'x'.repeat(1024 * 1024) })).statusCode).toBe(
      413,
    );
    const long = await onboard(client, { username: 'huge', headline: 'x'.repeat(900 * 1024) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.headline).toBe('headlineTooLong');
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.handle).toBeNull();
  });

  it('[VISITOR] is refused with 401', async () => {
    const response = await onboard(testApp.visitor(), { username: 'visitor' });
    expect(response.statusCode).toBe(401);
    expect(response.json().messageId).toBe('signInRequired');
  });

  it('[BANNED] is refused with 403, and nothing is set', async () => {
    const { user, client } = await newcomer('banned@example.test', 'bannedone');
    await createBan(testApp.db, user.id);
    const response = await onboard(client, { username: 'bannedone', headline: 'Still here' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('banned');
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ handle: null, headline: null });
  });

  it('[STAFF] an admin, whose profile is set up, cannot set it up again', async () => {
    const admin = await testApp.asStaff('admin');
    const response = await onboard(admin, { username: 'adminagain' });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageId).toBe('alreadyOnboarded');
  });
});

describe('GET /api/profile/handle-availability', () => {
  let testApp: TestApp;
  let asker: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await createCreator(testApp.db, { handle: 'heldhandle' });
    const waiting = await createUser(testApp.db, { signupUsername: 'askedfor' });
    await createProfile(testApp.db, waiting.id);
    const me = await createUser(testApp.db, { signupUsername: 'mine' });
    await createProfile(testApp.db, me.id);
    asker = await testApp.as(me);
  });
  afterAll(() => testApp.close());

  const check = (client: ApiClient, handle: string) =>
    client.get(`/api/profile/handle-availability?handle=${encodeURIComponent(handle)}`);

  it('[USER] learns which handles are free: their own sign-up username is, as typed in any case', async () => {
    for (const [handle, available] of [
      ['mine', true],
      ['Free1', true],
      ['heldhandle', false],
      ['askedfor', false],
    ] as const) {
      const response = await check(asker, handle);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ handle: handle.toLowerCase(), available });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['admin', 'usernameReserved'],
    ['no_underscores', 'usernameInvalid'],
    ['ab', 'usernameTooShort'],
    ['nul\u0000', 'invalidCharacters'],
  ])('refuses %j as a handle', async (handle, messageId) => {
    const response = await check(asker, handle);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().fields)).toContain(messageId);
  });

  it('[VISITOR] is refused with 401', async () => {
    const response = await check(testApp.visitor(), 'free');
    expect(response.statusCode).toBe(401);
  });

  it('[BANNED] is refused with 403', async () => {
    const user = await createUser(testApp.db);
    await createProfile(testApp.db, user.id);
    const banned = await testApp.as(user);
    await createBan(testApp.db, user.id);
    expect((await check(banned, 'free')).statusCode).toBe(403);
  });
});

describe('GET /api/profiles/popular-skills', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    // 'Skill 0' is named by 25 profiles, 'Skill 1' by 24, ... 'Skill 24' by one.
    for (let index = 0; index < 25; index += 1) {
      await createCreator(testApp.db, {
        skills: Array.from({ length: 25 - index }, (_, skill) => `Skill ${skill}`).slice(0, 20),
      });
    }
    // A profile without a handle is not public: its skills are not counted.
    const hidden = await createUser(testApp.db);
    await createProfile(testApp.db, hidden.id, { skills: ['Secret skill'] });
  });
  afterAll(() => testApp.close());

  it('[VISITOR] gets the 20 most named skills, most used first, cacheable', async () => {
    const response = await testApp.visitor().get('/api/profiles/popular-skills');
    expect(response.statusCode).toBe(200);
    const { skills } = response.json() as { skills: string[] };
    expect(skills).toHaveLength(20);
    expect(skills.slice(0, 3)).toEqual(['Skill 0', 'Skill 1', 'Skill 2']);
    expect(skills).not.toContain('Secret skill');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('[USER] gets the same list', async () => {
    const { user } = await createCreator(testApp.db);
    const response = await (await testApp.as(user)).get('/api/profiles/popular-skills');
    expect(response.statusCode).toBe(200);
    expect(response.json().skills[0]).toBe('Skill 0');
  });

  it('is not mistaken for a profile: a handle never holds a hyphen', async () => {
    const response = await testApp.visitor().get('/api/profiles/popular-skills');
    expect(response.json()).not.toHaveProperty('handle');
  });
});
