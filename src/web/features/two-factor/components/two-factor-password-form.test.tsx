// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { useEnrollTwoFactor } from '../api/two-factor';
import { TwoFactorPasswordForm } from './two-factor-password-form';

const password = () => screen.getByLabelText('Current password');
const next = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const WRONG_PASSWORD = refusedFields({ password: 'invalidPassword' }, 'forbidden');

/** As the two-factor card wires it: the password starts the enrolment. */
function Enrolment() {
  const enroll = useEnrollTwoFactor();
  return <TwoFactorPasswordForm enroll={enroll.mutateAsync} onCancel={() => {}} />;
}

describe('TwoFactorPasswordForm', () => {
  it('sends nothing without a password: the button waits, and so does Enter', () => {
    const api = fakeApi();
    renderInApp(<Enrolment />);
    expect(next().disabled).toBe(true);
    pressEnter(password());
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers; a wrong password is told in the toast', async () => {
    const api = fakeApi({ 'POST /api/account/two-factor/enroll': WRONG_PASSWORD });
    renderInApp(<Enrolment />);
    typeInto(password(), 'Wrong-Horse-9battery');
    const release = api.hold('POST /api/account/two-factor/enroll');
    pressEnter(password());

    await waitFor(() => expect(next().disabled).toBe(true));
    expect(api.writes()).toHaveLength(1);
    release();
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Could not start two-factor setup',
          description: 'Please enter your correct current password',
        },
      ]),
    );
    expect(next().disabled).toBe(false);
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/account/two-factor/enroll', body: { password: 'Wrong-Horse-9battery' } },
    ]);
  });

  it("shows the server's refusal of the password on the field", async () => {
    fakeApi({ 'POST /api/account/two-factor/enroll': WRONG_PASSWORD });
    renderInApp(<Enrolment />);
    typeInto(password(), 'Wrong-Horse-9battery');
    pressEnter(password());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(password())).toEqual(['Please enter your correct current password']);
  });
});
