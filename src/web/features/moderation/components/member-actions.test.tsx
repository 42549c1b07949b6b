// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDetail } from '#shared/schemas/moderation';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, typeInto } from '#web/test/render-in-app';
import { MemberActions } from './member-actions';

const MEMBER: MemberDetail = {
  userId: '0b6c1f4e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  handle: 'nora',
  username: 'nora',
  displayName: 'Nora Vale',
  avatarUrl: null,
  email: 'nora@example.test',
  roles: ['user'],
  joinedAt: '2026-11-01T09:00:00.000Z',
  banned: false,
  counts: { projects: 2, services: 1, followers: 3, following: 4 },
  openReports: 0,
  warnings: [],
  bans: [],
  allowed: { warn: false, ban: false, assignRoles: [], removeRoles: false, deleteAccount: true },
};
const DELETE = `DELETE /api/admin/users/${MEMBER.userId}`;

describe('MemberActions, deleting an account', () => {
  it('asks for the username typed exactly, says so when it is not, and sends it when it is', async () => {
    const api = fakeApi({ [DELETE]: ok() });
    const onDeleted = vi.fn();
    renderInApp(<MemberActions member={MEMBER} onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const field = screen.getByRole('textbox', { name: 'Type nora to confirm' });
    const confirm = () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);

    typeInto(field, 'Nora');
    confirm();
    expect(
      await screen.findByText('Username does not match. Please type the exact username to confirm.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);
    expect(dialog.isConnected).toBe(true);

    typeInto(field, ' nora ');
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/admin/users/${MEMBER.userId}`, body: { confirmation: 'nora' } },
    ]);
  });
});
