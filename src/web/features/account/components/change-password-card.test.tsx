// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { ChangePasswordCard } from './change-password-card';

const PASSWORD = 'Correct-Horse-9battery';
const NEW_PASSWORD = 'Another-Horse-7stapler';
const current = () => screen.getByLabelText('Current password');
const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');
const update = () => screen.getByRole('button', { name: 'Update password' }) as HTMLButtonElement;

describe('ChangePasswordCard', () => {
  it("shows the schema's messages on their fields, no toast, and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<ChangePasswordCard twoFactorOn={false} />);
    // Nothing to send before the current password is typed: the button waits, Enter too.
    expect(update().disabled).toBe(true);
    pressEnter(newPassword());

    typeInto(current(), PASSWORD);
    typeInto(newPassword(), 'short');
    typeInto(confirmation(), 'other');
    fireEvent.click(update());
    await waitFor(() =>
      expect(refusedWith(newPassword())).toContain(
        'Password does not meet requirements. Use at least 12 characters.',
      ),
    );
    // The confirmation is told once the rest passes.
    expect(refusedWith(confirmation())).toBeNull();

    typeInto(newPassword(), NEW_PASSWORD);
    fireEvent.click(update());
    await waitFor(() => expect(refusedWith(confirmation())).toEqual(['Passwords do not match']));
    expect(refusedWith(newPassword())).toBeNull();
    expect(toasts()).toEqual([]);
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({ 'POST /api/account/password': refusedFields({ newPassword: 'breachedPassword' }) });
    renderInApp(<ChangePasswordCard twoFactorOn={false} />);
    typeInto(current(), PASSWORD);
    typeInto(newPassword(), NEW_PASSWORD);
    typeInto(confirmation(), NEW_PASSWORD);
    const release = api.hold('POST /api/account/password');
    pressEnter(current());

    const busy = await screen.findByRole('button', { name: 'Updating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(newPassword())).toContain(
        'This password is too common or has appeared in a data breach. Please choose a different one.',
      ),
    );
    expect(update().disabled).toBe(false);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/account/password',
        body: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmation: NEW_PASSWORD,
          signOutOthers: true,
        },
      },
    ]);
  });

  it('a wrong current password, which the server names `password`, is told on the Current password field', async () => {
    // As the server answers it (src/server/features/account/routes.api.test.ts).
    const api = fakeApi({
      'POST /api/account/password': refusedFields({ password: 'invalidPassword' }, 'forbidden'),
    });
    renderInApp(<ChangePasswordCard twoFactorOn={false} />);
    typeInto(current(), 'Wrong-Horse-9battery');
    typeInto(newPassword(), NEW_PASSWORD);
    typeInto(confirmation(), NEW_PASSWORD);
    fireEvent.click(update());
    await waitFor(() =>
      expect(refusedWith(current())).toEqual(['Please enter your correct current password']),
    );
    expect(toasts()).toEqual([
      { title: 'Error updating password', description: 'Please enter your correct current password' },
    ]);
    expect(api.writes()).toHaveLength(1);
  });
});
