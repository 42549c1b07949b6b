import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { sessions } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('session cookies over https', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: 'https://atelier.example' } });
    await createCreator(testApp.db, { user: { email: 'secure@example.test' } });
  });
  afterAll(() => testApp.close());

  // The cookie is what these tests are about, so they sign in and send it by hand.
  const signIn = () =>
    testApp.visitor().post('/api/auth/sign-in', { email: 'secure@example.test', password: FACTORY_PASSWORD });
  const sessionWith = (cookie: string) => testApp.visitor().get('/api/auth/session', { cookie });

  it('[USER] gets a __Host- session cookie: Secure, path /, no Domain, and it signs them in', async () => {
    const cookie = (await signIn()).cookies.find((candidate) => candidate.name === '__Host-atelier_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    const session = await sessionWith(`__Host-atelier_session=${cookie?.value}`);
    expect(session.json().user).toMatchObject({ email: 'secure@example.test' });
  });

  it('[ATTACKER] a cookie without the prefix, as a subdomain could plant, signs no one in', async () => {
    const token = (await signIn()).cookies.find(
      (candidate) => candidate.name === '__Host-atelier_session',
    )?.value;
    expect((await sessionWith(`atelier_session=${token}`)).json()).toEqual({ user: null });
  });

  it('[USER] a session ends 90 days after signing in, however recently it was used', async () => {
    const cookie = (await signIn()).cookies.find((candidate) => candidate.name === '__Host-atelier_session');
    const header = `__Host-atelier_session=${cookie?.value}`;
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    await testApp.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '91 days'`, lastActiveAt: sql`now()` })
      .where(eq(sessions.id, row?.id ?? ''));
    expect((await sessionWith(header)).json()).toEqual({ user: null });
  });
});
