// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { recoverAccount } from '../api/auth-calls';
import { EmailRequestForm } from './email-request-form';

const email = () => screen.getByRole('textbox', { name: 'Email' });

function RecoveryForm() {
  return (
    <EmailRequestForm
      submitLabel="Send Recovery Email"
      busyLabel="Sending..."
      failureText="Failed to send recovery email. Please try again."
      onSubmit={recoverAccount}
    />
  );
}

describe('EmailRequestForm', () => {
  it('asks for the address, then a valid one, on the field, and sends nothing', async () => {
    const api = fakeApi();
    renderInApp(<RecoveryForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Recovery Email' }));
    await waitFor(() => expect(refusedWith(email())).toEqual(['Please enter your email address']));
    expect(toasts()).toEqual([{ title: 'Email required', description: 'Please enter your email address' }]);

    typeInto(email(), 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Send Recovery Email' }));
    await waitFor(() => expect(refusedWith(email())).toEqual(['Please enter a valid email address']));
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({ 'POST /api/auth/recover-account': refusedFields({ email: 'invalidEmail' }) });
    renderInApp(<RecoveryForm />);
    typeInto(email(), ' Ada@Example.test ');
    const release = api.hold('POST /api/auth/recover-account');
    pressEnter(email());

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(refusedWith(email())).toEqual(['Please enter a valid email address']));
    expect(screen.getByRole('button', { name: 'Send Recovery Email' })).toBeTruthy();
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/auth/recover-account', body: { email: 'ada@example.test' } },
    ]);
  });
});
