// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, typeInto } from '#web/test/render-in-app';
import { useCreateProject } from '../api/projects';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT } from './project-form-values';

const DRAFT_ID = '7d1c1a52-6f0f-4f43-9d6f-31c2c1bb1a10';
const DRAFT_PATH = `/api/drafts/${DRAFT_ID}`;
const saved = {
  id: DRAFT_ID,
  kind: 'project',
  subjectId: null,
  title: 'x',
  updatedAt: '2026-01-01T00:00:00Z',
};
const field = (name: string) => screen.getByRole('textbox', { name });

/** As the new-project page wires it, and gone once published (the page is left). */
function NewProject() {
  const create = useCreateProject();
  const [published, setPublished] = useState(false);
  if (published) return <p>Published</p>;
  return (
    <ProjectForm
      initial={EMPTY_PROJECT}
      draft={{ id: DRAFT_ID, subjectId: null }}
      submitLabel="Publish project"
      busyLabel="Publishing..."
      failureTitle="Error creating project"
      onSubmit={(input, draftId) => create.mutateAsync({ input, draftId })}
      onSaved={() => setPublished(true)}
    />
  );
}

describe('ProjectForm drafts', () => {
  it('saves a draft a moment after typing, under one id, and says so', async () => {
    const api = fakeApi({ [`PUT ${DRAFT_PATH}`]: ok(saved) });
    renderInApp(<NewProject />);
    expect(api.sent).toEqual([]);
    typeInto(field('Title'), 'Tide');
    typeInto(field('Title'), 'Tide tables');
    expect(screen.getByText('Saving draft…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Draft saved')).toBeTruthy(), { timeout: 3000 });
    typeInto(field('Summary'), 'Where the sea will be');
    await waitFor(() => expect(api.writes()).toHaveLength(2), { timeout: 3000 });

    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${DRAFT_PATH}`,
      `PUT ${DRAFT_PATH}`,
    ]);
    expect(api.writes()[0]?.body).toMatchObject({
      kind: 'project',
      subjectId: null,
      title: 'Tide tables',
      payload: { ...EMPTY_PROJECT, title: 'Tide tables' },
    });
    expect(api.writes()[1]?.body).toMatchObject({ payload: { summary: 'Where the sea will be' } });
  });

  it('publishes naming the draft, after the save under way, and saves no draft after', async () => {
    const api = fakeApi({
      [`PUT ${DRAFT_PATH}`]: ok(saved),
      [`POST /api/projects?draftId=${DRAFT_ID}`]: {
        status: 201,
        body: { id: DRAFT_ID, slug: 'tide-tables', ownerHandle: 'ada' },
      },
    });
    renderInApp(<NewProject />);
    typeInto(field('Title'), 'Tide tables');
    fireEvent.click(screen.getByRole('button', { name: 'Publish project' }));
    await screen.findByText('Published');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/projects?draftId=${DRAFT_ID}`,
    ]);
  });

  it('says when a draft could not be saved, and why', async () => {
    const api = fakeApi({
      [`PUT ${DRAFT_PATH}`]: {
        status: 409,
        body: { code: 'conflict', message: 'x', messageId: 'tooManyDrafts' },
      },
    });
    renderInApp(<NewProject />);
    typeInto(field('Title'), 'Tide tables');
    await waitFor(() => expect(screen.getByText(/Draft not saved/)).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText(/Draft not saved/).textContent).toContain('You have 50 drafts');
    expect(api.writes()).toHaveLength(1);
  });
});
