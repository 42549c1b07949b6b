// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { useCreateProject } from '../api/projects';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT } from './project-form-values';

const field = (name: string) => screen.getByRole('textbox', { name });

/** As the new-project page wires it. */
function NewProject() {
  const create = useCreateProject();
  return (
    <ProjectForm
      initial={EMPTY_PROJECT}
      submitLabel="Publish project"
      busyLabel="Publishing..."
      failureTitle="Error creating project"
      draft={{ id: '7d1c1a52-6f0f-4f43-9d6f-31c2c1bb1a10', subjectId: null }}
      onSubmit={(input) => create.mutateAsync({ input })}
      onSaved={() => undefined}
    />
  );
}

describe('ProjectForm', () => {
  it("shows the schema's messages on their fields, lists them in the toast, and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<NewProject />);
    typeInto(field('Slug'), 'My Project');
    typeInto(field('Tech stack'), `React, ${'x'.repeat(31)}`);
    typeInto(field('Button link'), 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Publish project' }));

    await waitFor(() => expect(refusedWith(field('Title'))).toEqual(['Title is required']));
    const slugInvalid = 'Slug can only contain lowercase letters, numbers and hyphens (at most 50)';
    expect(refusedWith(field('Slug'))).toContain(slugInvalid);
    expect(refusedWith(field('Tech stack'))).toContain('Each technology must be less than 30 characters');
    expect(refusedWith(field('Button link'))).toEqual(['Must be a valid URL']);
    expect(refusedWith(field('Summary'))).toBeNull();
    expect(toasts()).toEqual([
      {
        title: 'Validation Error',
        description: [
          'Title: Title is required',
          `Slug: ${slugInvalid}`,
          'Tech stack: Each technology must be less than 30 characters',
          'Button link: Must be a valid URL',
        ].join('\n'),
      },
    ]);
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({ 'POST /api/projects': refusedFields({ slug: 'valueTaken' }, 'conflict') });
    renderInApp(<NewProject />);
    typeInto(field('Title'), 'Analytical Engine');
    typeInto(field('Slug'), 'Engine');
    typeInto(field('Tech stack'), 'Brass, Punch cards,');
    const release = api.hold('POST /api/projects');
    pressEnter(field('Title'));

    const busy = await screen.findByRole('button', { name: 'Publishing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(field('Slug'))).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect(refusedWith(field('Title'))).toBeNull();
    expect(toasts()).toEqual([
      {
        title: 'Error creating project',
        description: 'Slug: That value is already taken. Please choose a different one.',
      },
    ]);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/projects',
        body: {
          title: 'Analytical Engine',
          slug: 'engine',
          summary: '',
          stack: ['Brass', 'Punch cards'],
          ctaLabel: '',
          ctaUrl: '',
          coverUrl: null,
          blocks: [],
          licence: 'all-rights-reserved',
          originalsDownloadable: false,
        },
      },
    ]);
  });
});
