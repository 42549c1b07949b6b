import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '../../db/factories';
import { users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('changing the email address', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    harness = await buildTestApp();
    userId = (
      await createCreator(harness.db, {
        handle: 'mover',
        displayName: 'Mo Ver',
        user: { email: 'old@example.test' },
      })
    ).user.id;
    await createCreator(harness.db, { user: { email: 'taken@example.test' } });
    cookie = await signInAs(harness.app, 'old@example.test');
  });
  afterAll(() => harness.close());

  const call = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = { cookie },
  ) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/account${url}`,
      payload,
      headers,
      remoteAddress: nextClientAddress(),
    });
  const emailOf = async () => (await harness.db.select().from(users).where(eq(users.id, userId)))[0]?.email;

  it.each([
    [{ newEmail: 'new@example.test', password: 'Wrong-One-123' }, 403, 'invalidPassword'],
    [{ newEmail: 'OLD@example.test', password: FACTORY_PASSWORD }, 400, 'sameEmail'],
    [{ newEmail: 'taken@example.test', password: FACTORY_PASSWORD }, 409, 'valueTaken'],
    [{ newEmail: 'not-an-email', password: FACTORY_PASSWORD }, 400, 'validationError'],
  ])('refuses %o', async (payload, status, messageId) => {
    const response = await call('/email', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().messageId).toBe(messageId);
    expect(await emailOf()).toBe('old@example.test');
  });

  it('[USER] asks for a new address: a link to the new one, a notice to the old one, nothing changed yet', async () => {
    expect(
      (await call('/email', { newEmail: 'New@Example.test', password: FACTORY_PASSWORD })).statusCode,
    ).toBe(204);
    expect(harness.mail.lastLinkTo('new@example.test')).toMatch(
      /^http:\/\/localhost:3000\/confirm-email\?token=/,
    );
    const notice = harness.mail.sent.filter((mail) => mail.to === 'old@example.test').at(-1);
    expect(notice?.text).toContain('Hello Mo Ver,');
    expect(notice?.text).toContain('new@example.test');
    expect(await emailOf()).toBe('old@example.test');
  });

  it('switches to the new address from the link, once; sign-in then uses it', async () => {
    const token = new URL(harness.mail.lastLinkTo('new@example.test')).searchParams.get('token');
    expect((await call('/email/confirm', { token }, {})).statusCode).toBe(204);
    expect(await emailOf()).toBe('new@example.test');
    expect((await call('/email/confirm', { token }, {})).json().messageId).toBe('invalidLink');
    await expect(signInAs(harness.app, 'old@example.test')).rejects.toThrow();
    await signInAs(harness.app, 'new@example.test');
  });

  it('[VISITOR] cannot ask for a change', async () => {
    expect((await call('/email', { newEmail: 'x@example.test', password: 'x' }, {})).statusCode).toBe(401);
  });
});
