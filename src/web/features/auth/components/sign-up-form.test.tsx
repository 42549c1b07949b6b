// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { SignUpForm } from './sign-up-form';

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('Password');
const ageBox = () => screen.getByRole('checkbox');

describe('SignUpForm', () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(refusedWith(field('Username'))).toContain('Please fill all fields'));
    expect(refusedWith(field('Email'))).toEqual(['Please fill all fields']);
    expect(refusedWith(password())).toContain('Please fill all fields');
    expect(refusedWith(ageBox())).toEqual([
      'Please confirm your age and accept the terms and privacy policy.',
    ]);

    typeInto(field('Username'), 'ad');
    typeInto(field('Email'), 'ada@example');
    typeInto(password(), 'too-short');
    fireEvent.click(ageBox());
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(refusedWith(field('Username'))).toContain('Username must be at least 3 characters'),
    );
    expect(refusedWith(field('Email'))).toEqual(['Please enter a valid email address']);
    expect(refusedWith(password())).toContain(
      'Password does not meet requirements. Use at least 12 characters.',
    );
    expect(refusedWith(ageBox())).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('Enter in a field sends; busy until the server answers, whose field refusals land on their fields', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-up': refusedFields({ username: 'valueTaken' }, 'conflict'),
    });
    renderInApp(<SignUpForm />);
    typeInto(field('Username'), 'Ada-Lovelace');
    typeInto(field('Email'), 'ada@example.test');
    typeInto(password(), 'password1234');
    fireEvent.click(ageBox());
    const release = api.hold('POST /api/auth/sign-up');
    pressEnter(field('Email'));

    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(field('Username'))).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect(refusedWith(field('Email'))).toBeNull();
    expect(refusedWith(password())).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(toasts()).toEqual([
      {
        title: 'Error signing up',
        description: 'That value is already taken. Please choose a different one.',
      },
    ]);
    // The username is typed the way it will be: lower case, letters and digits.
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-up',
        body: {
          username: 'adalovelace',
          email: 'ada@example.test',
          password: 'password1234',
          ageConfirmed: true,
        },
      },
    ]);
  });
});
