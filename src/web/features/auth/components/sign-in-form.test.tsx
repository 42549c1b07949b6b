// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { SignInForm } from './sign-in-form';

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');

describe('SignInForm', () => {
  it('asks for every field, then for a valid address, on the fields, and sends nothing', async () => {
    const api = fakeApi();
    renderInApp(<SignInForm destination="/explore" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(refusedWith(email())).toEqual(['Please fill all fields']));
    expect(refusedWith(password())).toEqual(['Please fill all fields']);

    typeInto(email(), 'ada@');
    typeInto(password(), 'whatever');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(refusedWith(email())).toEqual(['Please enter a valid email address']));
    expect(refusedWith(password())).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it("shows the server's field refusals on their fields", async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in': refusedFields({ password: 'weakPassword' }) });
    renderInApp(<SignInForm destination="/explore" />);
    typeInto(email(), ' Ada@Example.test ');
    typeInto(password(), 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(refusedWith(password())).toEqual([
        'Password does not meet requirements. Use at least 12 characters.',
      ]),
    );
    expect(refusedWith(email())).toBeNull();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-in',
        body: { email: 'ada@example.test', password: 'short' },
      },
    ]);
  });

  it('Enter in a field signs in; the button is busy until the server answers', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in': ok({ status: 'signed_in' }),
      'GET /api/auth/session': ok({ user: null }),
    });
    renderInApp(<SignInForm destination="/explore" />);
    typeInto(email(), 'ada@example.test');
    typeInto(password(), 'Correct-Horse-9battery');
    const release = api.hold('POST /api/auth/sign-in');
    pressEnter(password());

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.writes()).toHaveLength(1);
    release();
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Welcome back!', description: undefined }]));
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
