import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const NEW_PASSWORD = 'Brand-New-Secret-77';

describe('password reset and account recovery', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await createCreator(testApp.db, { handle: 'forgetful', user: { email: 'forgetful@example.test' } });
  });
  afterAll(() => testApp.close());

  // Each request comes from a visitor of its own unless told, so what is limited per email address is
  // shown to be so across clients.
  const visitor = () => testApp.visitor();
  const signIn = (password: string) =>
    visitor().post('/api/auth/sign-in', { email: 'forgetful@example.test', password });
  const mailsTo = async (address: string) =>
    (await testApp.mail.delivered()).filter((mail) => mail.to === address);

  it('[VISITOR] resets a forgotten password from the emailed link; old sessions and the old password stop working', async () => {
    const before = await signIn(FACTORY_PASSWORD);
    const oldCookie = `atelier_session=${before.cookies.find((cookie) => cookie.name === 'atelier_session')?.value}`;

    expect(
      (await visitor().post('/api/auth/password-reset/request', { email: 'Forgetful@example.test' }))
        .statusCode,
    ).toBe(204);
    const link = await testApp.mail.lastLinkTo('forgetful@example.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token');

    const weak = await visitor().post('/api/auth/password-reset/complete', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('weakPassword');

    expect(
      (await visitor().post('/api/auth/password-reset/complete', { token, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(204);
    const session = await visitor().get('/api/auth/session', { cookie: oldCookie });
    expect(session.json()).toEqual({ user: null });
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await visitor().post('/api/auth/password-reset/complete', {
      token,
      password: 'Another-Secret-99',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messageId).toBe('invalidLink');
  });

  it('refuses a made-up reset token', async () => {
    const response = await visitor().post('/api/auth/password-reset/complete', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('invalidLink');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await visitor().post('/api/auth/password-reset/request', {
      email: 'forgetful@example.test',
    });
    const unknown = await visitor().post('/api/auth/password-reset/request', {
      email: 'nobody@example.test',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody@example.test')).toEqual([]);
  });

  it('[VISITOR] recovers the username by email, without learning whether other addresses exist', async () => {
    expect(
      (await visitor().post('/api/auth/recover-account', { email: ' FORGETFUL@example.test ' })).statusCode,
    ).toBe(204);
    expect((await mailsTo('forgetful@example.test')).at(-1)?.text).toContain('Your username is: forgetful');
    expect(
      (await visitor().post('/api/auth/recover-account', { email: 'ghost@example.test' })).statusCode,
    ).toBe(204);
    expect(await mailsTo('ghost@example.test')).toEqual([]);
    const invalid = await visitor().post('/api/auth/recover-account', { email: 'not an email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email).toBe('invalidEmail');
  });

  it('limits recovery emails per address across clients, and per client across addresses', async () => {
    await createCreator(testApp.db, { user: { email: 'popular@example.test' } });
    const perAddress: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      perAddress.push(
        (await visitor().post('/api/auth/recover-account', { email: 'popular@example.test' })).statusCode,
      );
    }
    expect(perAddress).toEqual([204, 204, 204, 429]);

    const perClient: number[] = [];
    const client = testApp.visitor({ address: '10.9.9.9' });
    for (let attempt = 0; attempt < 11; attempt += 1) {
      perClient.push(
        (await client.post('/api/auth/password-reset/request', { email: `x${attempt}@example.test` }))
          .statusCode,
      );
    }
    expect(perClient.slice(0, 10).every((status) => status === 204)).toBe(true);
    expect(perClient[10]).toBe(429);
  });
});
