import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#shared/constants';
import { createCreator } from '#server/seed/factories';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import fr from '../../i18n/locales/fr.json';
import ja from '../../i18n/locales/ja.json';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiHeaders } from '#server/test/clients';

const withProduct = (template: string) => template.replaceAll('{{product}}', PRODUCT_NAME);

describe('account emails in the recipient language', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await createCreator(testApp.db, {
      handle: 'kenji',
      preferences: { language: 'ja' },
      user: { email: 'kenji@example.test' },
    });
    await createCreator(testApp.db, { handle: 'nopref', user: { email: 'nopref@example.test' } });
  });
  afterAll(() => testApp.close());

  // Each request comes from a visitor of its own, so per-client limits stay out of the way.
  const visitor = () => testApp.visitor();
  const signUp = (username: string, headers: ApiHeaders = {}) =>
    visitor().post(
      '/api/auth/sign-up',
      { username, email: `${username}@example.test`, password: 'Sunflower-Field-88', ageConfirmed: true },
      headers,
    );
  const lastMailTo = async (address: string) =>
    (await testApp.mail.delivered()).filter((mail) => mail.to === address).at(-1);

  it('[VISITOR] signing up from a German browser gets the verification email in German', async () => {
    expect((await signUp('gretchen', { 'accept-language': 'de-DE,de;q=0.9' })).statusCode).toBe(201);
    const mail = await lastMailTo('gretchen@example.test');
    expect(mail?.subject).toBe(withProduct(de.email.verification.subject));
    expect(mail?.text).toContain('Willkommen bei Atelier!');
    expect(await testApp.mail.lastLinkTo('gretchen@example.test')).toMatch(/\/verify-email\?token=/);
  });

  it('[USER] with Japanese saved gets the password reset email in Japanese, whatever the request says', async () => {
    const response = await visitor().post(
      '/api/auth/password-reset/request',
      { email: 'kenji@example.test' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.statusCode).toBe(204);
    expect((await lastMailTo('kenji@example.test'))?.subject).toBe(
      withProduct(ja.email.passwordReset.subject),
    );
    expect(await testApp.mail.lastLinkTo('kenji@example.test')).toMatch(/\/reset-password\?token=/);
  });

  it('[USER] with no saved language gets the username reminder in the language of the request', async () => {
    const response = await visitor().post(
      '/api/auth/recover-account',
      { email: 'nopref@example.test' },
      { 'accept-language': 'fr-CA, en;q=0.5' },
    );
    expect(response.statusCode).toBe(204);
    const mail = await lastMailTo('nopref@example.test');
    expect(mail?.subject).toBe(withProduct(fr.email.accountRecovery.subject));
    expect(mail?.text).toContain('nopref');
  });

  it('writes in English when the request names no language', async () => {
    expect((await signUp('plainuser')).statusCode).toBe(201);
    expect((await lastMailTo('plainuser@example.test'))?.subject).toBe(
      withProduct(en.email.verification.subject),
    );
    expect(
      (await visitor().post('/api/auth/password-reset/request', { email: 'nopref@example.test' })).statusCode,
    ).toBe(204);
    expect((await lastMailTo('nopref@example.test'))?.subject).toBe(
      withProduct(en.email.passwordReset.subject),
    );
  });

  it('writes in English when the request names only languages the product lacks', async () => {
    expect((await signUp('dutchuser', { 'accept-language': 'nl-NL,nl;q=0.9' })).statusCode).toBe(201);
    expect((await lastMailTo('dutchuser@example.test'))?.subject).toBe('Confirm your email for Atelier');
  });
});
