import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { users } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('changing the email address', () => {
  let testApp: TestApp;
  let mover: TestUser;
  let user: ApiClient;
  let visitor: ApiClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    mover = (
      await createCreator(testApp.db, {
        handle: 'mover',
        displayName: 'Mo Ver',
        user: { email: 'old@example.test' },
      })
    ).user;
    await createCreator(testApp.db, { user: { email: 'taken@example.test' } });
  });
  beforeEach(async () => {
    user = await testApp.as(mover);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const emailOf = async () => (await testApp.db.select().from(users).where(eq(users.id, mover.id)))[0]?.email;

  it.each([
    [{ newEmail: 'new@example.test', password: 'Wrong-One-123' }, 403, 'invalidPassword'],
    [{ newEmail: 'OLD@example.test', password: FACTORY_PASSWORD }, 400, 'sameEmail'],
    [{ newEmail: 'not-an-email', password: FACTORY_PASSWORD }, 400, 'validationError'],
  ])('refuses %o', async (payload, status, messageId) => {
    const response = await user.post('/api/account/email', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().messageId).toBe(messageId);
    expect(await emailOf()).toBe('old@example.test');
  });

  it('[USER] asks for a new address: a link to the new one, a notice to the old one, nothing changed yet', async () => {
    expect(
      (await user.post('/api/account/email', { newEmail: 'New@Example.test', password: FACTORY_PASSWORD }))
        .statusCode,
    ).toBe(204);
    expect(await testApp.mail.lastLinkTo('new@example.test')).toMatch(
      /^http:\/\/localhost:3000\/confirm-email\?token=/,
    );
    const notice = (await testApp.mail.delivered()).filter((mail) => mail.to === 'old@example.test').at(-1);
    expect(notice?.text).toContain('Hello Mo Ver,');
    expect(notice?.text).toContain('new@example.test');
    expect(await emailOf()).toBe('old@example.test');
  });

  it('[USER] asking for an address that has an account answers the same, tells its owner, and makes no link', async () => {
    const sentBefore = (await testApp.mail.delivered()).length;
    const response = await user.post('/api/account/email', {
      newEmail: 'taken@example.test',
      password: FACTORY_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    const sent = (await testApp.mail.delivered()).slice(sentBefore);
    expect(sent.map((mail) => mail.to)).toEqual(['taken@example.test']);
    expect(sent[0]?.subject).toBe('Someone tried to move an account to this address on Atelier');
    expect(sent[0]?.text).not.toContain('confirm-email');
    expect(await emailOf()).toBe('old@example.test');
  });

  it('switches to the new address from the link, once; sign-in then uses it', async () => {
    const token = new URL(await testApp.mail.lastLinkTo('new@example.test')).searchParams.get('token');
    expect((await visitor.post('/api/account/email/confirm', { token })).statusCode).toBe(204);
    expect(await emailOf()).toBe('new@example.test');
    expect((await visitor.post('/api/account/email/confirm', { token })).json().messageId).toBe(
      'invalidLink',
    );
    // Signing in goes by the address: with the old one it fails, with the new one it works.
    const signInWith = (email: string) => testApp.as({ id: mover.id, email }, { newSession: true });
    await expect(signInWith('old@example.test')).rejects.toThrow();
    await signInWith('new@example.test');
  });

  it('[VISITOR] cannot ask for a change', async () => {
    expect(
      (await visitor.post('/api/account/email', { newEmail: 'x@example.test', password: 'x' })).statusCode,
    ).toBe(401);
  });
});
