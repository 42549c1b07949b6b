// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionSummary } from '#shared/schemas/collections';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { MEMBER } from '#web/test/members';
import { renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { SaveButton } from './save-button';

const PROJECT_ID = '7d0a3f4e-2b1c-4e5f-8a9b-0c1d2e3f4a5b';
const NAMED_ID = '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d';
const NEW_ID = '3b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e';
const summary = (id: string, name: string | null): CollectionSummary => ({
  id,
  name,
  isPublic: false,
  itemCount: 0,
  covers: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const SAVES = `GET /api/projects/${PROJECT_ID}/saves`;

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Save to…' }, { timeout: 5000 });
};

describe('SaveButton', () => {
  it('sends a visitor to sign in, saying why, and back here after', () => {
    fakeApi();
    renderInApp(<SaveButton projectId={PROJECT_ID} />, '/ada/engine', { session: { user: null } });
    const link = screen.getByRole('link', { name: 'Save' });
    const address = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(address.pathname).toBe('/login');
    expect(address.searchParams.get('reason')).toBe('save');
    expect(address.searchParams.get('from')).toBe('/ada/engine');
  });

  it('saves at once, and puts the switch back with a toast when the server refuses', async () => {
    const api = fakeApi({
      'GET /api/collections': ok([summary('saved', null), summary(NAMED_ID, 'Engines')]),
      [SAVES]: ok({ collectionIds: [], saveCount: 0 }),
      [`PUT /api/collections/${NAMED_ID}/items/${PROJECT_ID}`]: refusedFields(
        { name: 'collectionFull' },
        'conflict',
      ),
    });
    const release = api.hold(`PUT /api/collections/${NAMED_ID}/items/${PROJECT_ID}`);
    renderInApp(<SaveButton projectId={PROJECT_ID} />, '/', { session: { user: MEMBER } });
    const dialog = await openDialog();
    const engines = await within(dialog).findByRole('switch', { name: 'Engines' });
    fireEvent.click(engines);
    await waitFor(() => expect(engines.getAttribute('aria-checked')).toBe('true'));
    release();
    await waitFor(() => expect(engines.getAttribute('aria-checked')).toBe('false'));
    expect(toasts()).toContainEqual({
      title: 'Could not save the project',
      description: 'A collection holds at most 1000 projects.',
    });
    expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toContain(
      `PUT /api/collections/${NAMED_ID}/items/${PROJECT_ID}`,
    );
  });

  it('makes a new collection with the project in it in one request, and shows it switched on', async () => {
    const api = fakeApi({
      'GET /api/collections': [
        ok([summary('saved', null)]),
        ok([summary('saved', null), { ...summary(NEW_ID, 'Brass'), isPublic: true, itemCount: 1 }]),
      ],
      [SAVES]: [ok({ collectionIds: [], saveCount: 0 }), ok({ collectionIds: [NEW_ID], saveCount: 1 })],
      'POST /api/collections': { status: 201, body: { id: NEW_ID } },
    });
    renderInApp(<SaveButton projectId={PROJECT_ID} />, '/', { session: { user: MEMBER } });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'New collection' }));
    typeInto(within(dialog).getByRole('textbox', { name: 'Name' }), 'Brass');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Public' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const brass = await within(dialog).findByRole('switch', { name: 'Brass' });
    await waitFor(() => expect(brass.getAttribute('aria-checked')).toBe('true'));
    expect(api.sent.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/collections',
        body: { name: 'Brass', isPublic: true, projectId: PROJECT_ID },
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
  });
});
