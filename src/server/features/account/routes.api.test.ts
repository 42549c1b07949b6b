import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '../../db/factories';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

const NEW_PASSWORD = 'Changed-Password-55';

describe('/api/account password and sessions', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) =>
    harness.app.inject({
      method,
      url: `/api/account${url}`,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });
  const isSignedIn = async (cookie: string) =>
    (await harness.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()
      .user !== null;

  it('[USER] changes the password with the current one; other devices are signed out, this one stays', async () => {
    await createCreator(harness.db, { user: { email: 'changer@example.test' } });
    const laptop = await signInAs(harness.app, 'changer@example.test');
    const phone = await signInAs(harness.app, 'changer@example.test');

    const wrong = await call('POST', '/password', laptop, {
      currentPassword: 'Not-It-123!',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().fields.password).toBe('invalidPassword');
    const weak = await call('POST', '/password', laptop, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'weakling',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toBe('weakPassword');

    const changed = await call('POST', '/password', laptop, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    await expect(signInAs(harness.app, 'changer@example.test')).rejects.toThrow();
    expect(await isSignedIn(await signInAs(harness.app, 'changer@example.test', NEW_PASSWORD))).toBe(true);
  });

  it('[USER] may keep other devices signed in when changing the password', async () => {
    await createCreator(harness.db, { user: { email: 'keeper@example.test' } });
    const laptop = await signInAs(harness.app, 'keeper@example.test');
    const phone = await signInAs(harness.app, 'keeper@example.test');
    await call('POST', '/password', laptop, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
      signOutOthers: false,
    });
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('[USER] lists their devices, signs one out, then all the others', async () => {
    await createCreator(harness.db, { user: { email: 'devices@example.test' } });
    const here = await signInAs(harness.app, 'devices@example.test');
    const second = await signInAs(harness.app, 'devices@example.test');
    const third = await signInAs(harness.app, 'devices@example.test');

    const list = (await call('GET', '/sessions', here)).json();
    expect(list).toHaveLength(3);
    expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const other = list.find((session: { current: boolean }) => !session.current);
    expect((await call('DELETE', `/sessions/${other.id}`, here)).statusCode).toBe(204);
    expect((await call('GET', '/sessions', here)).json()).toHaveLength(2);

    expect((await call('POST', '/sessions/sign-out-others', here)).statusCode).toBe(204);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
  });

  it("[USER] cannot sign out someone else's device", async () => {
    await createCreator(harness.db, { user: { email: 'victim@example.test' } });
    await createCreator(harness.db, { user: { email: 'prankster@example.test' } });
    const victim = await signInAs(harness.app, 'victim@example.test');
    const prankster = await signInAs(harness.app, 'prankster@example.test');
    const [victimSession] = (await call('GET', '/sessions', victim)).json();
    expect((await call('DELETE', `/sessions/${victimSession.id}`, prankster)).statusCode).toBe(404);
    expect(await isSignedIn(victim)).toBe(true);
  });

  it('[VISITOR] is refused everything here', async () => {
    expect(
      (await call('POST', '/password', undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', '/sessions')).statusCode).toBe(401);
    expect((await call('POST', '/sessions/sign-out-others')).statusCode).toBe(401);
  });
});
