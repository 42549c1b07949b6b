// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'a-token-from-the-emailed-link';
const NEW_PASSWORD = 'Another-Horse-7stapler';
const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');

describe('ResetPasswordPage', () => {
  it('asking for a link: Enter sends the address, busy until the server answers', async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset/request': ok() });
    renderInApp(<ResetPasswordPage />, '/reset-password');
    typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.test');
    const release = api.hold('POST /api/auth/password-reset/request');
    pressEnter(screen.getByRole('textbox', { name: 'Email' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText(
      'If an account exists for that address, a link to reset its password is on its way.',
    );
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/auth/password-reset/request', body: { email: 'ada@example.test' } },
    ]);
  });

  it("the new password: shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(refusedWith(newPassword())).toContain(
        'Password does not meet requirements. Use at least 12 characters.',
      ),
    );
    expect(refusedWith(confirmation())).toBeNull();

    typeInto(newPassword(), NEW_PASSWORD);
    typeInto(confirmation(), 'Another-Horse-7staple');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(refusedWith(confirmation())).toEqual(['Passwords do not match']));
    expect(refusedWith(newPassword())).toBeNull();
    // The schema's refusals are told on their fields alone.
    expect(toasts()).toEqual([]);
    expect(api.sent).toEqual([]);
  });

  it('the new password: Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset/complete': refusedFields({ password: 'breachedPassword' }),
    });
    renderInApp(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    typeInto(newPassword(), NEW_PASSWORD);
    typeInto(confirmation(), NEW_PASSWORD);
    const release = api.hold('POST /api/auth/password-reset/complete');
    pressEnter(confirmation());

    const busy = await screen.findByRole('button', { name: 'Updating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(newPassword())).toContain(
        'This password is too common or has appeared in a data breach. Please choose a different one.',
      ),
    );
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password-reset/complete',
        body: { token: TOKEN, password: NEW_PASSWORD },
      },
    ]);
  });
});
