// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailCard } from '#web/features/account/components/change-email-card';
import { ChangePasswordCard } from '#web/features/account/components/change-password-card';
import { useTwoFactorStatus } from '#web/features/two-factor/api/two-factor';
import { SignOutOthersOffer } from '#web/features/account/components/sign-out-others-offer';
import { TwoFactorCard } from '#web/features/two-factor/components/two-factor-card';
import { YourDataCard } from '#web/features/account/components/your-data-card';

const CODE_LABEL = 'Authentication code';
const CODE_HINT = 'A 6-digit code from your authenticator app, or a backup code.';
const PASSWORD = 'Correct-Horse-9battery';
const NEW_PASSWORD = 'Another-Horse-7stapler';

type Sent = { method: string; path: string; body: unknown };
type Answer = { status: number; body?: unknown };

/**
 * Stands in for the server: GET /api/account/two-factor answers the given status; the changes
 * answer from `answers` in turn (204 once they run out). Every request is recorded.
 */
function stubServer(twoFactorOn: boolean, answers: Answer[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && path === '/api/account/two-factor') {
        return Response.json({ enabled: twoFactorOn, backupCodesRemaining: twoFactorOn ? 10 : 0 });
      }
      const answer = answers.shift() ?? { status: 204 };
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : Response.json(answer.body, { status: answer.status });
    }),
  );
  return {
    changes: () => sent.filter((request) => request.method !== 'GET'),
    statusReads: () => sent.filter((request) => request.path === '/api/account/two-factor').length,
  };
}

const CODE_REQUIRED: Answer = {
  status: 403,
  body: {
    code: 'forbidden',
    message: 'Enter a code',
    messageId: 'twoFactorCodeRequired',
    fields: { code: 'twoFactorCodeRequired' },
  },
};
const WRONG_CODE: Answer = {
  status: 403,
  body: {
    code: 'forbidden',
    message: 'Invalid code',
    messageId: 'invalidCode',
    fields: { code: 'invalidCode' },
    meta: { remainingAttempts: 4 },
  },
};

