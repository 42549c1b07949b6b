// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { MEMBER } from '#web/test/members';
import { renderInApp } from '#web/test/render-in-app';
import EditProjectPage from './edit-project-page';

const PROJECT_ID = '7d0a3f4e-2b1c-4e5f-8a9b-0c1d2e3f4a5b';
const DRAFT_ID = '3e1f0c2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const project = {
  id: PROJECT_ID,
  title: 'Published title',
  slug: 'published',
  summary: null,
  coverUrl: null,
  stack: [],
  ctaLabel: '',
  ctaUrl: null,
  blocks: [],
  licence: 'cc-by-4.0',
  ownerHandle: 'ada',
};
const draft = {
  id: DRAFT_ID,
  kind: 'project',
  subjectId: PROJECT_ID,
  title: 'Unsaved title',
  updatedAt: new Date().toISOString(),
};

function renderEditPage() {
  renderInApp(
    <Routes>
      <Route path="/projects/:projectId/edit" element={<EditProjectPage />} />
    </Routes>,
    `/projects/${PROJECT_ID}/edit`,
    { session: { user: MEMBER } },
  );
}

const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });

describe('EditProjectPage', () => {
  it('offers the changes left unpublished, and resuming shows them', async () => {
    fakeApi({
      [`GET /api/projects/${PROJECT_ID}`]: ok(project),
      'GET /api/drafts': ok([draft]),
      [`GET /api/drafts/${DRAFT_ID}`]: ok({ ...draft, payload: { title: 'Unsaved title', stack: 'Rust' } }),
    });
    renderEditPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume your unsaved changes' }));
    await waitFor(() => expect(title().value).toBe('Unsaved title'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tech stack' }).value).toBe('Rust');
  });

  it('discarding them deletes the draft and edits what is published', async () => {
    const api = fakeApi({
      [`GET /api/projects/${PROJECT_ID}`]: ok(project),
      'GET /api/drafts': [ok([draft]), ok([])],
      [`DELETE /api/drafts/${DRAFT_ID}`]: ok(),
    });
    renderEditPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect(title().value).toBe('Published title'));
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/drafts/${DRAFT_ID}`,
    ]);
  });

  it('opens the form at once when there is no draft of this project', async () => {
    fakeApi({
      [`GET /api/projects/${PROJECT_ID}`]: ok(project),
      'GET /api/drafts': ok([{ ...draft, subjectId: null }]),
    });
    renderEditPage();
    await waitFor(() => expect(title().value).toBe('Published title'));
    expect(screen.queryByRole('button', { name: 'Resume your unsaved changes' })).toBeNull();
  });
});
