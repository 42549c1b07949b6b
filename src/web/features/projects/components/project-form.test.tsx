// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
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

const block = (name: string) => screen.getByRole('group', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('the case study blocks of the project form', () => {
  it('adds text and a video, moves the video first with its Move button, and sends them in that order', async () => {
    const api = fakeApi({ 'POST /api/projects': ok({ id: '5b8b6f3e-0a4c-4c59-9a55-63a8f1f0e7d1' }) });
    renderInApp(<NewProject />);
    expect(screen.getByText(/Nothing after the cover yet/)).toBeTruthy();
    typeInto(screen.getByRole('textbox', { name: 'Title' }), 'Wayfinding');

    fireEvent.click(button('Add text'));
    const text = within(block('Text · 1 of 1')).getByRole('textbox', { name: 'Text · 1 of 1' });
    // The new block's box takes the focus, so the words go straight in.
    await waitFor(() => expect(document.activeElement).toBe(text));
    typeInto(text, '## The brief\n\nSigns for a **station** that has none.');

    fireEvent.click(button('Add a video'));
    typeInto(
      within(block('Video · 2 of 2')).getByRole('textbox', { name: 'Video link' }),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(within(block('Video · 2 of 2')).getByText('YouTube video')).toBeTruthy();

    fireEvent.click(button('Move block 2 of 2 earlier'));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Block moved to position 1 of 2',
    );
    expect(block('Video · 1 of 2')).toBeTruthy();

    // What the page will show, before it is published.
    fireEvent.click(within(block('Text · 2 of 2')).getByRole('button', { name: 'Preview' }));
    expect(within(block('Text · 2 of 2')).getByRole('heading', { name: 'The brief' })).toBeTruthy();

    fireEvent.click(button('Publish project'));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    const sent = api.sent[0]?.body as { blocks: { id: string; type: string }[] };
    expect(sent.blocks.map(({ id: _id, ...rest }) => rest)).toEqual([
      { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: null },
      { type: 'text', markdown: '## The brief\n\nSigns for a **station** that has none.' },
    ]);
    // Each block has the id the form made for it (not the list's own keys), unique in the project.
    const ids = sent.blocks.map((each) => each.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{18}$/);
  });

  it('refuses an empty text block and a link no player plays on their fields, and sends nothing', async () => {
    const api = fakeApi();
    renderInApp(<NewProject />);
    typeInto(screen.getByRole('textbox', { name: 'Title' }), 'Wayfinding');
    fireEvent.click(button('Add text'));
    fireEvent.click(button('Add a video'));
    const link = within(block('Video · 2 of 2')).getByRole('textbox', { name: 'Video link' });
    typeInto(link, 'https://example.com/film.mp4');
    fireEvent.click(button('Publish project'));

    await waitFor(() => expect(refusedWith(link)).not.toBeNull());
    expect(refusedWith(link)?.join(' ')).toMatch(/YouTube, Vimeo or PeerTube/);
    const text = within(block('Text · 1 of 2')).getByRole('textbox', { name: 'Text · 1 of 2' });
    expect(refusedWith(text)).not.toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('removes an empty block at once, and asks before removing one that holds words', async () => {
    renderInApp(<NewProject />);
    fireEvent.click(button('Add text'));
    fireEvent.click(button('Remove block 1 of 1'));
    expect(screen.queryByRole('group', { name: 'Text · 1 of 1' })).toBeNull();
    // The focus stays in the case study, where the block was.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Nothing after the cover yet/));

    fireEvent.click(button('Add text'));
    typeInto(within(block('Text · 1 of 1')).getByRole('textbox'), 'Words worth keeping');
    fireEvent.click(button('Remove block 1 of 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this block?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(block('Text · 1 of 1')).toBeTruthy();

    fireEvent.click(button('Remove block 1 of 1'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove block' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Text · 1 of 1' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Nothing after the cover yet/));
  });
});
