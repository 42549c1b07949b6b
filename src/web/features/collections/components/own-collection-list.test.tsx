// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionSummary } from '#shared/schemas/collections';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { MEMBER } from '#web/test/members';
import { renderInApp, toasts } from '#web/test/render-in-app';
import CollectionsPage from '../pages/collections-page';

const FIRST = '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d';
const SECOND = '3b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e';
const summary = (id: string, name: string | null): CollectionSummary => ({
  id,
  name,
  isPublic: false,
  itemCount: 1,
  covers: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const LIST = [summary('saved', null), summary(FIRST, 'Brass'), summary(SECOND, 'Copper')];

const names = () =>
  within(screen.getByRole('list', { name: 'Collections' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the member’s collections', () => {
  it('moves a collection down, sending the whole order of the named ones', async () => {
    const reordered = [LIST[0], LIST[2], LIST[1]];
    const api = fakeApi({
      'GET /api/collections': [ok(LIST), ok(reordered)],
      'PUT /api/collections/order': ok(),
    });
    renderInApp(<CollectionsPage />, '/collections', { session: { user: MEMBER } });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Brass down' }));
    await waitFor(() => expect(names()).toEqual(['Saved', 'Copper', 'Brass']));
    await waitFor(() =>
      expect(api.sent.find(({ method }) => method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/collections/order',
        body: { collectionIds: [SECOND, FIRST] },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Move Saved up' })).toBeNull();
  });

  it('puts the order back and says why when another tab changed the list', async () => {
    const api = fakeApi({
      'GET /api/collections': ok(LIST),
      'PUT /api/collections/order': refusedFields({ collectionIds: 'collectionOrderStale' }, 'conflict'),
    });
    const release = api.hold('PUT /api/collections/order');
    renderInApp(<CollectionsPage />, '/collections', { session: { user: MEMBER } });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Copper up' }));
    await waitFor(() => expect(names()).toEqual(['Saved', 'Copper', 'Brass']));
    release();
    await waitFor(() => expect(names()).toEqual(['Saved', 'Brass', 'Copper']));
    expect(toasts()).toContainEqual({
      title: 'Could not reorder your collections',
      description: 'Your collections changed in another tab. Reload to see them, then try again.',
    });
  });
});