function renderInApp(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const card = (name: string) => within(screen.getByRole('region', { name }));
/** Lets the status query answer, so that a field hidden now is hidden for good, not for loading. */
const statusLoaded = (reads: () => number) => waitFor(() => expect(reads()).toBe(1));

/** As the settings page does: the two-factor status, read once, decides whether each form asks for a code. */
function WithStatus({ children }: { children: (twoFactorOn: boolean) => ReactNode }) {
  return children(useTwoFactorStatus().data?.enabled === true);
}

describe('the authentication code on sensitive changes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not asked for anywhere while two-factor is off, and no code is sent', async () => {
    const server = stubServer(false);
    renderInApp(
      <>
        <WithStatus>{(on) => <ChangePasswordCard twoFactorOn={on} />}</WithStatus>
        <WithStatus>
          {(on) => <ChangeEmailCard currentEmail="ada@example.test" twoFactorOn={on} />}
        </WithStatus>
        <TwoFactorCard signOutOffer={(close) => <SignOutOthersOffer onClose={close} />} />
        <WithStatus>{(on) => <YourDataCard handle="ada" twoFactorOn={on} />}</WithStatus>
      </>,
    );
    await statusLoaded(server.statusReads);
    await screen.findByText(/Add a second step to signing in/);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();

    const password = card('Change Password');
    type(password.getByLabelText('Current password'), PASSWORD);
    type(password.getByLabelText('New password'), NEW_PASSWORD);
    type(password.getByLabelText('Confirm new password'), NEW_PASSWORD);
    fireEvent.click(password.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]?.body).not.toHaveProperty('code');

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
    expect(within(dialog).queryByLabelText(CODE_LABEL)).toBeNull();
    expect(server.statusReads()).toBe(1);
  });

  it('is asked for in each form while two-factor is on, read from one status request', async () => {
    const server = stubServer(true);
    renderInApp(
      <>
        <WithStatus>{(on) => <ChangePasswordCard twoFactorOn={on} />}</WithStatus>
        <WithStatus>
          {(on) => <ChangeEmailCard currentEmail="ada@example.test" twoFactorOn={on} />}
        </WithStatus>
        <TwoFactorCard signOutOffer={(close) => <SignOutOthersOffer onClose={close} />} />
        <WithStatus>{(on) => <YourDataCard handle="ada" twoFactorOn={on} />}</WithStatus>
      </>,
    );
    for (const name of ['Change Password', 'Change Email Address']) {
      const field = await card(name).findByLabelText(CODE_LABEL);
      expect(field.getAttribute('autocomplete')).toBe('one-time-code');
      const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(CODE_HINT);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Disable two-factor authentication' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(CODE_LABEL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(CODE_LABEL)).toBeTruthy();
    // Four cards and two dialogs, one request for the status.
    expect(server.statusReads()).toBe(1);
  });

  it('changing the password: shows the refusal on the code, keeps what was typed, then sends the code and clears it', async () => {
    const server = stubServer(true, [CODE_REQUIRED, WRONG_CODE, { status: 204 }]);
    renderInApp(<WithStatus>{(on) => <ChangePasswordCard twoFactorOn={on} />}</WithStatus>);
    const form = card('Change Password');
    const code = await form.findByLabelText(CODE_LABEL);
    type(form.getByLabelText('Current password'), PASSWORD);
    type(form.getByLabelText('New password'), NEW_PASSWORD);
    type(form.getByLabelText('Confirm new password'), NEW_PASSWORD);
    const submit = form.getByRole('button', { name: 'Update password' });

    fireEvent.click(submit);
    await form.findByText(
      'Enter a code from your authenticator app or a backup code to confirm this change.',
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe(PASSWORD);

    type(code, '000000');
    fireEvent.click(submit);
    await form.findByText('Invalid code');
    expect((code as HTMLInputElement).value).toBe('000000');
    expect((form.getByLabelText('New password') as HTMLInputElement).value).toBe(NEW_PASSWORD);

    type(code, ' 123456 ');
    fireEvent.click(submit);
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));
    expect(form.queryByText('Invalid code')).toBeNull();
    expect(server.changes().map((request) => request.body)).toEqual([
      {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
        signOutOthers: true,
      },
      {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
        signOutOthers: true,
        code: '000000',
      },
      {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
        signOutOthers: true,
        code: ' 123456 ',
      },
    ]);
    expect(server.changes()[2]?.path).toBe('/api/account/password');
  });

  it('changing the address: shows the refusal on the code, then sends the code and clears it', async () => {
    const server = stubServer(true, [WRONG_CODE, { status: 204 }]);
    renderInApp(
      <WithStatus>{(on) => <ChangeEmailCard currentEmail="ada@example.test" twoFactorOn={on} />}</WithStatus>,
    );
    const form = card('Change Email Address');
    const code = (await form.findByLabelText(CODE_LABEL)) as HTMLInputElement;
    type(form.getByLabelText('New email address'), 'ada@new.example.test');
    type(form.getByLabelText('Current password'), PASSWORD);
    type(code, 'abcd-2345');

    fireEvent.click(form.getByRole('button', { name: 'Update email' }));
    await form.findByText('Invalid code');
    expect(code.value).toBe('abcd-2345');
    expect((form.getByLabelText('New email address') as HTMLInputElement).value).toBe('ada@new.example.test');

    fireEvent.click(form.getByRole('button', { name: 'Update email' }));
    await waitFor(() => expect(code.value).toBe(''));
    expect(form.queryByText('Invalid code')).toBeNull();
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/account/email',
        body: { newEmail: 'ada@new.example.test', password: PASSWORD, code: 'abcd-2345' },
      },
      {
        method: 'POST',
        path: '/api/account/email',
        body: { newEmail: 'ada@new.example.test', password: PASSWORD, code: 'abcd-2345' },
      },
    ]);
  });

  it('turning two-factor off: shows the refusal on the code in the dialog, then sends the code', async () => {
    const server = stubServer(true, [WRONG_CODE, { status: 204 }]);
    renderInApp(<TwoFactorCard signOutOffer={(close) => <SignOutOthersOffer onClose={close} />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable two-factor authentication' }));
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog.getByLabelText('Current password'), PASSWORD);
    const code = dialog.getByLabelText(CODE_LABEL) as HTMLInputElement;
    type(code, '654321');

    fireEvent.click(dialog.getByRole('button', { name: 'Disable two-factor authentication' }));
    await dialog.findByText('Invalid code');
    expect(code.value).toBe('654321');
    expect((dialog.getByLabelText('Current password') as HTMLInputElement).value).toBe(PASSWORD);

    fireEvent.click(dialog.getByRole('button', { name: 'Disable two-factor authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/account/two-factor/disable',
        body: { password: PASSWORD, code: '654321' },
      },
      {
        method: 'POST',
        path: '/api/account/two-factor/disable',
        body: { password: PASSWORD, code: '654321' },
      },
    ]);
  });

  it('deleting the account: shows the refusal on the code, keeps what was typed, then sends the code', async () => {
    const server = stubServer(true, [CODE_REQUIRED, { status: 204 }]);
    renderInApp(<WithStatus>{(on) => <YourDataCard handle="ada" twoFactorOn={on} />}</WithStatus>);
    await statusLoaded(server.statusReads);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog.getByLabelText('Type ada to confirm'), 'ada');
    type(dialog.getByLabelText('Password'), PASSWORD);
    const deleteForever = dialog.getByRole('button', { name: 'Delete forever' });

    fireEvent.click(deleteForever);
    await dialog.findByText(
      'Enter a code from your authenticator app or a backup code to confirm this change.',
    );
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe(PASSWORD);

    type(dialog.getByLabelText(CODE_LABEL), 'ABCD2345');
    fireEvent.click(deleteForever);
    await waitFor(() => expect(server.changes()).toHaveLength(2));
    expect(server.changes()).toEqual([
      { method: 'DELETE', path: '/api/account', body: { confirmation: 'ada', password: PASSWORD } },
      {
        method: 'DELETE',
        path: '/api/account',
        body: { confirmation: 'ada', password: PASSWORD, code: 'ABCD2345' },
      },
    ]);
  });
});
