// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { MEMBER } from '#web/test/members';
import { refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { ReportButton } from './report-button';

const PROJECT_ID = '7d0a3f4e-2b1c-4e5f-8a9b-0c1d2e3f4a5b';

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this project' }, { timeout: 5000 });
};
const reason = () => screen.getByRole('combobox', { name: 'Reason' });
const details = () => screen.getByRole('textbox', { name: 'Details (optional)' });
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

describe('ReportButton', () => {
  it('asks a visitor to sign in, and opens nothing', async () => {
    fakeApi();
    renderInApp(<ReportButton targetType="project" targetId={PROJECT_ID} />, '/', {
      session: { user: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(toasts()).toEqual([{ title: 'Sign in required', description: 'Please sign in to report' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a missing reason on its field and sends nothing', async () => {
    const api = fakeApi();
    renderInApp(<ReportButton targetType="project" targetId={PROJECT_ID} />, '/', {
      session: { user: MEMBER },
    });
    await openDialog();
    fireEvent.click(submitButton());

    await waitFor(() => expect(refusedWith(reason())).toEqual(['Reason is required']));
    expect(toasts()).toEqual([{ title: 'Could not submit report', description: 'Reason is required' }]);
    expect(api.sent).toEqual([]);
  });

  it('is busy until the server answers; its refusal lands on the field, then the report goes', async () => {
    const api = fakeApi({
      'POST /api/reports': [refusedFields({ details: 'invalidCharacters' }), ok()],
    });
    renderInApp(<ReportButton targetType="project" targetId={PROJECT_ID} />, '/', {
      session: { user: MEMBER },
    });
    await openDialog();
    fireEvent.change(reason(), { target: { value: 'spam' } });
    typeInto(details(), 'Copied from elsewhere');
    const release = api.hold('POST /api/reports');
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(details())).toEqual(['This text contains characters that cannot be saved.']),
    );

    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Report submitted',
        description: 'Thanks for helping keep the community safe.',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = {
      targetType: 'project',
      targetId: PROJECT_ID,
      reason: 'spam',
      details: 'Copied from elsewhere',
    };
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/reports', body },
      { method: 'POST', path: '/api/reports', body },
    ]);
  });
});
