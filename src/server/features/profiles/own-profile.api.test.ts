import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBan, createCreator } from '#server/seed/factories';
import { profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('/api/profile (own profile)', () => {
  let testApp: TestApp;
  let editorUser: TestUser;
  let editor: ApiClient;
  let otherProfileId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    editorUser = (await createCreator(testApp.db, { handle: 'editor' })).user;
    otherProfileId = (await createCreator(testApp.db, { handle: 'bystander', displayName: 'Bystander' }))
      .profile.id;
  });
  beforeEach(async () => {
    editor = await testApp.as(editorUser);
  });
  afterAll(() => testApp.close());

  const put = (payload: Record<string, unknown>, client = editor) => client.put('/api/profile', payload);

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
    const read = await editor.get('/api/profile');
    expect(read.json()).toEqual(response.json());
  });

  it('[USER] saves a headline on one line; leaving it out keeps it, an empty one removes it', async () => {
    const saved = await put({ displayName: 'Edie Tor', headline: ' Type\tdesigner,\r\n  Lisbon ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().headline).toBe('Type designer, Lisbon');
    expect((await put({ displayName: 'Edie Tor', bio: 'Still here.' })).json().headline).toBe(
      'Type designer, Lisbon',
    );
    const session = await editor.get('/api/auth/session');
    expect(session.json().user.profile.headline).toBe('Type designer, Lisbon');
    expect((await put({ displayName: 'Edie Tor', headline: '' })).json().headline).toBeNull();
  });

  it.each(['Edie\nOpen it on Atelier: https://evil.example', 'Edie\rTor', 'Edie\u0007Tor', 'Edie\u2028Tor'])(
    '[ATTACKER] cannot put a line break or another control character into their name: %j',
    async (displayName) => {
      expect((await put({ displayName: 'Edie Tor' })).statusCode).toBe(200);
      const refused = await put({ displayName });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { displayName: 'invalidCharacters' } });
      expect((await editor.get('/api/profile')).json().displayName).toBe('Edie Tor');
    },
  );

  it('[USER] cannot change their handle or anyone else’s profile through it', async () => {
    const response = await put({
      displayName: 'Still Me',
      handle: 'newhandle',
      userId: 'x',
      id: otherProfileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().handle).toBe('editor');
    const [other] = await testApp.db.select().from(profiles).where(eq(profiles.id, otherProfileId));
    expect(other?.displayName).toBe('Bystander');
  });

  it.each([
    [{ displayName: '' }, 'displayName', 'displayNameRequired'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'bioTooLong'],
    [{ location: 'x'.repeat(101) }, 'location', 'locationTooLong'],
    [{ headline: 'x'.repeat(81) }, 'headline', 'headlineTooLong'],
    [{ headline: 'a\u0000b' }, 'headline', 'invalidCharacters'],
    [{ skills: ['x'.repeat(51)] }, 'skills.0', 'skillTooLong'],
    [{ skills: Array.from({ length: 21 }, (_, index) => `skill${index}`) }, 'skills', 'tooManySkills'],
    [{ primaryCtaUrl: 'javascript:alert(1)' }, 'primaryCtaUrl', 'invalidUrl'],
  ])('refuses %o', async (fields, field, messageId) => {
    const response = await put({ displayName: 'Valid Name', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(messageId);
  });

  it('[VISITOR] is refused', async () => {
    const visitor = testApp.visitor();
    expect((await put({ displayName: 'Nobody' }, visitor)).statusCode).toBe(401);
    expect((await visitor.get('/api/profile')).statusCode).toBe(401);
  });

  it('[BANNED] cannot save', async () => {
    const { user } = await createCreator(testApp.db);
    const banned = await testApp.as(user);
    await createBan(testApp.db, user.id);
    const response = await put({ displayName: 'Sneaky' }, banned);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('banned');
  });
});
