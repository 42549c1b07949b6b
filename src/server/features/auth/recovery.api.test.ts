import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '../../db/factories';
import { buildTestApp } from '../../test/build-test-app';

const NEW_PASSWORD = 'Brand-New-Secret-77';

describe('password reset and account recovery', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let clientNumber = 0;
  beforeAll(async () => {
    harness = await buildTestApp();
    await createCreator(harness.db, { handle: 'forgetful', user: { email: 'forgetful@example.test' } });
  });
  afterAll(() => harness.close());

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    remote?: string,
  ) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      payload,
      headers,
      remoteAddress: remote ?? `10.3.0.${(clientNumber += 1) % 250}`,
    });
  const signIn = (password: string) => post('/sign-in', { email: 'forgetful@example.test', password });
  const mailsTo = (address: string) => harness.mail.sent.filter((mail) => mail.to === address);

  it('[VISITOR] resets a forgotten password from the emailed link; old sessions and the old password stop working', async () => {
    const before = await signIn(FACTORY_PASSWORD);
    const oldCookie = `atelier_session=${before.cookies.find((cookie) => cookie.name === 'atelier_session')?.value}`;

    expect((await post('/password-reset/request', { email: 'Forgetful@example.test' })).statusCode).toBe(204);
    const link = harness.mail.lastLinkTo('forgetful@example.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token');

    const weak = await post('/password-reset/complete', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('weakPassword');

    expect((await post('/password-reset/complete', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    const session = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: oldCookie },
    });
    expect(session.json()).toEqual({ user: null });
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await post('/password-reset/complete', { token, password: 'Another-Secret-99' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messageId).toBe('invalidLink');
  });

  it('refuses a made-up reset token', async () => {
    const response = await post('/password-reset/complete', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('invalidLink');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await post('/password-reset/request', { email: 'forgetful@example.test' });
    const unknown = await post('/password-reset/request', { email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo('nobody@example.test')).toEqual([]);
  });

  it('[VISITOR] recovers the username by email, without learning whether other addresses exist', async () => {
    expect((await post('/recover-account', { email: ' FORGETFUL@example.test ' })).statusCode).toBe(204);
    expect(mailsTo('forgetful@example.test').at(-1)?.text).toContain('Your username is: forgetful');
    expect((await post('/recover-account', { email: 'ghost@example.test' })).statusCode).toBe(204);
    expect(mailsTo('ghost@example.test')).toEqual([]);
    const invalid = await post('/recover-account', { email: 'not an email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email).toBe('invalidEmail');
  });

  it('limits recovery emails per address across clients, and per client across addresses', async () => {
    await createCreator(harness.db, { user: { email: 'popular@example.test' } });
    const perAddress: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      perAddress.push((await post('/recover-account', { email: 'popular@example.test' })).statusCode);
    }
    expect(perAddress).toEqual([204, 204, 204, 429]);

    const perClient: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      perClient.push(
        (await post('/password-reset/request', { email: `x${attempt}@example.test` }, {}, '10.9.9.9'))
          .statusCode,
      );
    }
    expect(perClient.slice(0, 10).every((status) => status === 204)).toBe(true);
    expect(perClient[10]).toBe(429);
  });
});
