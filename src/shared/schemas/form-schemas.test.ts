import { describe, expect, it } from 'vitest';
import { changeEmailFormSchema, changePasswordFormSchema } from './account';
import { emailRequestFormSchema, passwordResetFormSchema, signUpFormSchema } from './auth';

const PASSWORD = 'Correct-Horse-9battery';

/** Each refused field with its message id, in the order the form tells them. */
const refusals = (checked: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  checked.error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('the forms built from the shared request schemas', () => {
  it('sign-up: an empty box asks for every field, the others keep their own rule', () => {
    const checked = signUpFormSchema.safeParse({
      username: '',
      email: 'ada@example.test',
      password: 'short',
      ageConfirmed: false,
    });
    expect(refusals(checked)).toEqual([
      ['username', 'fillAllFields'],
      ['password', 'weakPassword'],
      ['ageConfirmed', 'ageRequired'],
    ]);
  });

  it('sign-up: sends what the request schema would', () => {
    expect(
      signUpFormSchema.parse({
        username: ' Ada ',
        email: 'ADA@example.test',
        password: PASSWORD,
        ageConfirmed: true,
      }),
    ).toEqual({ username: 'ada', email: 'ada@example.test', password: PASSWORD, ageConfirmed: true });
  });

  it('recovery: an empty box asks for the address before the address rule', () => {
    expect(refusals(emailRequestFormSchema.safeParse({ email: '  ' }))).toEqual([['email', 'emailRequired']]);
    expect(refusals(emailRequestFormSchema.safeParse({ email: 'not-an-address' }))).toEqual([
      ['email', 'invalidEmail'],
    ]);
  });

  it('new password: a mismatch is told once the password itself passes', () => {
    expect(refusals(passwordResetFormSchema.safeParse({ password: 'short', confirmation: 'other' }))).toEqual(
      [['password', 'weakPassword']],
    );
    expect(
      refusals(passwordResetFormSchema.safeParse({ password: PASSWORD, confirmation: 'other' })),
    ).toEqual([['confirmation', 'passwordsDoNotMatch']]);
  });

  it('change password: the same, on the change request', () => {
    const form = {
      currentPassword: 'old',
      newPassword: PASSWORD,
      confirmation: 'other',
      signOutOthers: true,
    };
    expect(refusals(changePasswordFormSchema.safeParse(form))).toEqual([
      ['confirmation', 'passwordsDoNotMatch'],
    ]);
  });

  it('change email: the new address must not be the current one', () => {
    const schema = changeEmailFormSchema('ada@example.test');
    expect(refusals(schema.safeParse({ newEmail: ' ADA@example.test', password: '' }))).toEqual([
      ['newEmail', 'sameEmail'],
      ['password', 'invalidPassword'],
    ]);
    expect(schema.safeParse({ newEmail: 'ada@new.example.test', password: PASSWORD }).success).toBe(true);
  });
});
