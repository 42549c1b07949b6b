// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { MEMBER } from '#web/test/members';
import { renderInApp } from '#web/test/render-in-app';
import DraftsPage from './drafts-page';

const now = new Date().toISOString();
const NEW_PROJECT = '3e1f0c2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const SERVICE_EDIT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const SERVICE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const drafts = [
  { id: NEW_PROJECT, kind: 'project', subjectId: null, title: 'Tide tables', updatedAt: now },
  { id: SERVICE_EDIT, kind: 'service', subjectId: SERVICE_ID, title: null, updatedAt: now },
];

describe('DraftsPage', () => {
  it('lists the drafts with where each is resumed, and deletes one once confirmed', async () => {
    const api = fakeApi({
      'GET /api/drafts': [ok(drafts), ok(drafts.slice(1))],
      [`DELETE /api/drafts/${NEW_PROJECT}`]: ok(),
    });
    renderInApp(<DraftsPage />, '/drafts', { session: { user: MEMBER } });
    const resume = await screen.findByRole('link', { name: 'Resume Tide tables' });
    expect(resume.getAttribute('href')).toBe(`/new?draft=${NEW_PROJECT}`);
    expect(screen.getByRole('link', { name: 'Resume Untitled service' }).getAttribute('href')).toBe(
      `/services/${SERVICE_ID}/edit`,
    );
    expect(screen.getByText(/Changes to a service/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tide tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' }, { timeout: 5000 });
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Resume Tide tables' })).toBeNull());
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/drafts/${NEW_PROJECT}`,
    ]);
  });

  it('says when there are none, with the ways to start one', async () => {
    fakeApi({ 'GET /api/drafts': ok([]) });
    renderInApp(<DraftsPage />, '/drafts', { session: { user: MEMBER } });
    await screen.findByRole('heading', { name: 'No drafts' });
    expect(screen.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe('/new');
    expect(screen.getByRole('link', { name: 'New service' }).getAttribute('href')).toBe('/services/new');
  });
});
