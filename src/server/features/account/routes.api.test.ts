import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, Member } from '#server/test/clients';

const NEW_PASSWORD = 'Changed-Password-55';

describe('/api/account password and sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A device of the member's: a session of its own. */
  const device = (member: Member, password?: string) => testApp.as(member, { newSession: true, password });
  const isSignedIn = async (client: ApiClient) =>
    (await client.get('/api/auth/session')).json().user !== null;

  it('[USER] changes the password with the current one; other devices are signed out, this one stays', async () => {
    const changer = await createCreator(testApp.db);
    const laptop = await device(changer);
    const phone = await device(changer);

    const wrong = await laptop.post('/api/account/password', {
      currentPassword: 'Not-It-123!',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().fields.password).toBe('invalidPassword');
    const weak = await laptop.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'weakling',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toBe('weakPassword');

    const changed = await laptop.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    await expect(device(changer)).rejects.toThrow();
    expect(await isSignedIn(await device(changer, NEW_PASSWORD))).toBe(true);
  });

  it('[USER] may keep other devices signed in when changing the password', async () => {
    const keeper = await createCreator(testApp.db);
    const laptop = await device(keeper);
    const phone = await device(keeper);
    await laptop.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
      signOutOthers: false,
    });
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('[USER] lists their devices, signs one out, then all the others', async () => {
    const owner = await createCreator(testApp.db);
    const here = await device(owner);
    const second = await device(owner);
    const third = await device(owner);

    const list = (await here.get('/api/account/sessions')).json();
    expect(list).toHaveLength(3);
    expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const other = list.find((session: { current: boolean }) => !session.current);
    expect((await here.delete(`/api/account/sessions/${other.id}`)).statusCode).toBe(204);
    expect((await here.get('/api/account/sessions')).json()).toHaveLength(2);

    expect((await here.post('/api/account/sessions/sign-out-others')).statusCode).toBe(204);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
  });

  it("[USER] cannot sign out someone else's device", async () => {
    const victim = await device(await createCreator(testApp.db));
    const prankster = await device(await createCreator(testApp.db));
    const [victimSession] = (await victim.get('/api/account/sessions')).json();
    expect((await prankster.delete(`/api/account/sessions/${victimSession.id}`)).statusCode).toBe(404);
    expect(await isSignedIn(victim)).toBe(true);
  });

  it('[VISITOR] is refused everything here', async () => {
    const visitor = testApp.visitor();
    expect(
      (await visitor.post('/api/account/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await visitor.get('/api/account/sessions')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/sessions/sign-out-others')).statusCode).toBe(401);
  });
});
