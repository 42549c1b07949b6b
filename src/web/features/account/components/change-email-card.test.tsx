// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { ChangeEmailCard } from './change-email-card';

const CURRENT = 'ada@example.test';
const PASSWORD = 'Correct-Horse-9battery';
const newEmail = () => screen.getByRole('textbox', { name: 'New email address' });
const password = () => screen.getByLabelText('Current password');
const update = () => screen.getByRole('button', { name: 'Update email' });
const WRONG_PASSWORD = refusedFields({ password: 'invalidPassword' }, 'forbidden');

describe('ChangeEmailCard', () => {
  it('refuses a bad or unchanged address before sending, in a toast', async () => {
    const api = fakeApi();
    renderInApp(<ChangeEmailCard currentEmail={CURRENT} twoFactorOn={false} />);
    typeInto(newEmail(), 'ada@');
    fireEvent.click(update());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Invalid email', description: 'Please enter a valid email address' },
      ]),
    );

    typeInto(newEmail(), ` ${CURRENT.toUpperCase()} `);
    typeInto(password(), PASSWORD);
    fireEvent.click(update());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Same email', description: 'New email must be different from current email' },
      ]),
    );
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers; a wrong password is told in the toast', async () => {
    const api = fakeApi({ 'POST /api/account/email': WRONG_PASSWORD });
    renderInApp(<ChangeEmailCard currentEmail={CURRENT} twoFactorOn={false} />);
    typeInto(newEmail(), 'Ada@New.example.test');
    typeInto(password(), 'Wrong-Horse-9battery');
    const release = api.hold('POST /api/account/email');
    pressEnter(newEmail());

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Invalid password', description: 'Please enter your correct current password' },
      ]),
    );
    expect(update()).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/account/email',
        body: { newEmail: 'ada@new.example.test', password: 'Wrong-Horse-9battery' },
      },
    ]);
  });

  it("shows the schema's message on the New email address field", async () => {
    fakeApi();
    renderInApp(<ChangeEmailCard currentEmail={CURRENT} twoFactorOn={false} />);
    typeInto(newEmail(), 'ada@');
    fireEvent.click(update());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(newEmail())).toEqual(['Please enter a valid email address']);
  });

  it("shows the server's refusal of the password on the Current password field", async () => {
    fakeApi({ 'POST /api/account/email': WRONG_PASSWORD });
    renderInApp(<ChangeEmailCard currentEmail={CURRENT} twoFactorOn={false} />);
    typeInto(newEmail(), 'ada@new.example.test');
    typeInto(password(), 'Wrong-Horse-9battery');
    fireEvent.click(update());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(password())).toEqual(['Please enter your correct current password']);
  });
});
